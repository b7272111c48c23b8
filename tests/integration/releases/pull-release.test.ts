import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { getCurrentRelease } from "@/lib/releases/current-release";
import { listReleases } from "@/lib/releases/list-releases";
import { pullRelease } from "@/lib/releases/pull-release";
import { putBackRelease } from "@/lib/releases/put-back-release";

import { ADMIN_CTX } from "../../support/admin-fixtures";
import { rejects } from "../../support/app-error";
import { deleteReleases, registerRelease } from "../../support/releases";

const ctx = ADMIN_CTX;

describe("pulling a release and putting it back", () => {
  afterEach(async () => {
    await deleteReleases();
    await prisma.auditLog.deleteMany();
  });

  it("stops serving a pulled release at once, keeps it listed with its reason, audits both ways, and puts it back", async () => {
    const first = await registerRelease("1.0.0");
    const second = await registerRelease("1.0.1");
    expect((await getCurrentRelease())?.sha256).toBe(second.sha256);

    await pullRelease({ version: "1.0.1", reason: "Crashes on start with Optifine" }, ctx);
    expect((await getCurrentRelease())?.sha256).toBe(first.sha256);
    const listed = await listReleases();
    expect(listed.map(({ version, current, pulledReason }) => ({ version, current, pulledReason }))).toEqual([
      { version: "1.0.1", current: false, pulledReason: "Crashes on start with Optifine" },
      { version: "1.0.0", current: true, pulledReason: null },
    ]);
    expect(listed[0]).toMatchObject({ sha256: second.sha256, pulledAt: expect.any(String) });

    await putBackRelease({ version: "1.0.1" }, ctx);
    expect((await getCurrentRelease())?.sha256).toBe(second.sha256);
    expect(await prisma.release.findUniqueOrThrow({ where: { version: "1.0.1" } })).toMatchObject({ pulledAt: null, pulledReason: null });
    const audit = await prisma.auditLog.findMany({ where: { action: { in: ["release.pull", "release.put_back"] } }, orderBy: { createdAt: "asc" } });
    expect(audit.map(({ action, actor, ipAddress, details }) => ({ action, actor, ipAddress, details }))).toEqual([
      {
        action: "release.pull",
        actor: ADMIN_CTX.admin.username,
        ipAddress: ADMIN_CTX.ipAddress,
        details: { version: "1.0.1", reason: "Crashes on start with Optifine" },
      },
      { action: "release.put_back", actor: ADMIN_CTX.admin.username, ipAddress: ADMIN_CTX.ipAddress, details: { version: "1.0.1" } },
    ]);
  });

  it("refuses to pull a pulled release (409) or an unknown one (404), and to put back one not pulled, changing nothing", async () => {
    await registerRelease("2.0.0");
    await pullRelease({ version: "2.0.0", reason: "First reason" }, ctx);
    await rejects(pullRelease({ version: "2.0.0", reason: "Second reason" }, ctx), "conflict");
    await rejects(pullRelease({ version: "9.9.9", reason: "No such" }, ctx), "not_found");
    expect(await prisma.release.findUniqueOrThrow({ where: { version: "2.0.0" } })).toMatchObject({ pulledReason: "First reason" });
    await putBackRelease({ version: "2.0.0" }, ctx);
    await rejects(putBackRelease({ version: "2.0.0" }, ctx), "conflict");
    await rejects(putBackRelease({ version: "9.9.9" }, ctx), "not_found");
    expect(await prisma.auditLog.count({ where: { action: { in: ["release.pull", "release.put_back"] } } })).toBe(2);
  });

  it("pulls once when two admins pull at the same moment", async () => {
    await registerRelease("3.0.0");
    const results = await Promise.allSettled([
      pullRelease({ version: "3.0.0", reason: "Admin A" }, ctx),
      pullRelease({ version: "3.0.0", reason: "Admin B" }, ctx),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await prisma.auditLog.count({ where: { action: "release.pull" } })).toBe(1);
  });

  it("keeps a reason only on a pulled release (the table's CHECK)", async () => {
    await registerRelease("4.0.0");
    await expect(prisma.release.update({ where: { version: "4.0.0" }, data: { pulledReason: "No date" } })).rejects.toThrow();
    await expect(prisma.release.update({ where: { version: "4.0.0" }, data: { pulledAt: new Date() } })).rejects.toThrow();
  });
});
