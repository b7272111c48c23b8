import "server-only";

import DataLoader from "dataloader";

import { prisma, sql } from "@/lib/database/db";
import { databaseErrorReason } from "@/lib/database/is-database-unavailable";
import type { licenseCheckSchema } from "@/lib/licenses/schemas";
import { log } from "@/lib/log";
import { countLicenseCheck } from "@/lib/metrics/shop-metrics";
import { onShutdown } from "@/lib/ops/shutdown-hooks";
import type { z } from "@/lib/validation/zod";

/** The mod checks often; `last_verified` is written at most once per this interval per license. */
export const LAST_VERIFIED_RESOLUTION_MS = 60_000;
/** Checks are recorded in `last_verified` in batches, this often at most (and at shutdown). */
const LAST_VERIFIED_FLUSH_MS = 5_000;
/** A batch that grows this large is written at once rather than waiting for the timer. */
const LAST_VERIFIED_BATCH = 5_000;
/**
 * Rows per UPDATE. The embedded database writes on the event loop's thread: 1,000 rows in one statement held it
 * for 143 ms (every request in flight waited), 100 rows for 9 ms.
 */
const LAST_VERIFIED_CHUNK = 100;
/** The largest set of UUIDs one lookup reads. */
const LOOKUP_BATCH = 256;

/** The answer GET /api/license/verify sends, as /openapi.json documents it. */
type LicenseCheck = z.infer<typeof licenseCheckSchema>;

type CheckedLicense = { id: string; uuid: string; username: string; active: boolean; lastVerifiedAt: Date | null };

/**
 * The checks that arrive together (one turn of the event loop: under load, a
 * dozen or more) are read with one indexed query. Nothing is cached: a
 * revocation is in the next answer on every instance.
 */
const licenses = new DataLoader<string, CheckedLicense | null>(
  async (uuids) => {
    // One statement, the last check joined in (findMany would read the relation with a second query). Through
    // Prisma, so an unreachable database is reported as every other read's is (lib/database/is-database-unavailable.ts).
    const rows = await prisma.$queryRaw<{ id: string; uuid: string; username: string; active: boolean; checked_at: Date | null }[]>`
      SELECT licenses.id, licenses.uuid, licenses.username, licenses.active, license_checks.checked_at
        FROM licenses LEFT JOIN license_checks ON license_checks.license_id = licenses.id
       WHERE licenses.uuid = ANY(${[...uuids]}::uuid[])`;
    const byUuid = new Map(rows.map(({ checked_at, ...row }) => [row.uuid, { ...row, lastVerifiedAt: checked_at }]));
    return uuids.map((uuid) => byUuid.get(uuid) ?? null);
  },
  { cache: false, maxBatchSize: LOOKUP_BATCH, batchScheduleFn: (run) => setImmediate(run) },
);

/**
 * The whitelist check the mod makes: is this Minecraft account licensed?
 * One batched indexed read; the check is recorded in `last_verified` at most
 * once a minute per license, written in batches (recordCheck), so a busy mod
 * costs no write of its own.
 */
export async function verifyLicense(uuid: string, now = new Date()): Promise<LicenseCheck> {
  const license = await licenses.load(uuid);
  if (!license) {
    countLicenseCheck("unknown");
    return { active: false };
  }
  const staleBefore = now.getTime() - LAST_VERIFIED_RESOLUTION_MS;
  countDailyCheck(license.id, now);
  if (!license.lastVerifiedAt || license.lastVerifiedAt.getTime() < staleBefore) recordCheck(license.id, now, staleBefore);
  countLicenseCheck(license.active ? "active" : "inactive");
  return { active: license.active, username: license.username };
}

/** Checks waiting to be written to license_checks (the admin's `last_verified`): license id → time of the check. */
let checks = new Map<string, Date>();
/** Checks waiting to be added to license_check_days: "<license id> <UTC day>" → how many. */
let dailyCounts = new Map<string, number>();
let timer: NodeJS.Timeout | undefined;
let shutdownHooked = false;

