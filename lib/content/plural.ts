const RULES = new Intl.PluralRules("en-US");

/**
 * A count with its noun in the right number, by English's plural rules: `counted(1, "time")` is "1 time",
 * `counted(3, "time")` "3 times"; `plural` for a noun whose plural is not the singular plus "s".
 */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${RULES.select(count) === "one" ? singular : plural}`;
}
