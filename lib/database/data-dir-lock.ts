import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database may be opened by one process at a time: two PGlite
 * instances writing one folder corrupt it. Opening takes `<dataDir>.lock`
 * (holding the pid); a lock whose process is gone is taken over, and a live
 * holder is given `waitMs` to let go (a build worker that is still exiting).
 */
export async function acquireDataDirLock(dataDir: string, waitMs = 10_000): Promise<() => void> {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(lockFile, { force: true });
      process.once("exit", release);
      return () => {
        process.removeListener("exit", release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(lockFile, "utf8"));
      if (holder === process.pid || !isAlive(holder)) {
        rmSync(lockFile, { force: true });
        continue;
      }
      if (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder} (a running server or script). ` +
          `Stop it first, or point DATABASE_URL at a PostgreSQL server. If no such process exists, delete ${lockFile}.`,
      );
    }
  }
}

/** Whether a process with this id is running (signal 0 checks without sending; EPERM: it runs as another user). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