function recordCheck(licenseId: string, at: Date, staleBefore: number) {
  const waiting = checks.get(licenseId);
  if (waiting && waiting.getTime() >= staleBefore) return;
  checks.set(licenseId, at);
  scheduleFlush(checks.size);
}

/** Every check of a known license counts for its day: one map update here, one row per license and day a batch. */
function countDailyCheck(licenseId: string, at: Date) {
  const key = `${licenseId} ${at.toISOString().slice(0, 10)}`;
  dailyCounts.set(key, (dailyCounts.get(key) ?? 0) + 1);
  scheduleFlush(dailyCounts.size);
}

function scheduleFlush(waiting: number) {
  if (!shutdownHooked) {
    shutdownHooked = true;
    onShutdown("last-verified", flushLicenseChecks);
  }
  if (waiting >= LAST_VERIFIED_BATCH) void flushLicenseChecks();
  else if (!timer) {
    timer = setTimeout(() => void flushLicenseChecks(), LAST_VERIFIED_FLUSH_MS);
    timer.unref();
  }
}

/**
 * Writes the waiting checks to `last_verified` and adds the day's counts, LAST_VERIFIED_CHUNK to a statement. The
 * condition is repeated in the write, so instances that record the same
 * license in the same minute write it once; the counts are added (each instance adds its own). A failed write is
 * logged and dropped (the next check records it again; a count is lost, never doubled).
 */
export async function flushLicenseChecks(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const batch = [...checks];
  const counts = [...dailyCounts];
  checks = new Map();
  dailyCounts = new Map();
  await inChunks(batch, writeChecks);
  await inChunks(counts, writeDailyCounts);
}

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < rows.length; start += LAST_VERIFIED_CHUNK) {
    // Requests waiting on the event loop go first between two chunks.
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    await write(rows.slice(start, start + LAST_VERIFIED_CHUNK));
  }
}

/** One statement per chunk into license_check_days: each license's checks of a day added to that day's row. */
async function writeDailyCounts(chunk: [key: string, count: number][]): Promise<void> {
  const keys = chunk.map(([key]) => key.split(" "));
  try {
    await sql.query(
      `INSERT INTO license_check_days (license_id, day, checks)
       SELECT batch.id, batch.day, batch.n
         FROM unnest($1::uuid[], $2::date[], $3::int[]) AS batch(id, day, n)
         JOIN licenses ON licenses.id = batch.id
       ON CONFLICT (license_id, day) DO UPDATE SET checks = license_check_days.checks + EXCLUDED.checks`,
      [keys.map(([id]) => id), keys.map(([, day]) => day), chunk.map(([, count]) => count)],
    );
  } catch (error) {
    log.warn("daily license check counts not recorded", { rows: chunk.length, error: databaseErrorReason(error) });
  }
}

/**
 * One statement per chunk into license_checks (prisma/schema.prisma, LicenseCheck): a new row for a license's first
 * check (which keeps that first time), else the last time moved on if it is a minute newer. A license deleted meanwhile is left out by the join.
 */
async function writeChecks(chunk: [licenseId: string, at: Date][]): Promise<void> {
  try {
    await sql.query(
      `INSERT INTO license_checks (license_id, checked_at, first_checked_at)
       SELECT batch.id, batch.at, batch.at
         FROM unnest($1::uuid[], $2::timestamptz[]) AS batch(id, at)
         JOIN licenses ON licenses.id = batch.id
       ON CONFLICT (license_id) DO UPDATE SET checked_at = EXCLUDED.checked_at
        WHERE license_checks.checked_at < EXCLUDED.checked_at - make_interval(secs => $3)`,
      [chunk.map(([id]) => id), chunk.map(([, at]) => at.toISOString()), LAST_VERIFIED_RESOLUTION_MS / 1000],
    );
  } catch (error) {
    log.warn("license checks not recorded in last_verified", { checks: chunk.length, error: databaseErrorReason(error) });
  }
}
