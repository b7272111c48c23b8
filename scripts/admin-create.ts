// npm run admin:create -- --username <name>: creates an admin account or resets its password.
// The password comes from ADMIN_PASSWORD (for scripts) or is asked for (not echoed).
import { parseArgs } from "node:util";

import { upsertAdmin } from "@/lib/auth/upsert-admin";
import { databaseTarget, describeTarget } from "@/lib/database/adapter";
import { openClient } from "@/lib/database/open-client";
import { envSchema, parseEnv } from "@/lib/env-schema";
import { loadDotenv } from "@/lib/ops/load-dotenv";

async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new Error("no terminal to ask for the password on: set ADMIN_PASSWORD");
  process.stdout.write(question);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  let answer = "";
  return new Promise((resolve, reject) => {
    process.stdin.on("data", (chunk: Buffer) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\r" || char === "\n") {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdout.write("\n");
          resolve(answer);
          return;
        }
        if (char === "\u0003") reject(new Error("cancelled"));
        else if (char === "\u007f") answer = answer.slice(0, -1);
        else answer += char;
      }
    });
  });
}

const { values } = parseArgs({ options: { username: { type: "string" } } });
if (!values.username) {
  console.error("Usage: npm run admin:create -- --username <name>   (password from ADMIN_PASSWORD, or asked for)");
  process.exit(2);
}
loadDotenv();
const env = parseEnv(envSchema, process.env);
const target = databaseTarget(env);
const password = process.env.ADMIN_PASSWORD ?? (await askHidden("Password (12+ characters): "));
const { prisma, close } = await openClient(target);
try {
  const outcome = await upsertAdmin(prisma, { username: values.username, password });
  console.log(`Admin "${values.username.trim().toLowerCase()}" ${outcome} in ${describeTarget(target)}.`);
} catch (error) {
  console.error(`admin:create: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await close();
}
