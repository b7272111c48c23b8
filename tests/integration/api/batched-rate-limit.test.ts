import { randomUUID } from "node:crypto";

import { afterEach, describe, expect, it, vi } from "vitest";

import { createBatchedRateLimiter } from "@/lib/api/batched-rate-limit";
import { AppError } from "@/lib/api/errors";
import type { SqlExecutor } from "@/lib/database/adapter";
import { sql } from "@/lib/db";

/**
 * Each test counts under a limiter name of its own in the shared `rate_limits` table. Sharing is asked for
 * explicitly: by default it follows the database (PostgreSQL shares, the embedded one has nothing to share with).
 */
const uniqueName = () => `test-batched-${randomUUID()}`;
const sharedPoints = async (key: string) =>
  (await sql.query<{ points: number }>("SELECT points FROM rate_limits WHERE key = $1", [key])).rows.map((row) => row.points);

async function refusal(hit: Promise<unknown>): Promise<AppError> {
  try {
    await hit;
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return error;
    throw error;
  }
  throw new Error("expected the hit to be refused");
}

afterEach(() => vi.restoreAllMocks());

describe("createBatchedRateLimiter", () => {
  it("counts each hit at once in memory, so one instance alone never passes the limit, and writes nothing per hit", async () => {
    const queries = vi.spyOn(sql, "query");
    const limiter = createBatchedRateLimiter({ name: uniqueName(), policy: "per-uuid", limit: 3, windowSeconds: 60, shared: true });
    expect((await limiter.hit("key")).remaining).toBe(2);
    expect((await limiter.hit("key")).remaining).toBe(1);
    expect((await limiter.hit("key")).remaining).toBe(0);
    const refused = await refusal(limiter.hit("key"));
    expect(refused.details).toMatchObject({ rateLimit: { policy: "per-uuid", limit: 3, windowSeconds: 60, remaining: 0 } });
    expect(refused.details?.retryAfter).toBeGreaterThan(0);
    expect(queries).not.toHaveBeenCalled();
    // Leaves nothing for a timer to write during the next test.
    await limiter.flush();
  });

  it("adds the hits of every key to the shared count in one statement per flush", async () => {
    const name = uniqueName();
    const limiter = createBatchedRateLimiter({ name, policy: "per-uuid", limit: 10, windowSeconds: 60, shared: true });
    await Promise.all([limiter.hit("a"), limiter.hit("a"), limiter.hit("b")]);
    const queries = vi.spyOn(sql, "query");
    await limiter.flush();
    expect(queries).toHaveBeenCalledTimes(1);
    expect(await sharedPoints(`${name}:a`)).toEqual([2]);
    expect(await sharedPoints(`${name}:b`)).toEqual([1]);
    await limiter.hit("a");
    await limiter.flush();
    expect(await sharedPoints(`${name}:a`)).toEqual([3]);
  });

  it("refuses a key another instance has spent, once a flush has told it the shared count", async () => {
    const name = uniqueName();
    const first = createBatchedRateLimiter({ name, policy: "per-uuid", limit: 3, windowSeconds: 60, shared: true });
    const second = createBatchedRateLimiter({ name, policy: "per-uuid", limit: 3, windowSeconds: 60, shared: true });
    await first.hit("key");
    await first.hit("key");
    await first.flush();
    // The second instance has not heard yet: its own memory allows the hit, and its flush brings the shared count.
    expect((await second.hit("key")).remaining).toBe(2);
    await second.flush();
    const refused = await refusal(second.hit("key"));
    expect(refused.details?.retryAfter).toBeGreaterThan(0);
    expect(refused.details?.retryAfter).toBeLessThanOrEqual(60);
    // The refused hit is not added to the shared count, and other keys keep their budgets.
    await second.flush();
    expect(await sharedPoints(`${name}:key`)).toEqual([3]);
    expect((await second.hit("other")).remaining).toBe(2);
  });

  it("starts a key's shared count again once its window has ended", async () => {
    const name = uniqueName();
    const limiter = createBatchedRateLimiter({ name, policy: "per-uuid", limit: 5, windowSeconds: 60, shared: true });
    await limiter.hit("key");
    await limiter.hit("key");
    await limiter.flush();
    await sql.query("UPDATE rate_limits SET expire = $2 WHERE key = $1", [`${name}:key`, Date.now() - 1]);
    await limiter.hit("key");
    await limiter.flush();
    expect(await sharedPoints(`${name}:key`)).toEqual([1]);
  });

  it("keeps counting in memory, with the same budget, while the database fails", async () => {
    const warnings = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing: SqlExecutor = { query: () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" })) };
    const limiter = createBatchedRateLimiter({ name: uniqueName(), policy: "per-uuid", limit: 2, windowSeconds: 60, sql: failing, shared: true });
    await limiter.hit("key");
    await limiter.flush();
    expect((await limiter.hit("key")).remaining).toBe(0);
    await refusal(limiter.hit("key"));
    expect(warnings.mock.calls.some(([line]) => String(line).includes("rate limits counted in memory"))).toBe(true);
  });

  it("keeps the count in memory alone when there is nothing to share (the embedded database is one process's)", async () => {
    const name = uniqueName();
    const limiter = createBatchedRateLimiter({ name, policy: "per-uuid", limit: 2, windowSeconds: 60, shared: false });
    const queries = vi.spyOn(sql, "query");
    await limiter.hit("key");
    expect((await limiter.hit("key")).remaining).toBe(0);
    await refusal(limiter.hit("key"));
    await limiter.flush();
    expect(queries).not.toHaveBeenCalled();
    expect(await sharedPoints(`${name}:key`)).toEqual([]);
  });
});
