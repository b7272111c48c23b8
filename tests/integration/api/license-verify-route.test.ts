import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { jsonWebKeySet } from "@/lib/licenses/signing/json-web-key-set";

import { GET } from "@/app/api/license/verify/route";
import { verifiesWithJwks } from "@/scripts/support/signed-answers";

const call = (query: string, ip = "203.0.113.7") =>
  GET(new Request(`http://shop.test/api/license/verify${query}`, { headers: { "x-shop-client-address": ip } }));

describe("GET /api/license/verify", () => {
  const uuid = randomUUID();
  beforeAll(() => prisma.license.create({ data: { uuid, username: "Route_Tester", source: "ADMIN" } }));
  afterAll(() => prisma.license.deleteMany());

  it("answers for a dashed and an undashed UUID alike, never cached", async () => {
    for (const form of [uuid, uuid.replace(/-/g, "").toUpperCase()]) {
      const res = await call(`?uuid=${form}`, "203.0.113.1");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const body = await res.text();
      expect(JSON.parse(body)).toMatchObject({ active: true, username: "Route_Tester", uuid });
      expect(
        verifiesWithJwks({ method: "GET", target: `/api/license/verify?uuid=${form}`, host: "shop.test" }, { body, headers: res.headers }, jsonWebKeySet()),
      ).toBe(true);
    }
  });

  it("answers { active: false } for an unknown account", async () => {
    const unknown = randomUUID();
    const res = await call(`?uuid=${unknown}`, "203.0.113.2");
    const body = await res.text();
    expect(JSON.parse(body)).toMatchObject({ active: false, uuid: unknown });
    expect(JSON.parse(body)).not.toHaveProperty("username");
    expect(
      verifiesWithJwks({ method: "GET", target: `/api/license/verify?uuid=${unknown}`, host: "shop.test" }, { body, headers: res.headers }, jsonWebKeySet()),
    ).toBe(true);
  });

  it.each(["", "?uuid=", "?uuid=Notch", "?uuid=1234"])("refuses %j with a 400 error", async (query) => {
    const res = await call(query, "203.0.113.3");
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("bad_request");
    expect(res.headers.get("license-signature")).toBeNull();
  });

  it("limits each client to 60 checks a minute, telling it when to retry", async () => {
    // Each check for another account: one account has a smaller budget of its own (tests/integration/api/rate-limits.test.ts).
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await call(`?uuid=${randomUUID()}`, "198.51.100.9")).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    const limited = await call(`?uuid=${uuid}`, "198.51.100.9");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("license-signature")).toBeNull();
    expect((await call(`?uuid=${uuid}`, "198.51.100.10")).status).toBe(200);
  });
});
