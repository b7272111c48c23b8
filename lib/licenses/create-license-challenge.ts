import "server-only";

import { randomBytes } from "node:crypto";

import { createRateLimiter } from "@/lib/api/rate-limit";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { prisma } from "@/lib/database/db";
import type { LicenseChallengeInput, LicenseChallengeResult } from "@/lib/licenses/schemas";

/** How long the mod has to join the server id on Mojang's session server and send its proof. */
const CHALLENGE_LIFETIME_MS = 2 * 60 * 1000;

/** One account's challenges, from any number of addresses, so a flood for one account cannot fill the table with its rows. */
const perUuid = createRateLimiter(RATE_LIMITS.licenseChallengeUuid);

/**
 * Step 1 of the proof of account ownership: a fresh server id (40
 * random hex characters, single use, valid 2 minutes) for the mod to join on
 * Mojang's session server. Issued for any UUID, licensed or not: the
 * whitelist check already tells anyone whether a UUID is licensed, so
 * refusing would hide nothing, and an unlicensed player's proof must still
 * get its signed `active: false`. The rate limits bound what a stranger can
 * store, and each write deletes the challenges that expired, so the table
 * holds a few minutes of requests at most.
 */
export async function createLicenseChallenge(input: LicenseChallengeInput, ctx: { ipAddress: string }, now = new Date()): Promise<LicenseChallengeResult> {
  await perUuid.hit(input.uuid);
  const serverId = randomBytes(20).toString("hex");
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS);
  await prisma.$transaction([
    prisma.licenseChallenge.deleteMany({ where: { expiresAt: { lt: now } } }),
    prisma.licenseChallenge.create({ data: { serverId, uuid: input.uuid, expiresAt, ipAddress: ctx.ipAddress } }),
  ]);
  return { serverId, expiresAt: expiresAt.toISOString() };
}
