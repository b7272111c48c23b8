import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * Code says why; history says when. An issue number in a comment or a test name tells a reader where to look
 * instead of what is true, and goes stale with the tracker: the reason belongs in the comment, the number in the
 * commit message and CHANGELOG.md. These are the forms the code used to carry: `issue #26`, `Issues #12 §2`,
 * `#13 §0`, `(#21)` and a test name that starts "#21: ". Hex colours (`#fff`), anchors
 * (`#memory-npm-run-benchsoak`) and a standard's sections (`RFC 9110 §13.1.2`, `contracts §1.9`) are none of them,
 * and `TODO(#35): reason` points at work still open, as docs/code-style.md asks.
 */
const REFERENCES = [/\bissues? #\d+/i, /#\d+ ?§/, /(?<!TODO)\(#\d{1,4}\)/, /["'`]#\d+:/];

/**
 * What may tell history: Markdown (docs/, the READMEs, CHANGELOG.md, where a decision's date is its point),
 * the lock file, and the applied migrations, whose text the databases they ran on hold a checksum of. And this
 * file, whose examples show the forms.
 */
const PROSE_OR_RECORD = [/\.md$/, /^package-lock\.json$/, /^prisma\/migrations\//, /^tests\/unit\/architecture\/issue-references\.test\.ts$/];

/** Every file of the working tree git would commit (tracked, or new and not ignored), minus the ones above. */
function sourceFiles(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\n")
    .filter((file) => file !== "" && !PROSE_OR_RECORD.some((pattern) => pattern.test(file)));
}

/** A file's text, or null for a binary one (a NUL byte early on, git's own test) or one deleted but not yet staged. */
function textOf(file: string): string | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(ROOT, file));
  } catch {
    return null;
  }
  return bytes.subarray(0, 8000).includes(0) ? null : bytes.toString("utf8");
}

/** `file:line: text` for each line of `text` holding an issue reference. */
function referencesIn(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, i) => (REFERENCES.some((pattern) => pattern.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe("issue references", () => {
  it("are recognised in the forms the code used, and hex colours, anchors and a standard's sections are not", () => {
    const found = (line: string) => referencesIn("x.ts", line).length === 1;
    for (const line of [
      " * The printable receipt (issue #24 §4), opened from the purchase status",
      "// Issue #9 §4: two production instances of the build on one PostgreSQL",
      "    // After hydration, never holds up the page (issues #12 §2, #13 §2).",
      'test("#13 §0: on a phone the form comes first", async () => {',
      'describe.each(kinds)("a restore drill on the %s database (#22 §1)", (kind) => {',
      "  // The dashboard's tabs are links to routes (#21).",
      'test("#21: each tab has its own address", async ({ page }) => {',
    ])
      expect(found(line), line).toBe(true);
    for (const line of [
      'const COLORS = { grid: "#26332d", axis: "#a1a1aa" };',
      "  border: 2px solid #166534;",
      "[memory](docs/performance.md#memory-npm-run-benchsoak)",
      " * A 303 as a relative Location (RFC 9110 §10.2.2)",
      "    // The documented way (docs/reference/api-contracts.md §1.9): rewrite the origin.",
      '  // Our bodies name issues in prose ("issue #N", "(#N)").',
      "  // TODO(#35): drop the fallback once every mod sends alg.",
    ])
      expect(found(line), line).toBe(false);
  });

  it("appear in no code, configuration, script, simulator or test: the reason stays, the number goes to the commit", () => {
    const files = sourceFiles();
    expect(files).toEqual(expect.arrayContaining(["proxy.ts", "lib/env.ts", "prisma/schema.prisma", "clients/java/shop/license/LicenseClient.java"]));
    expect(files.filter((file) => file.startsWith("tests/")).length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const text = textOf(file);
      return text === null ? [] : referencesIn(file, text);
    });
    expect(found).toEqual([]);
  });
});
