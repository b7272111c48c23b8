import { afterAll, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";

import { POST as challengeRoute } from "@/app/api/license/challenge/route";

import { challenge, nextAddress, player, post } from "../../support/ownership-proof";

describe("POST /api/license/challenge", () => {
  afterAll(() => prisma.licenseChallenge.deleteMany());

  it("answers 201 with 40 random hex characters, valid 2 minutes, stored for that UUID and address, licensed or not", async () => {
    const who = await player();
    const before = Date.now();
    const first = await challenge(who.uuid.replaceAll("-", "").toUpperCase(), "192.0.2.200");
    expect(first.serverId).toMatch(/^[0-9a-f]{40}$/);
    expect(Date.parse(first.expiresAt) - before).toBeGreaterThanOrEqual(120_000 - 1_000);
    expect(Date.parse(first.expiresAt) - before).toBeLessThanOrEqual(120_000 + 1_000);
    expect(await prisma.licenseChallenge.findUnique({ where: { serverId: first.serverId } })).toMatchObject({
      uuid: who.uuid,
      ipAddress: "192.0.2.200",
      usedAt: null,
    });
    expect((await challenge(who.uuid)).serverId).not.toBe(first.serverId);
  });

  it("refuses a malformed UUID with 400", async () => {
    const res = await post(challengeRoute, "/api/license/challenge", { uuid: "Notch" }, nextAddress());
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "bad_request", fields: { uuid: expect.any(String) } } });
  });

  it("deletes expired challenges when it writes a new one", async () => {
    const who = await player();
    const old = await challenge(who.uuid);
    await prisma.licenseChallenge.update({ where: { serverId: old.serverId }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    await challenge(who.uuid);
    expect(await prisma.licenseChallenge.findUnique({ where: { serverId: old.serverId } })).toBeNull();
  });

  it("limits one UUID to 5 challenges a minute from any addresses, and one address to 10", async () => {
    const who = await player();
    for (let i = 0; i < 5; i += 1) await challenge(who.uuid);
    const limited = await post(challengeRoute, "/api/license/challenge", { uuid: who.uuid }, nextAddress());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await post(challengeRoute, "/api/license/challenge", { uuid: (await player()).uuid }, ip)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});
