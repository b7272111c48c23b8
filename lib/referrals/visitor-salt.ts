import "server-only";

import { randomBytes } from "node:crypto";

import { prisma } from "@/lib/database/db";
import { purgeVisitorSalts } from "@/lib/referrals/purge-visitor-salts";

let cached: { day: number; salt: Uint8Array<ArrayBuffer> } | undefined;

/**
 * The random salt of a UTC day's visitor hashes. The first instance to need
 * it inserts one (ON CONFLICT DO NOTHING, so concurrent first visits agree on
 * the stored one), and each instance then keeps it in memory for the day.
 * Whenever an instance takes up a new day it deletes the salts older than
 * yesterday's (purgeVisitorSalts, also an hourly job).
 */
export async function dailySalt(day: Date): Promise<Uint8Array<ArrayBuffer>> {
  if (cached?.day === day.getTime()) return cached.salt;
  await prisma.referralVisitSalt.createMany({ data: [{ day, salt: new Uint8Array(randomBytes(32)) }], skipDuplicates: true });
  const { salt } = await prisma.referralVisitSalt.findUniqueOrThrow({ where: { day }, select: { salt: true } });
  await purgeVisitorSalts(day);
  cached = { day: day.getTime(), salt };
  return salt;
}
