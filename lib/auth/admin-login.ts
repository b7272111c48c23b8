import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { LOGIN_ACTION, lockedForSeconds } from "@/lib/auth/login-lockout";
import { verifyAgainstNothing, verifyPassword } from "@/lib/auth/password";
import { prisma } from "@/lib/db";

/**
 * Checks an admin sign-in before next-auth issues the session: refused while
 * the username or address is locked out (AppError rate_limited with the wait),
 * then the password (argon2id; unknown names cost the same). Every attempt is
 * audited with its address and outcome; the one answer for a wrong name or
 * password is the spec's "Invalid username or password".
 */
export async function checkAdminLogin({ username, password }: { username: string; password: string }, { ipAddress }: { ipAddress: string }) {
  const name = username.trim().toLowerCase();
  const audit = (success: boolean, outcome: string, actor = "visitor") =>
    recordAudit({ action: LOGIN_ACTION, actor, success, ipAddress, details: { username: name.slice(0, 64), outcome } });

  const retryAfter = await lockedForSeconds(name, ipAddress);
  if (retryAfter > 0) {
    await audit(false, "locked");
    throw new AppError("rate_limited", "Too many failed sign-ins. Please try again later.", { retryAfter });
  }
  const admin = await prisma.adminUser.findUnique({ where: { username: name }, select: { id: true, username: true, passwordHash: true } });
  const ok = admin ? await verifyPassword(admin.passwordHash, password) : await verifyAgainstNothing(password);
  if (!admin || !ok) {
    await audit(false, "bad_credentials");
    throw new AppError("unauthorized", "Invalid username or password");
  }
  await prisma.adminUser.update({ where: { id: admin.id }, data: { lastLoginAt: new Date() } });
  await audit(true, "signed_in", admin.username);
  return { id: admin.id, username: admin.username };
}
