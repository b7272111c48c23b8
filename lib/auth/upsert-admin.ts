import { randomBytes } from "node:crypto";

import { hashPassword } from "@/lib/auth/password";
import type { ShopPrismaClient } from "@/lib/database/client-options";

const ADMIN_USERNAME = /^[a-z0-9_.-]{3,64}$/;
const MIN_ADMIN_PASSWORD = 12;

/**
 * Creates an admin account, or sets a new password on an existing one (and
 * ends all of its sessions). Usernames are stored lower-case. Used by
 * `npm run admin:create` and by the first start of a demo install.
 */
export async function upsertAdmin(prisma: ShopPrismaClient, { username, password }: { username: string; password: string }): Promise<"created" | "updated"> {
  const name = username.trim().toLowerCase();
  if (!ADMIN_USERNAME.test(name)) throw new Error("--username must be 3-64 characters: letters, digits, _ . -");
  if (password.length < MIN_ADMIN_PASSWORD) throw new Error(`the password must be at least ${MIN_ADMIN_PASSWORD} characters`);
  const passwordHash = await hashPassword(password);
  const existing = await prisma.adminUser.findUnique({ where: { username: name }, select: { id: true } });
  await prisma.$transaction(async (tx) => {
    const { id } = await tx.adminUser.upsert({
      where: { username: name },
      create: { username: name, passwordHash },
      update: { passwordHash },
      select: { id: true },
    });
    // A password is reset because the old one may be known: every session signed in with it ends
    // (the same update as revokeAllAdminSessions, which this script-side file cannot import).
    await tx.adminSession.updateMany({ where: { adminId: id, revokedAt: null }, data: { revokedAt: new Date() } });
  });
  return existing ? "updated" : "created";
}

/** A demo install's first admin: made only when there is no admin at all; the password is returned once, to be printed. */
export async function ensureFirstAdmin(prisma: ShopPrismaClient): Promise<{ username: string; password: string } | null> {
  if ((await prisma.adminUser.count()) > 0) return null;
  const password = randomBytes(18).toString("base64url");
  await upsertAdmin(prisma, { username: "admin", password });
  return { username: "admin", password };
}
