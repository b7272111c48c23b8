import "server-only";

import { prisma } from "@/lib/db";

/** Spec of issue #4: five failures for one username or one address within 15 minutes lock that pair for 15 minutes. */
export const LOCKOUT = { failures: 5, windowMs: 15 * 60_000 };

export const LOGIN_ACTION = "admin.login";

/**
 * Seconds until a sign-in for this username from this address may be tried
 * again, or 0. Counted from the audit log's failed sign-ins (not the refusals
 * while locked, so a lock does not extend itself): the pair is locked while
 * either the username or the address has five failures in the window, until
 * the fifth most recent of them leaves it.
 */
export async function lockedForSeconds(username: string, ipAddress: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOCKOUT.windowMs);
  const failures = (where: object) =>
    prisma.auditLog.findMany({
      where: { action: LOGIN_ACTION, success: false, createdAt: { gt: since }, details: { path: ["outcome"], equals: "bad_credentials" }, ...where },
      orderBy: { createdAt: "desc" },
      take: LOCKOUT.failures,
      select: { createdAt: true },
    });
  const [byName, byAddress] = await Promise.all([
    failures({ AND: [{ details: { path: ["username"], equals: username.toLowerCase() } }] }),
    failures({ ipAddress }),
  ]);
  const until = [byName, byAddress]
    .filter((rows) => rows.length >= LOCKOUT.failures)
    .map((rows) => (rows[LOCKOUT.failures - 1]?.createdAt.getTime() ?? 0) + LOCKOUT.windowMs);
  const latest = Math.max(0, ...until);
  return latest > now.getTime() ? Math.ceil((latest - now.getTime()) / 1000) : 0;
}
