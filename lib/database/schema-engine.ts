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
  const bound = bindMigrationAwareSqlAdapterFactory(adapter);
  const explain = (error: unknown) => explainExternalError(error, (id) => bound.errorRegistry.consumeError(id)?.error);
  const engine = await runtime.SchemaEngine.new(
    { datamodels: schemaFiles.map((f) => [f.path, f.content] as [string, string]) },
    (msg: string) => {
      if (process.env.SCHEMA_ENGINE_DEBUG) console.error(msg);
    },
    bound,
  ).catch(explain);
  return new Proxy(engine, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        return result instanceof Promise ? result.catch(explain) : result;
      };
    },
  });
}

/**
 * The engine reports a JavaScript error of the adapter (a connection refused or timed out, say) only as
 * "External error id#N", an index into the bound adapter's registry: put the error itself in the message, so
 * a failed migration says why.
 */
export function explainExternalError(error: unknown, lookup: (id: number) => unknown): never {
  const id = error instanceof Error ? /External error id#(\d+)/.exec(error.message)?.[1] : undefined;
  const cause = id === undefined ? undefined : lookup(Number(id));
  if (cause === undefined) throw error;
  const reason = cause instanceof Error ? cause.message : String(cause);
  throw new Error(`${(error as Error).message}: ${reason}`, { cause });
}

let initialised = false;

export const NO_FILTERS = { externalTables: [], externalEnums: [] };
