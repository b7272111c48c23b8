import "server-only";

import { AppError } from "@/lib/api/errors";
import type { RateLimiterOptions } from "@/lib/api/rate-limit";
import type { RateLimitState } from "@/lib/api/rate-limit-headers";
import { databaseTarget } from "@/lib/database/adapter";
import { sql as databaseSql } from "@/lib/database/db";
import { databaseErrorReason } from "@/lib/database/is-database-unavailable";
import { env } from "@/lib/env";
import { rateLimitSubject } from "@/lib/http/client-address";
import { log } from "@/lib/log";

/** How long hits wait in memory before they are added to the shared count: the lag another instance can see. */
const SHARED_FLUSH_MS = 50;
/**
 * The share of a key's budget counted in memory; past it, each hit is counted in the database first. The last fifth
 * (12 of the whitelist's 60 a minute per address) is the margin for hits other instances have not flushed yet: to
 * pass the limit, a client would have to land that many within one flush interval.
 */
const EXACT_FROM = 0.8;
/** How often keys whose window has ended are dropped from this process's copy of the shared counts. */
const SWEEP_MS = 10_000;
const WARN_EVERY_MS = 60_000;
const REFUSAL = "Too many requests. Please try again later.";

/**
 * Adds a batch of hits to the shared counts in one statement, with rate-limiter-flexible's own semantics for
 * the `rate_limits` table (key = "<name>:<key>", points, expire in epoch ms): a window that has ended starts
 * again at the batch's count. Answers every key's count and window end after the batch.
 */
const ADD_HITS = `
  INSERT INTO rate_limits (key, points, expire)
  SELECT batch.key, batch.points, $3::bigint FROM unnest($1::text[], $2::int[]) AS batch(key, points)
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN rate_limits.expire <= $4 THEN EXCLUDED.points ELSE rate_limits.points + EXCLUDED.points END,
    expire = CASE WHEN rate_limits.expire <= $4 THEN EXCLUDED.expire ELSE rate_limits.expire END
  RETURNING key, points, expire`;

type SharedCount = { points: number; expire: number };

/**
 * A rate limiter for a hot path (the mod's whitelist check), with the budget
 * of createRateLimiter but, for a key in the first four fifths of its budget (every
 * player's mod, which checks a few times a session), no database round trip
 * on the request: the hit is counted at once in this process's memory (a
 * fixed window per key, so one instance alone never passes the limit) and
 * added to the shared count in `rate_limits` by a flush that carries every
 * key hit in the last SHARED_FLUSH_MS in one statement. The counts that flush
 * answers are what this instance knows of the other instances.
 *
 * In the last fifth, a key's hits are counted in the database before they
 * are answered (one upsert, with the key's hits still waiting), as
 * createRateLimiter counts every hit: at the limit itself the count is the
 * database's. What another instance has not flushed yet is not in it, so a
 * burst that crosses the last fifth faster than one flush (50 ms) may pass
 * the limit by the hits the other instances took meanwhile; traffic paced
 * any slower meets it exactly. While the database fails the memory count
 * goes on alone (logged once a minute), as createRateLimiter's insurance
 * limiter does.
 *
 * On the embedded database there is nothing to share: PGlite is one
 * process's (lib/database/data-dir-lock.ts), so that process's memory count is
 * the whole count, and flushing would only spend the event loop's time on
 * PGlite's in-process writes.
 */
