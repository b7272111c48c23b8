import { randomUUID } from "node:crypto";

import { afterEach, describe, expect, it, vi } from "vitest";

import { createBatchedRateLimiter } from "@/lib/api/batched-rate-limit";
import { AppError } from "@/lib/api/errors";
import type { SqlExecutor } from "@/lib/database/adapter";
import { sql } from "@/lib/database/db";

import { refusal } from "../../support/rate-limit-refusal";

/**
 * Each test counts under a limiter name of its own in the shared `rate_limits` table. Sharing is asked for
 * explicitly: by default it follows the database (PostgreSQL shares, the embedded one has nothing to share with).
 */
const uniqueName = () => `test-batched-${randomUUID()}`;
const sharedPoints = async (key: string) =>
  (await sql.query<{ points: number }>("SELECT points FROM rate_limits WHERE key = $1", [key])).rows.map((row) => row.points);

afterEach(() => vi.restoreAllMocks());

describe("createBatchedRateLimiter", () => {
  it("counts the first four fifths of a key's budget in memory, with no database query on the hit", async () => {
    const queries = vi.spyOn(sql, "query");
    const limiter = createBatchedRateLimiter({ name: uniqueName(), policy: "per-uuid", limit: 10, windowSeconds: 60, shared: true });
    for (let i = 1; i <= 8; i += 1) expect((await limiter.hit("key")).remaining).toBe(10 - i);
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

  it("in the last fifth of the budget counts each hit in the database first, so instances paced as clients are stop at the limit", async () => {
    const name = uniqueName();
    const instances = [0, 1].map(() => createBatchedRateLimiter({ name, policy: "per-address", limit: 10, windowSeconds: 60, shared: true }));
    const queries = vi.spyOn(sql, "query");
    // This test's statements only: a timer of another test's limiter may flush meanwhile.
    const ours = () => queries.mock.calls.filter(([, values]) => JSON.stringify(values).includes(name)).length;
    // One client's 14 requests, alternating between two instances, each instance flushing between them (as its timer does
    // for a client slower than one request per flush interval).
    const answers: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      const instance = instances[i % 2];
      if (!instance) throw new Error("two instances");
      answers.push(
        await instance.hit("client").then(
          () => "allowed",
          (error: unknown) => (error instanceof AppError && error.code === "rate_limited" ? "refused" : "failed"),
        ),
      );
      await instance.flush();
    }
    expect(answers.filter((a) => a === "allowed")).toHaveLength(10);
    expect(answers.slice(10)).toEqual(["refused", "refused", "refused", "refused"]);
    // 8 hits in memory, flushed 8 times; then the 9th and 10th counted in the database one by one, and the 11th, which
    // is refused; after that the instances know the key is spent and refuse it without asking.
    expect(ours()).toBeLessThanOrEqual(8 + 3 + 1);
    expect(await sharedPoints(`${name}:client`)).toEqual([expect.any(Number)]);
    const [points] = await sharedPoints(`${name}:client`);
    expect(points).toBeGreaterThan(10);
    const refused = await refusal(instances[0]?.hit("client") ?? Promise.resolve());
    expect(refused.details).toMatchObject({ rateLimit: { policy: "per-address", limit: 10, windowSeconds: 60, remaining: 0 } });
    expect(refused.details?.retryAfter).toBeGreaterThan(0);
    expect(refused.details?.retryAfter).toBeLessThanOrEqual(60);
    // Other keys keep their budgets.
    expect((await instances[1]?.hit("other"))?.remaining).toBe(9);
    await instances[1]?.flush();
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
    const limiter = createBatchedRateLimiter({ name: uniqueName(), policy: "per-uuid", limit: 5, windowSeconds: 60, sql: failing, shared: true });
    for (let i = 0; i < 3; i += 1) await limiter.hit("key");
    await limiter.flush();
    // In the last fifth the count would be the database's; it fails, and this process's count decides.
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
