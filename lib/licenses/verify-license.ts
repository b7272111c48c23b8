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
  if (!license.lastVerifiedAt || license.lastVerifiedAt.getTime() < staleBefore) recordCheck(license.id, now, staleBefore);
  countLicenseCheck(license.active ? "active" : "inactive");
  return { active: license.active, username: license.username };
}

/** Checks waiting to be written to license_checks (the admin's `last_verified`): license id → time of the check. */
let checks = new Map<string, Date>();
let timer: NodeJS.Timeout | undefined;
let shutdownHooked = false;

function recordCheck(licenseId: string, at: Date, staleBefore: number) {
  const waiting = checks.get(licenseId);
  if (waiting && waiting.getTime() >= staleBefore) return;
  checks.set(licenseId, at);
  if (!shutdownHooked) {
    shutdownHooked = true;
    onShutdown("last-verified", flushLicenseChecks);
  }
  if (checks.size >= LAST_VERIFIED_BATCH) void flushLicenseChecks();
  else if (!timer) {
    timer = setTimeout(() => void flushLicenseChecks(), LAST_VERIFIED_FLUSH_MS);
    timer.unref();
  }
}

/**
 * Writes the waiting checks to `last_verified`, LAST_VERIFIED_CHUNK to a statement. The
 * condition is repeated in the write, so instances that record the same
 * license in the same minute write it once; a failed write is logged and
 * dropped (the next check records it again).
 */
export async function flushLicenseChecks(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  if (checks.size === 0) return;
  const batch = [...checks];
  checks = new Map();
  for (let start = 0; start < batch.length; start += LAST_VERIFIED_CHUNK) {
    // Requests waiting on the event loop go first between two chunks.
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    await writeChecks(batch.slice(start, start + LAST_VERIFIED_CHUNK));
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
