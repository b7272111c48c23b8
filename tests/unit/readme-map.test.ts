import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Written by `npm install`, not by us. */
const NOT_OURS = new Set(["lib/generated"]);

/** Every folder under `dir`, at any depth, as a path from the repository's root. */
function foldersUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`)
    .filter((folder) => !NOT_OURS.has(folder))
    .flatMap((folder) => [folder, ...foldersUnder(folder)]);
}

/** The folders of lib/ and components/ the README's architecture map gives a line: the path a line starts with, ending in "/". */
function mappedFolders(): string[] {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const section = readme.split(/^## Architecture$/m)[1] ?? "";
  const map = /^```\n([\s\S]*?)^```$/m.exec(section)?.[1] ?? "";
  return map
    .split("\n")
    .map((line) => /^((?:lib|components)(?:\/[^\s/,]+)+)\/(?:\s|$)/.exec(line)?.[1])
    .filter((folder): folder is string => folder !== undefined && !NOT_OURS.has(folder));
}

describe("README architecture map", () => {
  const onDisk = [...foldersUnder("lib"), ...foldersUnder("components")].sort();
  const mapped = mappedFolders();

  it("has a line for every folder of lib/ and components/", () => {
    expect(onDisk.length).toBeGreaterThan(0);
    expect(onDisk.filter((folder) => !mapped.includes(folder))).toEqual([]);
  });

  it("names no folder that does not exist", () => {
    expect(mapped.filter((folder) => !onDisk.includes(folder))).toEqual([]);
  });

  it("gives each folder one line", () => {
    expect(mapped.filter((folder, i) => mapped.indexOf(folder) !== i)).toEqual([]);
  });
});
