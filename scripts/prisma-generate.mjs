// Runs `prisma generate`. The Prisma CLI refuses to start without its native
// schema-engine binary, which it downloads at install time; our machines cannot
// download it, and generate never calls it. When the binary is missing we point
// PRISMA_SCHEMA_ENGINE_BINARY at an existing executable for this one child
// process only, so `prisma migrate` on a machine with the real engine is untouched.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const enginesDir = path.resolve("node_modules/@prisma/engines");
const hasEngine =
  Boolean(process.env.PRISMA_SCHEMA_ENGINE_BINARY) || (existsSync(enginesDir) && readdirSync(enginesDir).some((f) => f.startsWith("schema-engine")));

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
if (!hasEngine) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;

const prismaBin = path.resolve("node_modules/prisma/build/index.js");
const result = spawnSync(process.execPath, [prismaBin, "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
