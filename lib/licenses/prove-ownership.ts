import "server-only";

import { AppError } from "@/lib/api/errors";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { recordAudit } from "@/lib/audit/record-audit";
import { PROOF_REFUSALS, type ProofRefusal } from "@/lib/content/license-api";
import { prisma } from "@/lib/database/db";
import { downloadLink, jarLink } from "@/lib/downloads/download-link";
import { issueDownloadToken } from "@/lib/downloads/issue-download-token";
import type { LicenseProofInput } from "@/lib/licenses/schemas";
import { hasJoinedServer, type JoinedProfile } from "@/lib/mojang/has-joined";

/** One account's proofs, from any number of addresses (by the name sent, then by the challenge's UUID): each costs a call to Mojang. */
const perUsername = createRateLimiter(RATE_LIMITS.licenseProofUsername);
const perUuid = createRateLimiter(RATE_LIMITS.licenseProofUuid);

/** What a successful proof establishes: the account, its license state, and a fresh download link when asked for one and licensed. */
type OwnershipProof = { uuid: string; active: boolean; username?: string; download?: string; jar?: string };

type Challenge = { id: string; uuid: string; usedAt: Date | null; expiresAt: Date };

/**
 * Step 3 of the proof of account ownership: Mojang's session server
 * says whether `username` joined the challenge's server id; the joined
 * profile must be the challenge's UUID. The challenge is claimed atomically
 * once Mojang gave a verdict (of two concurrent proofs, one wins; the other is
 * refused as reused), so a failed proof also uses it up, while a Mojang outage
 * (503) leaves it for a retry within its two minutes. A success records
 * `ownership_verified_at` on the account's license, if it has one, and with
 * `download` issues a download token for an active license, as the resend
 * flow does: its page link, and its jar link for a mod that updates itself.
 * Refusals are a 403; every verdict on a known challenge is audited as
 * `license.proof` (unknown server ids name no account and are not).
 */
export async function proveOwnership(input: LicenseProofInput, ctx: { ipAddress: string; download: boolean }, now = new Date()): Promise<OwnershipProof> {
  await perUsername.hit(input.username.toLowerCase());
  const challenge = await prisma.licenseChallenge.findUnique({
    where: { serverId: input.serverId },
    select: { id: true, uuid: true, usedAt: true, expiresAt: true },
  });
  if (!challenge) throw refusal("unknown_challenge");
  const early = staleness(challenge, now);
  if (early) return refuse(early, challenge, input, ctx);

  await perUuid.hit(challenge.uuid);
  let joined: JoinedProfile | null;
  try {
    joined = await hasJoinedServer(input.username, input.serverId);
  } catch (error) {
    await audit(challenge.uuid, input, ctx, "mojang_unavailable");
    throw error;
  }
  const verdict: ProofRefusal | null = !joined ? "not_joined" : joined.uuid !== challenge.uuid ? "wrong_account" : null;

  const result = await prisma.$transaction(async (tx) => {
    // The claim repeats the checks in its condition: the row lock makes a concurrent claim wait, then match nothing.
    const claimed = await tx.licenseChallenge.updateMany({ where: { id: challenge.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
    const outcome: ProofRefusal | null = claimed.count === 0 ? "reused" : verdict;
    if (outcome) {
      await audit(challenge.uuid, input, ctx, outcome, tx);
      return { ok: false as const, refused: outcome };
    }
    const license = await tx.license.findUnique({ where: { uuid: challenge.uuid }, select: { id: true, active: true, username: true } });
    if (license) await tx.license.update({ where: { id: license.id }, data: { ownershipVerifiedAt: now } });
    const token = ctx.download && license?.active ? await issueDownloadToken(tx, license.id, now) : undefined;
    await audit(challenge.uuid, input, ctx, "verified", tx, { licensed: Boolean(license?.active), download: token !== undefined });
    const links = token === undefined ? {} : { download: downloadLink(token), jar: jarLink(token) };
    return { ok: true as const, proof: { uuid: challenge.uuid, active: license?.active ?? false, username: license?.username, ...links } };
  });
  if (!result.ok) throw refusal(result.refused);
  return result.proof;
}

function staleness(challenge: Challenge, now: Date): ProofRefusal | null {
  if (challenge.usedAt) return "reused";
  if (challenge.expiresAt <= now) return "expired";
  return null;
}

async function refuse(outcome: ProofRefusal, challenge: Challenge, input: LicenseProofInput, ctx: { ipAddress: string }): Promise<never> {
  await audit(challenge.uuid, input, ctx, outcome);
  throw refusal(outcome);
}

function refusal(outcome: ProofRefusal): AppError {
  return new AppError("forbidden", PROOF_REFUSALS[outcome], { outcome });
}

function audit(
  uuid: string,
  input: LicenseProofInput,
  ctx: { ipAddress: string },
  outcome: ProofRefusal | "verified" | "mojang_unavailable",
  db?: Parameters<typeof recordAudit>[1],
  extra: Record<string, boolean> = {},
) {
  return recordAudit(
    {
      action: "license.proof",
      actor: "player",
      uuid,
      success: outcome === "verified",
      ipAddress: ctx.ipAddress,
      details: { outcome, username: input.username, ...extra },
    },
    db,
  );
}
