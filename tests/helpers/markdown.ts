/**
 * Just enough Markdown for the docs tests: our documents' own subset (ATX
 * headings, fenced code), read the way GitHub renders it.
 */

const FENCE = /^\s*(`{3,}|~{3,})/;

/** The document's lines outside fenced code blocks, with `null` for each line inside one (so line numbers hold). */
export function proseLines(markdown: string): (string | null)[] {
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
