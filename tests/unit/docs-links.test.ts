import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { headingIds, linkTargets } from "../support/markdown";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The documents a reader moves between: the README, the changelog and the top level of docs/. */
const DOCUMENTS = [
  "README.md",
  "CHANGELOG.md",
  ...readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** What is wrong with a relative link from `from` to `target`, or undefined when it holds. */
function brokenLink(from: string, target: string): string | undefined {
  const [file = "", fragment] = target.split("#");
  const to = file === "" ? from : path.posix.normalize(path.posix.join(path.posix.dirname(from), decodeURIComponent(file)));
  if (!existsSync(path.join(ROOT, to))) return `${from}: ${target}: no file ${to}`;
  if (fragment === undefined) return undefined;
  if (statSync(path.join(ROOT, to)).isDirectory() || !to.endsWith(".md")) return `${from}: ${target}: a #fragment into ${to}, which has no headings`;
  return headingIds(read(to)).includes(fragment) ? undefined : `${from}: ${target}: no heading #${fragment} in ${to}`;
}

describe("relative links in the documents", () => {
  it("reads headings and links as GitHub renders them", () => {
    const sample = [
      "# Title",
      "## The API: `npm run bench`",
      "## Sign-in",
      "## Sign-in",
      "### Why our own tables, not next-auth's e-mail provider",
      'See [a](docs/a.md#x), ![b](b.png "title") and `[not](a-link.md)`.',
      "```",
      "## not a heading [nor](a-link.md)",
      "```",
      "[ref]: ../c.md",
    ].join("\n");
    expect(headingIds(sample)).toEqual(["title", "the-api-npm-run-bench", "sign-in", "sign-in-1", "why-our-own-tables-not-next-auths-e-mail-provider"]);
    expect(linkTargets(sample)).toEqual(["docs/a.md#x", "b.png", "../c.md"]);
  });

  it("finds the documents and their links", () => {
    expect(DOCUMENTS).toEqual(expect.arrayContaining(["README.md", "CHANGELOG.md", "docs/architecture.md", "docs/operations.md"]));
    expect(linkTargets(read("README.md")).length).toBeGreaterThan(5);
  });

  it("point at files that exist, and at headings that exist in them", () => {
    const broken = DOCUMENTS.flatMap((from) =>
      linkTargets(read(from))
        .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
        .map((target) => brokenLink(from, target))
        .filter((problem): problem is string => problem !== undefined),
    );
    expect(broken).toEqual([]);
  });

  it("refuses a link to a missing file or heading", () => {
    expect(brokenLink("README.md", "docs/nothing-here.md")).toMatch(/no file/);
    expect(brokenLink("README.md", "docs/architecture.md#no-such-heading")).toMatch(/no heading/);
    expect(brokenLink("docs/operations.md", "../README.md#configuration")).toBeUndefined();
  });
});
