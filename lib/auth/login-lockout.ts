import "server-only";

import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The spec's lockout: five failures for one username or one address within 15 minutes lock that pair for 15 minutes. */
export const LOCKOUT = { failures: 5, windowMs: 15 * 60_000 };

/** pg_advisory_xact_lock key of the sign-in reservations ("admn"); Prisma's migrations use 72707369. */
const RESERVATION_LOCK = 0x61646d6e;

/** An attempt still PENDING counts as a failure: a check that crashed or never settled must not be a free guess. */
const COUNTED = ["PENDING", "FAILED"] as const;

type Db = Pick<Prisma.TransactionClient, "adminLoginAttempt">;

/**
 * Seconds until a sign-in for this username from this address may be tried
 * again, or 0: the pair is locked while either the username or the address
 * has five failed (or unsettled) password checks in the window, until the
 * fifth most recent of them leaves it. Refusals are not attempts, so a lock
 * does not extend itself.
 */
export async function lockedForSeconds(username: string, ipAddress: string, now = new Date(), db: Db = prisma): Promise<number> {
  const since = new Date(now.getTime() - LOCKOUT.windowMs);
  const failures = (where: Prisma.AdminLoginAttemptWhereInput) =>
    db.adminLoginAttempt.findMany({
      where: { ...where, outcome: { in: [...COUNTED] }, createdAt: { gt: since } },
      orderBy: { createdAt: "desc" },
      take: LOCKOUT.failures,
      select: { createdAt: true },
    });
  const byName = await failures({ username: username.toLowerCase() });
  const byAddress = await failures({ ipAddress });
  const until = [byName, byAddress]
    .filter((rows) => rows.length >= LOCKOUT.failures)
    .map((rows) => (rows[LOCKOUT.failures - 1]?.createdAt.getTime() ?? 0) + LOCKOUT.windowMs);
  const latest = Math.max(0, ...until);
  return latest > now.getTime() ? Math.ceil((latest - now.getTime()) / 1000) : 0;
}

/**
 * Reserves one password check for the pair, or says how long it is locked.
 * Counting and reserving happen under one advisory lock, so concurrent
 * requests see each other's reservations and no more than five checks per
 * username or address can ever start in a window. The transaction holds no
 * password check (argon2 runs after it, see settleLoginAttempt): on the
 * embedded database it blocks the one connection, so it stays four tiny
 * statements. READ COMMITTED (the default) lets each statement after the lock
 * see what earlier holders committed.
 */
export async function reserveLoginAttempt(username: string, ipAddress: string, now = new Date()): Promise<{ attemptId: bigint } | { retryAfter: number }> {
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${RESERVATION_LOCK})`;
      const retryAfter = await lockedForSeconds(username, ipAddress, now, tx);
      if (retryAfter > 0) return { retryAfter };
      const { id } = await tx.adminLoginAttempt.create({ data: { username: username.toLowerCase(), ipAddress, createdAt: now }, select: { id: true } });
      return { attemptId: id };
    },
    // A burst queues on the lock: wait for a connection and the lock rather than fail the sign-in.
    { maxWait: 30_000, timeout: 30_000 },
  );
}

/** Records how a reserved check ended; rows older than the window are no longer needed and go. */
export async function settleLoginAttempt(attemptId: bigint, succeeded: boolean, db: Db = prisma, now = new Date()): Promise<void> {
  await db.adminLoginAttempt.update({ where: { id: attemptId }, data: { outcome: succeeded ? "SUCCEEDED" : "FAILED" } });
  await db.adminLoginAttempt.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - LOCKOUT.windowMs) } } });
}
