import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A libpq URL and its password apart: pg_dump and pg_restore get the password
 * through PGPASSWORD, so it is never on a command line (visible in `ps`) or in
 * an error message. Prisma's own parameters (schema=…) are dropped: libpq refuses them.
 */
export function libpqConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  for (const name of ["schema", "connection_limit", "pool_timeout", "pgbouncer", "statement_cache_size", "socket_timeout"]) parsed.searchParams.delete(name);
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/**
 * Runs pg_dump or pg_restore from PATH against `url`. Its own error message
 * is passed on (it names host and database, never the password); a missing
 * tool is named with what to install.
 */
export async function runPgTool(tool: "pg_dump" | "pg_restore", args: string[], url: string): Promise<void> {
  const { dbname, env } = libpqConnection(url);
  try {
    await run(tool, [...args, `--dbname=${dbname}`], { env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT") {
      throw new Error(`${tool} was not found on PATH: install the PostgreSQL client tools, at least the server's major version (docs/operations.md#backups).`);
    }
    throw new Error(`${tool} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}