export function createBatchedRateLimiter({
  name,
  policy,
  limit,
  windowSeconds,
  sql = databaseSql,
  shared: share = databaseTarget(env).kind === "postgres",
}: RateLimiterOptions & { shared?: boolean }) {
  /**
   * This process's own count of each key's window, by table key. Not rate-limiter-flexible's RateLimiterMemory:
   * it arms a timer per key, and with thousands of clients a second those timers and their records were the
   * check's largest cost (measured: 130 µs a request, most of it garbage collection). A plain map, swept.
   */
  const local = new Map<string, SharedCount>();
  /** The shared count of each key as the last flush answered it, by table key. */
  const shared = new Map<string, SharedCount>();
  /** Hits counted here and not yet added to the shared count, by table key. */
  let pending = new Map<string, number>();
  let flushing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastWarning = 0;
  let lastSweep = Date.now();
  let lastLocalSweep = Date.now();

  const tableKey = (key: string) => `${name}:${key}`;
  const state = (remaining: number, msBeforeNext: number): RateLimitState => ({
    policy,
    limit,
    windowSeconds,
    remaining: Math.max(0, remaining),
    resetSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  });
  const refuse = (msBeforeNext: number): never => {
    const over = state(0, msBeforeNext);
    throw new AppError("rate_limited", REFUSAL, { retryAfter: over.resetSeconds, rateLimit: over });
  };

  async function flush(): Promise<void> {
    // One flush at a time; hits that arrive meanwhile go out in the next.
    while (flushing) await flushing;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    flushing = write(batch).finally(() => (flushing = undefined));
    await flushing;
  }

  async function write(batch: Map<string, number>): Promise<void> {
    const now = Date.now();
    try {
      const { rows } = await sql.query<{ key: string; points: number; expire: string | number }>(ADD_HITS, [
        [...batch.keys()],
        [...batch.values()],
        now + windowSeconds * 1000,
        now,
      ]);
      for (const row of rows) shared.set(row.key, { points: Number(row.points), expire: Number(row.expire) });
    } catch (error) {
      warnFailure(now, error);
    }
    if (now - lastSweep >= SWEEP_MS) {
      lastSweep = now;
      for (const [key, count] of shared) if (count.expire <= now) shared.delete(key);
    }
  }

  /** Once a minute per limiter at most: during an outage every flush would say the same. */
  function warnFailure(now: number, error: unknown) {
    if (now - lastWarning < WARN_EVERY_MS) return;
    lastWarning = now;
    log.warn("rate limits counted in memory: the database query failed", { limiter: name, error: databaseErrorReason(error) });
  }

  function scheduleFlush() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, SHARED_FLUSH_MS);
    // A pending flush never keeps a process (a script, a test worker) alive.
    timer.unref();
  }

  /** Counts one hit for `key`; throws AppError("rate_limited") with Retry-After and the RateLimit state once over the limit. */
  async function hit(key: string): Promise<RateLimitState> {
    const now = Date.now();
    const id = tableKey(key);
    const known = shared.get(id);
    const elsewhere = known && known.expire > now ? known.points : 0;
    const waiting = pending.get(id) ?? 0;
    if (known && elsewhere + waiting >= limit) refuse(known.expire - now);

    if (now - lastLocalSweep >= SWEEP_MS) {
      lastLocalSweep = now;
      for (const [entry, count] of local) if (count.expire <= now) local.delete(entry);
    }
    let mine = local.get(id);
    if (!mine || mine.expire <= now) {
      mine = { points: 0, expire: now + windowSeconds * 1000 };
      local.set(id, mine);
    }
    if (mine.points >= limit) refuse(mine.expire - now);
    mine.points += 1;
    if (!share) return state(limit - mine.points, mine.expire - now);
    // In the last fifth of its budget a key is counted in the database before the answer, so the limit itself is exact.
    if (elsewhere + waiting + 1 > limit * EXACT_FROM) return countNow(id, now, mine);
    pending.set(id, waiting + 1);
    scheduleFlush();
    return state(Math.min(limit - mine.points, limit - elsewhere - waiting - 1), mine.expire - now);
  }

  /** Adds this hit, and the key's hits still waiting, to the shared count at once; refuses it if that passes the limit. */
  async function countNow(id: string, now: number, mine: SharedCount): Promise<RateLimitState> {
    const hits = (pending.get(id) ?? 0) + 1;
    pending.delete(id);
    let count: SharedCount | undefined;
    try {
      const { rows } = await sql.query<{ key: string; points: number; expire: string | number }>(ADD_HITS, [[id], [hits], now + windowSeconds * 1000, now]);
      const [row] = rows;
      if (row) count = { points: Number(row.points), expire: Number(row.expire) };
    } catch (error) {
      warnFailure(now, error);
    }
    if (!count) {
      // The database did not answer: the hits go out with the next flush, and this process's count decides.
      pending.set(id, (pending.get(id) ?? 0) + hits);
      scheduleFlush();
      return state(limit - mine.points, mine.expire - now);
    }
    shared.set(id, count);
    if (count.points > limit) refuse(count.expire - now);
    return state(Math.min(limit - mine.points, limit - count.points), count.expire - now);
  }

  return {
    hit,
    /** Counts one hit for a client address (an IPv6 client by its /64). */
    hitAddress: (address: string) => hit(rateLimitSubject(address)),
    /** Adds the hits counted so far to the shared count now (tests; a timer does it within SHARED_FLUSH_MS). */
    flush,
  };
}
