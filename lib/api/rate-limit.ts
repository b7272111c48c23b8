import "server-only";

import { createHash } from "node:crypto";

import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";

import { AppError } from "@/lib/api/errors";
import type { RateLimitState } from "@/lib/api/rate-limit-headers";
import type { RateLimitRule } from "@/lib/api/rate-limits";
import type { SqlExecutor } from "@/lib/database/adapter";
import { sql as databaseSql } from "@/lib/database/db";
import { databaseErrorReason } from "@/lib/database/is-database-unavailable";
import { rateLimitSubject } from "@/lib/http/client-address";
import { log } from "@/lib/log";

/** Created by migration 20261123000500_rate_limits (model RateLimit); every limiter shares it under its own key prefix. */
const TABLE = "rate_limits";
const WARN_EVERY_MS = 60_000;

/** A limit of RATE_LIMITS (lib/api/rate-limits.ts), and where to count it. */
export type RateLimiterOptions = RateLimitRule & {
  /** The database; lib/db's by default (tests point a limiter elsewhere). */
  sql?: SqlExecutor;
};

/**
 * A fixed window per key, counted by rate-limiter-flexible in PostgreSQL
 * (`rate_limits`, one atomic upsert per hit), so every app instance on the
 * database shares one budget. While the database does not answer, an
 * in-memory limiter of the same budget counts in this process instead
 * (rate-limiter-flexible's insurance limiter), so an outage neither lets
 * floods through nor refuses everyone.
 */
export function createRateLimiter({ name, policy, limit, windowSeconds, sql = databaseSql }: RateLimiterOptions) {
  let store: RateLimiterPostgres | undefined;
  // Built on the first hit: the store starts a timer that deletes expired rows, which a build worker that only
  // loads the route modules must not run (it would open the embedded database).
  const limiter = () =>
    (store ??= new RateLimiterPostgres({
      storeClient: storeClient(sql, name),
      storeType: "pool",
      tableName: TABLE,
      tableCreated: true,
      keyPrefix: name,
      points: limit,
      duration: windowSeconds,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: limit, duration: windowSeconds }),
    }));

  const state = (res: RateLimiterRes): RateLimitState => ({
    policy,
    limit,
    windowSeconds,
    remaining: res.remainingPoints,
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });

  /**
   * Counts one hit for `key` (or `points` of them, for a request that costs as much as several); throws
   * AppError("rate_limited") with Retry-After and the RateLimit state once over the limit.
   */
  async function hit(key: string, points = 1): Promise<RateLimitState> {
    try {
      return state(await limiter().consume(key, points));
    } catch (rejection) {
      // The library rejects with a RateLimiterRes when the key is over its budget, with an Error otherwise.
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const over = state(rejection);
      throw new AppError("rate_limited", "Too many requests. Please try again later.", { retryAfter: over.resetSeconds, rateLimit: over });
    }
  }

  /** Throws as `hit` would once `key` is over its budget, without counting anything. */
  async function check(key: string): Promise<void> {
    const res = await limiter().get(key);
    if (res && res.consumedPoints > limit) {
      const over = state(res);
      throw new AppError("rate_limited", "Too many requests. Please try again later.", { retryAfter: over.resetSeconds, rateLimit: over });
    }
  }

  return {
    hit,
    check,
    /** Counts one hit (or `points`) for a client address (an IPv6 client by its /64). */
    hitAddress: (address: string, points = 1) => hit(rateLimitSubject(address), points),
    /** Counts one hit for an e-mail address, keyed by its hash (emailKey). */
    hitEmail: (email: string) => hit(emailKey(email)),
    /**
     * Counts one hit for an e-mail address and answers whether it was within the budget, for the flows that answer
     * the same whatever happened (a sign-in or a resend asked for an address): the mail is skipped, nothing is told.
     */
    allowsEmail: async (email: string): Promise<boolean> => {
      try {
        await hit(emailKey(email));
        return true;
      } catch (error) {
        if (error instanceof AppError && error.code === "rate_limited") return false;
        throw error;
      }
    },
  };
}

/** An e-mail address's SHA-256, as a limit's key or in a mail's dedupe key: fits a column whatever its length, and spells out nobody. */
export function emailKey(email: string): string {
  return createHash("sha256").update(email).digest("hex");
}

/** The client rate-limiter-flexible's Postgres store calls as a pool: `query({ name, text, values })`, answering `{ rows, rowCount }`. */
function storeClient(sql: SqlExecutor, name: string) {
  let lastWarning = 0;
  return {
    // The statement name (a pg prepared statement) is dropped: the executor runs on pg's pool and on PGlite alike.
    query: async ({ text, values }: { text: string; values?: unknown[] }) => {
      try {
        return await sql.query(text, values);
      } catch (error) {
        // Once a minute per limiter at most: during an outage every request would say the same.
        if (Date.now() - lastWarning >= WARN_EVERY_MS) {
          lastWarning = Date.now();
          log.warn("rate limits counted in memory: the database query failed", { limiter: name, error: databaseErrorReason(error) });
        }
        throw error;
      }
    },
  };
}
