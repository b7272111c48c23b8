import { randomUUID } from "node:crypto";

import { afterEach, describe, expect, it, vi } from "vitest";

import { prisma, sql } from "@/lib/database/db";
import { flushLicenseChecks, LAST_VERIFIED_RESOLUTION_MS, verifyLicense } from "@/lib/licenses/verify-license";

/** When the license's last check was recorded (license_checks), or null. */
async function lastVerified(licenseId: string): Promise<Date | null> {
  return (await prisma.licenseCheck.findUnique({ where: { licenseId } }))?.checkedAt ?? null;
}

async function license(active = true) {
  return prisma.license.create({ data: { uuid: randomUUID(), username: `player_${Date.now() % 100000}`, source: "ADMIN", active } });
}

describe("verifyLicense", () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await prisma.license.deleteMany();
  });

  it("answers { active: false } for an account with no license", async () => {
    expect(await verifyLicense(randomUUID())).toEqual({ active: false });
  });

  it("answers active with the username and records the check", async () => {
    const l = await license();
    const now = new Date("2026-11-21T12:00:00Z");
    expect(await verifyLicense(l.uuid, now)).toEqual({ active: true, username: l.username });
    // Recorded in a batch, not by the check itself.
    expect(await lastVerified(l.id)).toBeNull();
    await flushLicenseChecks();
    expect(await lastVerified(l.id)).toEqual(now);
  });

  it("answers inactive for a revoked license", async () => {
    const l = await license(false);
    expect(await verifyLicense(l.uuid)).toEqual({ active: false, username: l.username });
  });

  it("writes last_verified at most once a minute", async () => {
    const l = await license();
    const first = new Date("2026-11-21T12:00:00Z");
    await verifyLicense(l.uuid, first);
    await flushLicenseChecks();
    const writes = vi.spyOn(sql, "query");
    await verifyLicense(l.uuid, new Date(first.getTime() + LAST_VERIFIED_RESOLUTION_MS - 1));
    await flushLicenseChecks();
    // Only the day's count is written (every check counts there).
    expect(writes.mock.calls.map(([text]) => String(text)).filter((text) => text.includes("INTO license_checks ("))).toEqual([]);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(await lastVerified(l.id)).toEqual(first);

    const later = new Date(first.getTime() + LAST_VERIFIED_RESOLUTION_MS + 1);
    await verifyLicense(l.uuid, later);
    await flushLicenseChecks();
    expect(await lastVerified(l.id)).toEqual(later);
  });

  it("writes the checks of many licenses in one statement, once per license, and their day's counts in one more", async () => {
    const [a, b] = [await license(), await license()];
    const now = new Date("2026-11-21T12:00:00Z");
    await Promise.all([verifyLicense(a.uuid, now), verifyLicense(b.uuid, now), verifyLicense(a.uuid, now)]);
    const writes = vi.spyOn(sql, "query");
    await flushLicenseChecks();
    expect(writes).toHaveBeenCalledTimes(2);
    expect([await lastVerified(a.id), await lastVerified(b.id)]).toEqual([now, now]);
  });

  it("reads the checks that arrive together with one query, each getting its own answer", async () => {
    const [a, b] = [await license(), await license(false)];
    const reads = vi.spyOn(prisma, "$queryRaw");
    const answers = await Promise.all([verifyLicense(a.uuid), verifyLicense(b.uuid), verifyLicense(randomUUID())]);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(answers).toEqual([{ active: true, username: a.username }, { active: false, username: b.username }, { active: false }]);
  });

  it("records a check in license_checks, and leaves out a license deleted before the batch was written", async () => {
    const [kept, deleted] = [await license(), await license()];
    const now = new Date("2026-11-21T12:00:00Z");
    await Promise.all([verifyLicense(kept.uuid, now), verifyLicense(deleted.uuid, now)]);
    await prisma.license.delete({ where: { id: deleted.id } });
    await flushLicenseChecks();
    expect(await lastVerified(kept.id)).toEqual(now);
    expect(await prisma.licenseCheck.count({ where: { licenseId: deleted.id } })).toBe(0);
    // The licenses table itself is not written by a check.
    expect((await prisma.license.findUniqueOrThrow({ where: { id: kept.id } })).updatedAt).toEqual(kept.updatedAt);
  });

  it("answers a revocation in the very next check (nothing is cached)", async () => {
    const l = await license();
    expect((await verifyLicense(l.uuid)).active).toBe(true);
    await prisma.license.update({ where: { id: l.id }, data: { active: false } });
    expect((await verifyLicense(l.uuid)).active).toBe(false);
  });

  it("writes a large batch 100 rows to a statement, so the embedded database never holds the event loop for long", async () => {
    const uuids = Array.from({ length: 150 }, () => randomUUID());
    await prisma.license.createMany({ data: uuids.map((uuid, i) => ({ uuid, username: `bulk_${i}`, source: "ADMIN" as const })) });
    const now = new Date("2026-11-21T12:00:00Z");
    await Promise.all(uuids.map((uuid) => verifyLicense(uuid, now)));
    const writes = vi.spyOn(sql, "query");
    await flushLicenseChecks();
    // Two statements for the last checks, two for the day's counts.
    expect(writes).toHaveBeenCalledTimes(4);
    expect(await prisma.licenseCheck.count({ where: { license: { uuid: { in: uuids } }, checkedAt: now } })).toBe(150);
    expect(await prisma.licenseCheckDay.count({ where: { license: { uuid: { in: uuids } }, checks: 1 } })).toBe(150);
  });

  it("counts every check of a license per UTC day, even those within the minute last_verified skips, and adds later batches", async () => {
    const l = await license();
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    for (const at of ["2026-11-21T12:00:00Z", "2026-11-21T12:00:10Z", "2026-11-21T23:59:59Z", "2026-11-22T00:00:01Z"])
      await verifyLicense(l.uuid, new Date(at));
    await verifyLicense(randomUUID(), new Date("2026-11-21T12:00:00Z"));
    await flushLicenseChecks();
    await verifyLicense(l.uuid, new Date("2026-11-22T08:00:00Z"));
    await flushLicenseChecks();
    expect(await prisma.licenseCheckDay.findMany({ where: { licenseId: l.id }, orderBy: { day: "asc" }, select: { day: true, checks: true } })).toEqual([
      { day: day("2026-11-21"), checks: 3 },
      { day: day("2026-11-22"), checks: 2 },
    ]);
    expect(await prisma.licenseCheckDay.count()).toBe(2);
  });
});
