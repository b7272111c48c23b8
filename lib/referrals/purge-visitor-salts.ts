import "server-only";

import { prisma } from "@/lib/database/db";
import { utcDay } from "@/lib/referrals/utc-day";

/** Salts are kept for today and yesterday only (a visit in flight at midnight). */
const KEEP_DAYS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the visitor-hash salts older than yesterday's: once a day's salt is
 * gone, nobody (not even with the database and a list of addresses) can
 * recompute that day's hashes. Runs whenever an instance takes up a new day's
 * salt and every hour as a job, so a salt goes even when no visit follows.
 */
export async function purgeVisitorSalts(now: Date): Promise<number> {
  const { count } = await prisma.referralVisitSalt.deleteMany({ where: { day: { lte: new Date(utcDay(now).getTime() - KEEP_DAYS * DAY_MS) } } });
  return count;
}
