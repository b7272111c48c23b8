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
  it("counts the first half of a key's budget in memory, with no database query on the hit", async () => {
    const queries = vi.spyOn(sql, "query");
    const limiter = createBatchedRateLimiter({ name: uniqueName(), policy: "per-uuid", limit: 10, windowSeconds: 60, shared: true });
    for (let i = 1; i <= 5; i += 1) expect((await limiter.hit("key")).remaining).toBe(10 - i);
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
    expect(queries.mock.calls.filter(([, values]) => JSON.stringify(values).includes(name))).toHaveLength(1);
    expect(await sharedPoints(`${name}:a`)).toEqual([2]);
    expect(await sharedPoints(`${name}:b`)).toEqual([1]);
    await limiter.hit("a");
    await limiter.flush();
    expect(await sharedPoints(`${name}:a`)).toEqual([3]);
  });

  it("past half the budget counts each hit in the database first, so two instances together stop at the limit", async () => {
    const name = uniqueName();
    const first = createBatchedRateLimiter({ name, policy: "per-address", limit: 4, windowSeconds: 60, shared: true });
    const second = createBatchedRateLimiter({ name, policy: "per-address", limit: 4, windowSeconds: 60, shared: true });
    await first.hit("client");
    await first.hit("client");
    await first.flush();
    await second.hit("client");
    await second.flush();
    // Each instance has heard of the others' hits: the fourth is counted in the database and allowed, the fifth refused.
    const queries = vi.spyOn(sql, "query");
    // This test's statements only: a timer of another test's limiter may flush meanwhile.
    const ours = () => queries.mock.calls.filter(([, values]) => JSON.stringify(values).includes(name)).length;
    expect((await first.hit("client")).remaining).toBe(0);
    expect(ours()).toBe(1);
    const refused = await refusal(second.hit("client"));
    expect(refused.details).toMatchObject({ rateLimit: { policy: "per-address", limit: 4, windowSeconds: 60, remaining: 0 } });
    expect(refused.details?.retryAfter).toBeGreaterThan(0);
    expect(refused.details?.retryAfter).toBeLessThanOrEqual(60);
    // The refusal is known: the next hit on that instance is refused without asking the database again.
    await refusal(second.hit("client"));
    expect(ours()).toBe(2);
    // Other keys keep their budgets.
    expect((await second.hit("other")).remaining).toBe(3);
    await second.flush();
  });

  it("refuses at once, in memory, a key one instance alone has spent", async () => {
    const limiter = createBatchedRateLimiter({ name: uniqueName(), policy: "per-uuid", limit: 3, windowSeconds: 60, shared: false });
    for (let i = 0; i < 3; i += 1) await limiter.hit("key");
    const refused = await refusal(limiter.hit("key"));
    expect(refused.details?.retryAfter).toBeGreaterThan(0);
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
    const limiter = createBatchedRateLimiter({ name: uniqueName(), policy: "per-uuid", limit: 4, windowSeconds: 60, sql: failing, shared: true });
    await limiter.hit("key");
    await limiter.flush();
    await limiter.hit("key");
    // Past half the budget the count would be the database's; it fails, and this process's count decides.
    expect((await limiter.hit("key")).remaining).toBe(1);
    expect((await limiter.hit("key")).remaining).toBe(0);
    await refusal(limiter.hit("key"));
    expect(warnings.mock.calls.some(([line]) => String(line).includes("rate limits counted in memory"))).toBe(true);
    await limiter.flush();
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
