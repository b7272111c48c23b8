import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { compiledEntry, compileServer, SERVER_DIST_DIR, serverIsCurrent } from "../../../scripts/compile-server.mjs";
import { SERVE_HEAP_OPTION, serveNodeOptions } from "../../../scripts/serve-node-options";

// Production runs `node` on compiled JavaScript, recompiled only when a source changed, with a heap cap.
const outDir = mkdtempSync(path.join(os.tmpdir(), "compile-server-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("compileServer", () => {
  it("compiles the server and the start-up into plain JavaScript that imports only packages and Node's modules", async () => {
    expect(await compileServer(outDir)).toBe(true);
    for (const name of ["serve", "start"] as const) {
      const code = readFileSync(compiledEntry(name, outDir), "utf8");
      const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1] ?? "");
      expect(imports.length).toBeGreaterThan(0);
      // Our own code (the `@/` paths, relative files) is inside the bundle; only packages and node: modules are imported.
      expect(imports.filter((specifier) => specifier.startsWith(".") || specifier.startsWith("@/"))).toEqual([]);
      expect(imports).not.toContain("tsx");
      // Neither carries the compiler: a production start never loads esbuild.
      expect(code).not.toContain("esbuild");
    }
    expect(readFileSync(compiledEntry("serve", outDir), "utf8")).toContain("required-server-files.json");
  });

  it("is current until a source's hash or an output changes, and compiles again only then", async () => {
    expect(serverIsCurrent(outDir)).toBe(true);
    expect(await compileServer(outDir)).toBe(false);

    const metaPath = path.join(outDir, "meta.json");
    const meta = JSON.parse(readFileSync(metaPath, "utf8")) as { inputs: Record<string, string> };
    expect(Object.keys(meta.inputs)).toEqual(expect.arrayContaining(["scripts/serve.ts", "scripts/start.ts", "lib/log.ts"]));
    writeFileSync(metaPath, JSON.stringify({ ...meta, inputs: { ...meta.inputs, "scripts/serve.ts": "0".repeat(64) } }));
    expect(serverIsCurrent(outDir)).toBe(false);
    expect(await compileServer(outDir)).toBe(true);

    rmSync(compiledEntry("serve", outDir));
    expect(serverIsCurrent(outDir)).toBe(false);
    expect(await compileServer(outDir)).toBe(true);
    expect(serverIsCurrent(outDir)).toBe(true);
  });
});

describe("the serving process's heap cap", () => {
  const heapLimitMb = (nodeOptions: string) => {
    const result = spawnSync(process.execPath, ["-e", "process.stdout.write(String(require('v8').getHeapStatistics().heap_size_limit / 1048576))"], {
      env: { ...process.env, NODE_OPTIONS: nodeOptions },
      encoding: "utf8",
    });
    return Number(result.stdout);
  };

  it("caps V8's heap near 192 MB unless the operator's NODE_OPTIONS say otherwise", () => {
    const capped = heapLimitMb(serveNodeOptions(""));
    expect(capped).toBeGreaterThanOrEqual(192);
    expect(capped).toBeLessThan(300);
    const operators = heapLimitMb(serveNodeOptions("--max-old-space-size=512"));
    expect(operators).toBeGreaterThanOrEqual(512);
    expect(operators).toBeLessThan(700);
  });

  it("is what the systemd unit runs, on the compiled server", () => {
    const unit = readFileSync("deploy/systemd/shop@.service", "utf8");
    expect(unit).toContain(`Environment="NODE_OPTIONS=${SERVE_HEAP_OPTION}"\n`);
    expect(unit).toContain(`ExecStart=/usr/bin/node ${SERVER_DIST_DIR}/serve.mjs\n`);
    expect(unit).not.toContain("tsx");
  });
});
