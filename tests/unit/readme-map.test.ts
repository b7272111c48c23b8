import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { codeBlockUnder } from "../support/markdown";

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

/**
 * The paths each line of a map names: a line starts at the margin with one or
 * more paths, separated by ", ", and its description follows after two or more
 * spaces (indented lines continue a description). A folder's path ends in "/".
 */
function mapLines(file: string, heading: string): string[][] {
  const block = codeBlockUnder(readFileSync(path.join(ROOT, file), "utf8"), heading);
  return block
    .split("\n")
    .filter((line) => /^\S/.test(line))
    .map((line) => (line.split(/\s{2,}/)[0] ?? "").split(", "));
}

const exists = (named: string) => existsSync(path.join(ROOT, named)) && (!named.endsWith("/") || statSync(path.join(ROOT, named)).isDirectory());
const folder = (named: string) => named.replace(/\/$/, "");

describe("folder map in docs/architecture.md", () => {
  const named = mapLines("docs/architecture.md", "Folder map").flat();
  const namedFolders = named.filter((p) => p.endsWith("/")).map(folder);

  it("names only paths that exist", () => {
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((p) => !exists(p))).toEqual([]);
  });

  it("has one line for every folder of lib/ and components/", () => {
    const onDisk = [...foldersUnder("lib"), ...foldersUnder("components")];
    expect(onDisk.length).toBeGreaterThan(0);
    expect(onDisk.filter((f) => !namedFolders.includes(f))).toEqual([]);
    const mapped = namedFolders.filter((f) => /^(lib|components)\//.test(f));
    expect(mapped.filter((f, i) => mapped.indexOf(f) !== i)).toEqual([]);
  });

  it("names every route group of app/, and every folder directly in app/ or a path inside it", () => {
    const appFolders = foldersUnder("app");
    const groups = appFolders.filter((f) => /\/\([^/]+\)$/.test(f));
    expect(groups).toEqual(expect.arrayContaining(["app/(marketing)", "app/(shop)", "app/admin/(pages)"]));
    expect(groups.filter((g) => !namedFolders.includes(g))).toEqual([]);
    const top = appFolders.filter((f) => f.split("/").length === 2);
    expect(top).toEqual(expect.arrayContaining(["app/admin", "app/affiliate", "app/api"]));
    expect(top.filter((f) => !named.some((p) => folder(p) === f || p.startsWith(`${f}/`)))).toEqual([]);
  });

  it("names every file and folder of scripts/", () => {
    const onDisk = readdirSync(path.join(ROOT, "scripts"), { withFileTypes: true }).map((e) => `scripts/${e.name}${e.isDirectory() ? "/" : ""}`);
    expect(onDisk).toContain("scripts/serve.ts");
    expect(onDisk.filter((p) => !named.includes(p))).toEqual([]);
  });
});

describe("top-level map in README.md", () => {
  const named = mapLines("README.md", "Architecture").flat();

  it("names only folders that exist", () => {
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((p) => !p.endsWith("/") || !exists(p))).toEqual([]);
  });

  it("names every top-level folder of the repository", () => {
    // Tracked or about to be (untracked but not ignored): what a clone holds, not what a build or an editor left behind.
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" }).split("\n");
    const top = [...new Set(files.filter((f) => f.includes("/")).map((f) => `${f.split("/")[0]}/`))];
    expect(top).toEqual(expect.arrayContaining(["app/", "lib/", "scripts/"]));
    expect(top.filter((f) => !named.includes(f))).toEqual([]);
  });
});
