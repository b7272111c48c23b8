import "server-only";

import { randomBytes } from "node:crypto";

import { prisma } from "@/lib/db";

/** Salts are kept for today and yesterday only (a visit in flight at midnight); older ones are deleted. */
const KEEP_DAYS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day `now` falls on, as midnight UTC (a DATE column's value). */
export function utcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

let cached: { day: number; salt: Uint8Array<ArrayBuffer> } | undefined;

/**
 * The random salt of a UTC day's visitor hashes. The first instance to need
 * it inserts one (ON CONFLICT DO NOTHING, so concurrent first visits agree on
 * the stored one), and each instance then keeps it in memory for the day.
 * Whenever an instance takes up a new day it deletes the salts older than 2
 * days: once a salt is gone, nobody (not even with the database and a list of
 * addresses) can recompute that day's hashes.
 */
export async function dailySalt(day: Date): Promise<Uint8Array<ArrayBuffer>> {
  if (cached?.day === day.getTime()) return cached.salt;
  await prisma.referralVisitSalt.createMany({ data: [{ day, salt: new Uint8Array(randomBytes(32)) }], skipDuplicates: true });
  const { salt } = await prisma.referralVisitSalt.findUniqueOrThrow({ where: { day }, select: { salt: true } });
  await prisma.referralVisitSalt.deleteMany({ where: { day: { lte: new Date(day.getTime() - KEEP_DAYS * DAY_MS) } } });
  cached = { day: day.getTime(), salt };
  return salt;
}
