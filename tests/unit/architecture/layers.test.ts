import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");

type CruiseResult = {
  modules: { source: string; dependencies: { resolved: string; dependencyTypes: string[] }[] }[];
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
};

/** What `npm run lint:deps` cruises: its folders and files after the config, so this test and the lint see the same code. */
function lintedPaths(): string[] {
  const script = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts["lint:deps"] ?? "";
  const [, paths = ""] = script.split("--config .dependency-cruiser.cjs ");
  return paths.split(" ").filter(Boolean);
}

/** dependency-cruiser's own JSON over the code under `cwd`, with the rules of the shop's .dependency-cruiser.cjs. */
function cruise(paths: string[], cwd = ROOT): CruiseResult {
  const output = execFileSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs"),
      "--config",
      path.join(ROOT, ".dependency-cruiser.cjs"),
      "--output-type",
      "json",
      ...paths,
    ],
    { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(output) as CruiseResult;
}

/** The rules a tree of `files` (path -> source) breaks, as "rule: from -> to". */
function violationsIn(files: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), "layers-"));
  try {
    writeFileSync(path.join(dir, "tsconfig.json"), "{}");
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), source);
    }
    const tops = [...new Set(Object.keys(files).map((file) => file.split("/")[0] ?? file))];
    return cruise(tops, dir).summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A file's unit in the folder graph: the top-level folder of lib/ it is in, or the top-level file itself (lib/env.ts -> "env"). */
function unitOf(file: string): string | undefined {
  const match = /^lib\/([^/]+?)(?:\.tsx?)?(?:\/|$)/.exec(file);
  if (!match || match[1] === "generated") return undefined;
  return match[1];
}

/** The strongly connected components of a directed graph with more than one node (Tarjan's algorithm). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("the layers of lib/", () => {
  const result = cruise(lintedPaths());

  it("dependency-cruiser finds no import that breaks a rule of .dependency-cruiser.cjs", () => {
    expect(lintedPaths()).toEqual(expect.arrayContaining(["app", "components", "lib", "scripts", "simulators"]));
    expect(result.modules.length).toBeGreaterThan(300);
    expect(result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  });

  it("no two folders (or top-level files) of lib/ reach each other: the folder graph has no cycle", () => {
    const graph = new Map<string, Set<string>>();
    let edges = 0;
    for (const cruised of result.modules) {
      const from = unitOf(cruised.source);
      if (!from) continue;
      for (const dependency of cruised.dependencies) {
        const to = unitOf(dependency.resolved);
        if (!to || to === from) continue;
        if (!graph.has(from)) graph.set(from, new Set());
        graph.get(from)!.add(to);
        edges++;
      }
    }
    // The graph is the real one: the domains read the platform, the composition reads the domains.
    expect(edges).toBeGreaterThan(300);
    expect(graph.get("payments")?.has("database")).toBe(true);
    expect(cycles(graph)).toEqual([]);
  });

  it("the graph check sees a cycle when there is one", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["a"])],
    ]);
    expect(cycles(graph)).toEqual([["a", "b", "c"]]);
  });

  it("the fence refuses a script that imports tests/, and lets the tests import the scripts' harness", () => {
    expect(
      violationsIn({
        "scripts/bench.ts": 'import { helper } from "../tests/support/helper";\nexport const run = helper;\n',
        "scripts/support/harness.ts": "export const harness = 1;\n",
        "tests/support/helper.ts": 'import { harness } from "../../scripts/support/harness";\nexport const helper = harness;\n',
      }),
    ).toEqual(["scripts-import-no-tests: scripts/bench.ts -> tests/support/helper.ts"]);
    // dependency-cruiser's own start (loading TypeScript) takes seconds on a busy machine.
  }, 60_000);
});
