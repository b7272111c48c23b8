import { randomUUID } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/db";
import { LAST_VERIFIED_RESOLUTION_MS, verifyLicense } from "@/lib/licenses/verify-license";

async function license(active = true) {
  return prisma.license.create({ data: { uuid: randomUUID(), username: `player_${Date.now() % 100000}`, source: "ADMIN", active } });
}

describe("verifyLicense", () => {
  afterEach(() => prisma.license.deleteMany());

  it("answers { active: false } for an account with no license", async () => {
    expect(await verifyLicense(randomUUID())).toEqual({ active: false });
  });

  it("answers active with the username and records the check", async () => {
    const l = await license();
    const now = new Date("2026-11-21T12:00:00Z");
    expect(await verifyLicense(l.uuid, now)).toEqual({ active: true, username: l.username });
    expect((await prisma.license.findUniqueOrThrow({ where: { id: l.id } })).lastVerifiedAt).toEqual(now);
  });

  it("answers inactive for a revoked license", async () => {
    const l = await license(false);
    expect(await verifyLicense(l.uuid)).toEqual({ active: false, username: l.username });
  });

  it("writes last_verified at most once a minute", async () => {
    const l = await license();
    const first = new Date("2026-11-21T12:00:00Z");
    await verifyLicense(l.uuid, first);
    await verifyLicense(l.uuid, new Date(first.getTime() + LAST_VERIFIED_RESOLUTION_MS - 1));
    expect((await prisma.license.findUniqueOrThrow({ where: { id: l.id } })).lastVerifiedAt).toEqual(first);

    const later = new Date(first.getTime() + LAST_VERIFIED_RESOLUTION_MS + 1);
    await verifyLicense(l.uuid, later);
    expect((await prisma.license.findUniqueOrThrow({ where: { id: l.id } })).lastVerifiedAt).toEqual(later);
  });
});
