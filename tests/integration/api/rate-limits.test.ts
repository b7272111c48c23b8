import { randomBytes, randomUUID } from "node:crypto";

import { afterEach, describe, expect, it, vi } from "vitest";

import { createRateLimiter } from "@/lib/api/rate-limit";
import type { SqlExecutor } from "@/lib/database/adapter";
import { sql } from "@/lib/database/db";

import { POST as activate } from "@/app/api/activate/route";
import { GET as verify } from "@/app/api/license/verify/route";

import { refusal } from "../../support/rate-limit-refusal";

/**
 * The budgets live in the database every test file shares (and every app instance would): each test counts
 * under its own limiter name or client addresses, so no test spends another's budget.
 */
const uniqueName = () => `test-${randomUUID()}`;
/** A client of its own: an IPv6 /64 nobody else in the run uses. */
const uniqueAddress = () => `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::1`;

afterEach(() => vi.restoreAllMocks());

describe("createRateLimiter on PostgreSQL", () => {
  it("shares one budget between two limiters of the same name (two app instances on one database)", async () => {
    const name = uniqueName();
    const first = createRateLimiter({ name, policy: "per-address", limit: 3, windowSeconds: 60 });
    const second = createRateLimiter({ name, policy: "per-address", limit: 3, windowSeconds: 60 });

    expect((await first.hit("client")).remaining).toBe(2);
    expect((await second.hit("client")).remaining).toBe(1);
    expect((await first.hit("client")).remaining).toBe(0);
    const refused = await refusal(second.hit("client"));
    expect(refused.details).toMatchObject({ rateLimit: { policy: "per-address", limit: 3, windowSeconds: 60, remaining: 0 } });
    expect(refused.details?.retryAfter).toBeGreaterThan(0);
    expect(refused.details?.retryAfter).toBeLessThanOrEqual(60);

    // The count is the database's, where every instance reads it.
    const { rows } = await sql.query<{ points: number }>("SELECT points FROM rate_limits WHERE key = $1", [`${name}:client`]);
    expect(rows).toEqual([{ points: 4 }]);
    // Other keys, and other limiters, keep their own budgets.
    expect((await second.hit("someone-else")).remaining).toBe(2);
    expect((await createRateLimiter({ name: uniqueName(), policy: "per-address", limit: 3, windowSeconds: 60 }).hit("client")).remaining).toBe(2);
  });

  it("counts an IPv6 client by its /64", async () => {
    const limiter = createRateLimiter({ name: uniqueName(), policy: "per-address", limit: 1, windowSeconds: 60 });
    await limiter.hitAddress("2001:db8:7:7::1");
    await refusal(limiter.hitAddress("2001:db8:7:7:ffff::2"));
    expect((await limiter.hitAddress("2001:db8:7:8::1")).remaining).toBe(0);
  });

  it("counts in memory, with the same budget, while the database fails", async () => {
    const warnings = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing: SqlExecutor = { query: () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" })) };
    const limiter = createRateLimiter({ name: uniqueName(), policy: "per-address", limit: 2, windowSeconds: 60, sql: failing });

    expect((await limiter.hit("client")).remaining).toBe(1);
    expect((await limiter.hit("client")).remaining).toBe(0);
    const refused = await refusal(limiter.hit("client"));
    expect(refused.details?.retryAfter).toBeGreaterThan(0);
    expect((await limiter.hit("another client")).remaining).toBe(1);
    expect(warnings.mock.calls.some(([line]) => String(line).includes("rate limits counted in memory"))).toBe(true);
  });
});

const check = (uuid: string, address: string) =>
  verify(new Request(`http://shop.test/api/license/verify?uuid=${uuid}`, { headers: { "x-shop-client-address": address } }));

describe("the RateLimit header fields", () => {
  it("answer a refused request with 429, Retry-After, RateLimit-Policy and RateLimit for the same moment", async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 60; i += 1) expect((await check(randomUUID(), address)).status).toBe(200);
    const limited = await check(randomUUID(), address);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe("rate_limited");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get("ratelimit-policy")).toBe('"per-address";q=60;w=60');
    expect(limited.headers.get("ratelimit")).toBe(`"per-address";r=0;t=${retryAfter}`);
  });

  it("tell a whitelist check what is left of both of its budgets", async () => {
    const address = uniqueAddress();
    const uuid = randomUUID();
    const first = await check(uuid, address);
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-policy")).toBe('"per-address";q=60;w=60, "per-uuid";q=30;w=60');
    expect(first.headers.get("ratelimit")).toMatch(/^"per-address";r=59;t=\d+, "per-uuid";r=29;t=\d+$/);
    expect((await check(uuid, address)).headers.get("ratelimit")).toMatch(/^"per-address";r=58;t=\d+, "per-uuid";r=28;t=\d+$/);
  });

  it("answer a JSON POST route's 429 too, and its other answers carry RateLimit", async () => {
    const address = uniqueAddress();
    const post = () =>
      activate(
        new Request("http://shop.test/api/activate", {
          method: "POST",
          headers: { "content-type": "application/json", "x-shop-client-address": address },
          body: "{}",
        }),
      );
    const first = await post();
    expect(first.status).toBe(400);
    for (let i = 1; i < 10; i += 1) expect((await post()).status).toBe(400);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("ratelimit-policy")).toBe('"per-address";q=10;w=60');
    expect(limited.headers.get("ratelimit")).toBe(`"per-address";r=0;t=${limited.headers.get("retry-after")}`);
  });
});

describe("GET /api/license/verify per UUID", () => {
  it("answers one UUID at most 30 times a minute, from any number of addresses, in any spelling", async () => {
    const uuid = randomUUID();
    const spellings = [uuid, uuid.replace(/-/g, ""), uuid.toUpperCase()];
    for (let i = 0; i < 30; i += 1) expect((await check(spellings[i % 3] ?? uuid, uniqueAddress())).status).toBe(200);
    const limited = await check(uuid.replace(/-/g, "").toUpperCase(), uniqueAddress());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("ratelimit-policy")).toBe('"per-uuid";q=30;w=60');
    // Another player's checks are not held back.
    expect((await check(randomUUID(), uniqueAddress())).status).toBe(200);
  });

  it("spends no UUID budget on a request its address limit refuses", async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 60; i += 1) await check(randomUUID(), address);
    const uuid = randomUUID();
    for (let i = 0; i < 40; i += 1) expect((await check(uuid, address)).status).toBe(429);
    expect((await check(uuid, uniqueAddress())).headers.get("ratelimit")).toMatch(/"per-uuid";r=29;/);
  });
});
