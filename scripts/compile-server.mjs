// The shop's own server (scripts/serve.ts) and npm start's start-up (scripts/start.ts), compiled with esbuild into
// plain JavaScript, so production runs `node` on its output: no TypeScript loader and no esbuild service beside the
// server. Plain JavaScript itself, because it runs before anything can compile TypeScript.
//
//   node scripts/compile-server.mjs           compiles into .next-server/ (npm run build)
//   node scripts/compile-server.mjs --start   compiles when a source changed, then runs the start-up (npm start)
//
// Our code is bundled (the `@/` paths resolved); packages stay imports of node_modules, as Next's own server loads
// them. The folder's meta.json lists every source with its hash: an unchanged tree is not compiled again, and a
// production start then never loads esbuild at all.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Where `npm start` keeps its compiled server; the tests and the bench compile into folders of their own. */
export const SERVER_DIST_DIR = ".next-server";
const ENTRY_POINTS = { start: "scripts/start.ts", serve: "scripts/serve.ts" };
const META_FILE = "meta.json";

const sha256 = (file) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** Whether `outDir` holds a compile of these very sources (every input's hash as recorded, every output there). */
export function serverIsCurrent(outDir, root = process.cwd()) {
  const metaPath = path.resolve(root, outDir, META_FILE);
  if (!existsSync(metaPath)) return false;
  let meta;
  try {
    meta = JSON.parse(readFileSync(metaPath, "utf8"));
  } catch {
    return false;
  }
  if (!meta?.inputs || !Array.isArray(meta.outputs)) return false;
  if (!meta.outputs.every((name) => existsSync(path.resolve(root, outDir, name)))) return false;
  return Object.entries(meta.inputs).every(([file, hash]) => {
    const absolute = path.resolve(root, file);
    return existsSync(absolute) && sha256(absolute) === hash;
  });
}

/**
 * Compiles the entry points into `outDir` (`start.mjs`, `serve.mjs`), unless it is current. The files are written
 * beside their final names and renamed into place, so a server starting meanwhile reads a whole file. Returns
 * whether it compiled.
 */
export async function compileServer(outDir = SERVER_DIST_DIR, { root = process.cwd(), force = false } = {}) {
  if (!force && serverIsCurrent(outDir, root)) return false;
  const esbuild = await import("esbuild");
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: ENTRY_POINTS,
      bundle: true,
      platform: "node",
      format: "esm",
      // The oldest Node the project supports (package.json's engines); it keeps import attributes on JSON imports of
      // packages (the VAT tables).
      target: "node22.12",
      packages: "external",
      tsconfig: "tsconfig.json",
      outdir: outDir,
      outExtension: { ".js": ".mjs" },
      // Stack traces in logs name our sources and lines.
      sourcemap: "linked",
      sourcesContent: false,
      legalComments: "none",
      metafile: true,
      write: false,
      logLevel: "warning",
    });
    const absoluteOut = path.resolve(root, outDir);
    mkdirSync(absoluteOut, { recursive: true });
    const outputs = [];
    for (const file of result.outputFiles) {
      const temporary = `${file.path}.${process.pid}.part`;
      writeFileSync(temporary, file.contents);
      renameSync(temporary, file.path);
      outputs.push(path.relative(absoluteOut, file.path));
    }
    const inputs = Object.fromEntries(
      Object.keys(result.metafile.inputs)
        .sort()
        .map((file) => [file, sha256(path.resolve(root, file))]),
    );
    const metaPath = path.join(absoluteOut, META_FILE);
    writeFileSync(`${metaPath}.${process.pid}.part`, `${JSON.stringify({ inputs, outputs }, null, 2)}\n`);
    renameSync(`${metaPath}.${process.pid}.part`, metaPath);
    return true;
  } finally {
    // The esbuild service is a child process: it must not stay beside the start-up.
    await esbuild.stop();
  }
}

/** The compiled file of an entry point (`start` or `serve`) in `outDir`. */
export function compiledEntry(name, outDir = SERVER_DIST_DIR, root = process.cwd()) {
  return path.resolve(root, outDir, `${name}.mjs`);
}

const isMain = process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (isMain) {
  const start = process.argv.includes("--start");
  try {
    const compiled = await compileServer(SERVER_DIST_DIR, { force: !start });
    if (compiled) console.log(`Compiled the server into ${SERVER_DIST_DIR}/.`);
  } catch (error) {
    // esbuild has printed what failed; a half-written folder would look current to nobody, but remove it anyway.
    rmSync(path.resolve(SERVER_DIST_DIR, META_FILE), { force: true });
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (start) await import(pathToFileURL(compiledEntry("start")).href);
}
