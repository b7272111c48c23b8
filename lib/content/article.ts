/** Letters whose spoken names start with a vowel sound: "an AH Sniper", "an SMP mod", but "a UHC mod". */
const VOWEL_SOUND_LETTERS = new Set("AEFHILMNORSX");
/** Words spelled with a vowel that start with a "you" sound. */
const YOU_SOUND = /^(uni|use|usu|uti|eu)/i;

/**
 * The indefinite article for a name, as it is spoken: `withArticle("AH Sniper")` is "an AH Sniper". An
 * initialism (two or more capitals) is read letter by letter; other words by their first letter. `capital` starts
 * a sentence with it: "An AH Sniper".
 */
export function withArticle(name: string, { capital = false }: { capital?: boolean } = {}): string {
  const word = name.trim().split(/\s+/)[0] ?? "";
  const initialism = /^[A-Z]{2,}\b/.test(word);
  const vowelSound = initialism ? VOWEL_SOUND_LETTERS.has(word[0] ?? "") : /^[aeiou]/i.test(word) && !YOU_SOUND.test(word);
  const article = vowelSound ? "an" : "a";
  return `${capital ? article[0]!.toUpperCase() + article.slice(1) : article} ${name}`;
}
