import { afterEach, describe, expect, it } from "vitest";

import { verifyPassword } from "@/lib/auth/password";
import { ensureFirstAdmin, upsertAdmin } from "@/lib/auth/upsert-admin";
import { prisma } from "@/lib/database/db";

describe("admin accounts (npm run admin:create, first start)", () => {
  afterEach(() => prisma.adminUser.deleteMany({ where: { username: { in: ["ops_admin", "admin"] } } }));

  it("creates an account with an argon2id hash, and resets its password and ends its sessions on a second run", async () => {
    expect(await upsertAdmin(prisma, { username: "Ops_Admin", password: "first password 123" })).toBe("created");
    expect(await prisma.adminUser.findUniqueOrThrow({ where: { username: "ops_admin" } })).not.toHaveProperty("passwordHash");
    const created = await prisma.adminUser.findUniqueOrThrow({ where: { username: "ops_admin" }, omit: { passwordHash: false } });
    expect(created.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(created.passwordHash, "first password 123")).toBe(true);

    const expiresAt = new Date(Date.now() + 60_000);
    await prisma.adminSession.createMany({
      data: [
        { adminId: created.id, expiresAt },
        { adminId: created.id, expiresAt },
      ],
    });
    expect(await upsertAdmin(prisma, { username: "ops_admin", password: "second password 456" })).toBe("updated");
    const updated = await prisma.adminUser.findUniqueOrThrow({ where: { username: "ops_admin" }, omit: { passwordHash: false } });
    expect(await verifyPassword(updated.passwordHash, "first password 123")).toBe(false);
    expect(await verifyPassword(updated.passwordHash, "second password 456")).toBe(true);
    expect(await prisma.adminSession.findMany({ where: { adminId: created.id }, select: { revokedAt: true } })).toEqual([
      { revokedAt: expect.any(Date) },
      { revokedAt: expect.any(Date) },
    ]);
  });

  it("refuses short passwords and odd names", async () => {
    await expect(upsertAdmin(prisma, { username: "ops_admin", password: "short" })).rejects.toThrow(/at least 12/);
    await expect(upsertAdmin(prisma, { username: "a b", password: "long enough password" })).rejects.toThrow(/--username/);
    expect(await prisma.adminUser.count({ where: { username: "ops_admin" } })).toBe(0);
  });

  it("makes a first admin with a random password only when there is none at all", async () => {
    const others = await prisma.adminUser.findMany({ omit: { passwordHash: false } });
    await prisma.adminUser.deleteMany();
    try {
      const first = await ensureFirstAdmin(prisma);
      expect(first?.username).toBe("admin");
      expect(first?.password.length).toBeGreaterThanOrEqual(20);
      const row = await prisma.adminUser.findUniqueOrThrow({ where: { username: "admin" }, omit: { passwordHash: false } });
      expect(await verifyPassword(row.passwordHash, first?.password ?? "")).toBe(true);
      expect(await ensureFirstAdmin(prisma)).toBeNull();
    } finally {
      await prisma.adminUser.deleteMany({ where: { username: "admin" } });
      if (others.length) await prisma.adminUser.createMany({ data: others });
    }
  });
});
