import "server-only";

import { ADMIN_SESSION_SECONDS } from "@/lib/auth/session-config";
import type { ShopTransactionClient } from "@/lib/database/client-options";
import { prisma } from "@/lib/database/db";

/**
 * The server's half of an admin session (admin_sessions): the encrypted
 * cookie names its row (claim "sid"), and the cookie is worth something only
 * while that row lives. That is what lets logout, a new password and
 * "Sign out everywhere" end sessions whose cookies are still out there.
 */

type Db = Pick<ShopTransactionClient, "adminSession">;

export type SignedInAdmin = { id: string; username: string; sessionId: string };

/** A new session for a checked sign-in, valid as long as the cookie (8 hours), not a moment longer. */
export async function startAdminSession(adminId: string, ipAddress: string, db: Db = prisma, now = new Date()): Promise<string> {
  const { id } = await db.adminSession.create({
    data: { adminId, ipAddress, createdAt: now, expiresAt: new Date(now.getTime() + ADMIN_SESSION_SECONDS * 1000) },
    select: { id: true },
  });
  return id;
}

/** The admin a cookie's (account, session) pair stands for, in one query: null unless the row exists, is theirs, unrevoked and unexpired. */
export async function findSessionAdmin(adminId: string, sessionId: string, now = new Date()): Promise<SignedInAdmin | null> {
  const admin = await prisma.adminUser.findFirst({
    where: { id: adminId, sessions: { some: { id: sessionId, revokedAt: null, expiresAt: { gt: now } } } },
    select: { id: true, username: true },
  });
  return admin && { ...admin, sessionId };
}

/** Ends one session (logout). Ending it twice changes nothing. */
export async function revokeAdminSession(sessionId: string, db: Db = prisma): Promise<void> {
  await db.adminSession.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Ends every live session of the admin; returns how many there were. */
export async function revokeAllAdminSessions(adminId: string, db: Db = prisma, now = new Date()): Promise<number> {
  const { count } = await db.adminSession.updateMany({ where: { adminId, revokedAt: null, expiresAt: { gt: now } }, data: { revokedAt: now } });
  return count;
}
