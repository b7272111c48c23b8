import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { describe, expect, it } from "vitest";

import { readSchemaFiles } from "@/lib/database/migrations";
import { explainExternalError, loadSchemaEngine } from "@/lib/database/schema-engine";

/** An adapter whose every connection fails with a plain JavaScript error, as a pool that timed out does. */
const failingFactory = {
  provider: "postgres",
  adapterName: "failing",
  connect: () => Promise.reject(new Error("timeout exceeded when trying to connect")),
  connectToShadowDb: () => Promise.reject(new Error("no shadow database")),
} as unknown as SqlMigrationAwareDriverAdapterFactory;

describe("the schema engine's errors", () => {
  it("name the adapter's own error instead of only its registry index", async () => {
    await expect(loadSchemaEngine(failingFactory, await readSchemaFiles())).rejects.toThrow(/^External error id#\d+: timeout exceeded when trying to connect$/);
  });

  it("pass any other error through unchanged", () => {
    const other = new Error("relation does not exist");
    expect(() => explainExternalError(other, () => new Error("unrelated"))).toThrow(other);
    const unknownId = new Error("External error id#7");
    expect(() => explainExternalError(unknownId, () => undefined)).toThrow(unknownId);
  });
});
