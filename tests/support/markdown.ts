import GithubSlugger from "github-slugger";

/**
 * Just enough Markdown for the docs tests: our documents' own subset (ATX
 * headings, fenced code, inline links), read the way GitHub renders it.
 */

const FENCE = /^\s*(`{3,}|~{3,})/;

/** The document's lines outside fenced code blocks, with `null` for each line inside one (so line numbers hold). */
function proseLines(markdown: string): (string | null)[] {
  let fence: string | undefined;
  return markdown.split("\n").map((line) => {
    const marker = FENCE.exec(line)?.[1];
    if (fence === undefined && marker) {
      fence = marker;
      return null;
    }
    if (fence !== undefined) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return null;
    }
    return line;
  });
}

/** The text a heading shows: links by their text, code spans and emphasis without their markers. */
function headingText(raw: string): string {
  return raw
    .replace(/\s+#+\s*$/, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`+([^`]*)`+/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|\W)[*_](.+?)[*_](?=\W|$)/g, "$1$2")
    .trim();
}

/** The ids GitHub gives the document's headings (github-slugger: lowercase, spaces to "-", punctuation dropped, repeats numbered). */
export function headingIds(markdown: string): string[] {
  const slugger = new GithubSlugger();
  return proseLines(markdown)
    .map((line) => (line === null ? undefined : /^ {0,3}#{1,6}\s+(.+)$/.exec(line)?.[1]))
    .filter((heading): heading is string => heading !== undefined)
    .map((heading) => slugger.slug(headingText(heading)));
}

/** Every link target in the prose (inline links, images, reference definitions), code spans left out. */
export function linkTargets(markdown: string): string[] {
  const prose = proseLines(markdown)
    .filter((line): line is string => line !== null)
    .join("\n")
    .replace(/(`+)[\s\S]*?\1/g, "");
  const inline = [...prose.matchAll(/!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
  const definitions = [...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]);
  return [...inline, ...definitions].filter((target): target is string => target !== undefined);
}

/** The first fenced block in the section under `## <heading>` (up to the next heading of that level or above). */
export function codeBlockUnder(markdown: string, heading: string): string {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line === `## ${heading}`);
  if (start < 0) return "";
  const prose = proseLines(markdown);
  const block: string[] = [];
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (prose[i] !== null && /^#{1,2}\s/.test(line)) break;
    if (prose[i] === null && !FENCE.test(line)) block.push(line);
    else if (block.length > 0) break;
  }
  return block.join("\n");
}
