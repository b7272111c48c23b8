import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";

/**
 * Prisma's schema engine compiled to WebAssembly, talking to the database
 * through a driver adapter. It is the same engine `prisma migrate deploy`
 * runs as a native binary; the binary cannot be downloaded on our build
 * machines, the WebAssembly build ships inside an npm package.
 */
export async function loadSchemaEngine(
  adapter: SqlMigrationAwareDriverAdapterFactory,
  schemaFiles: { path: string; content: string }[],
): Promise<SchemaEngine> {
  const runtime = await import("@prisma/schema-engine-wasm/schema_engine_bg");
  if (!initialised) {
    const require = createRequire(import.meta.url);
    const wasmPath = require.resolve("@prisma/schema-engine-wasm").replace(/schema_engine\.js$/, "schema_engine_bg.wasm");
    const instance = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(wasmPath)), {
      "./schema_engine_bg.js": runtime,
    });
    runtime.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
    initialised = true;
  }
  return runtime.SchemaEngine.new(
    { datamodels: schemaFiles.map((f) => [f.path, f.content] as [string, string]) },
    (msg: string) => {
      if (process.env.SCHEMA_ENGINE_DEBUG) console.error(msg);
    },
    bindMigrationAwareSqlAdapterFactory(adapter),
  );
}

let initialised = false;

export const NO_FILTERS = { externalTables: [], externalEnums: [] };
