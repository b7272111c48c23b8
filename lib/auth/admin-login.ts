import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { startAdminSession } from "@/lib/auth/admin-sessions";
import { reserveLoginAttempt, settleLoginAttempt } from "@/lib/auth/login-lockout";
import { verifyAgainstNothing, verifyPassword } from "@/lib/auth/password";
import { issueSignInGrant } from "@/lib/auth/sign-in-grant";
import { prisma } from "@/lib/database/db";

/**
 * Checks an admin sign-in, the only way to a session: a password check is
 * reserved first (refused while the username or address is locked out:
 * AppError rate_limited with the wait), then the password is checked
 * (argon2id; unknown names cost the same) outside any transaction, then the
 * reservation is settled. Success starts an admin_sessions row and returns a
 * grant for next-auth's signIn (lib/auth/sign-in-grant.ts). Every attempt is
 * audited with its address and outcome; the one answer for a wrong name or
 * password is the spec's "Invalid username or password".
 */
export async function checkAdminLogin({ username, password }: { username: string; password: string }, { ipAddress }: { ipAddress: string }) {
  const name = username.trim().toLowerCase();
  const details = (outcome: string) => ({ username: name.slice(0, 64), outcome });

  const reservation = await reserveLoginAttempt(name, ipAddress);
  if ("retryAfter" in reservation) {
    await recordAudit({ action: "admin.login", actor: "visitor", success: false, ipAddress, details: details("locked") });
    throw new AppError("rate_limited", "Too many failed sign-ins. Please try again later.", { retryAfter: reservation.retryAfter });
  }
  // Anything thrown from here on leaves the reservation PENDING, which the lockout counts as a failure.
  const admin = await prisma.adminUser.findUnique({ where: { username: name }, select: { id: true, username: true, passwordHash: true } });
  const ok = admin ? await verifyPassword(admin.passwordHash, password) : await verifyAgainstNothing(password);
  if (!admin || !ok) {
    await prisma.$transaction(async (tx) => {
      await settleLoginAttempt(reservation.attemptId, false, tx);
      await recordAudit({ action: "admin.login", actor: "visitor", success: false, ipAddress, details: details("bad_credentials") }, tx);
    });
    throw new AppError("unauthorized", "Invalid username or password");
  }
  const sessionId = await prisma.$transaction(async (tx) => {
    await settleLoginAttempt(reservation.attemptId, true, tx);
    await tx.adminUser.update({ where: { id: admin.id }, data: { lastLoginAt: new Date() } });
    await recordAudit({ action: "admin.login", actor: admin.username, success: true, ipAddress, details: details("signed_in") }, tx);
    return startAdminSession(admin.id, ipAddress, tx);
  });
  return { id: admin.id, username: admin.username, grant: issueSignInGrant({ adminId: admin.id, username: admin.username, sessionId }) };
}
