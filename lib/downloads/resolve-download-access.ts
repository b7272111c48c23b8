import "server-only";

import { prisma } from "@/lib/database/db";
import { downloadTokenSecret } from "@/lib/downloads/token-secret";
import { checkDownloadToken } from "@/lib/downloads/token-signature";
import type { Release } from "@/lib/generated/prisma/client";
import { getCurrentRelease, getOfferedRelease, toReleaseSummary, type ReleaseSummary } from "@/lib/releases/current-release";

type DownloadAccessRefusal = "missing" | "malformed" | "bad_signature" | "expired" | "unknown" | "revoked";

/** The license a genuine, unexpired download token opens, and whether it may still be used. */
type TokenLicense = { ok: true; tokenId: string; licenseId: string; username: string; minecraftUuid: string } | { ok: false; reason: DownloadAccessRefusal };

type DownloadAccess =
  { ok: true; tokenId: string; username: string; minecraftUuid: string; release: ReleaseSummary | null } | { ok: false; reason: DownloadAccessRefusal };

/** What the jar route needs: the same answer with the whole release row (its file on disk included). */
type DownloadGrant = Exclude<DownloadAccess, { ok: true }> | (Omit<Extract<DownloadAccess, { ok: true }>, "release"> & { release: Release | null });

/**
 * Who a download token belongs to, and what it opens. The signature and the
 * expiry are checked first (no database read for forged or stale links),
 * then the token row, which must carry the very expiry that was signed (a
 * row id glued to another expiry is refused), then the license, which must
 * still be active (a refund or chargeback revokes every link at once).
 * A pure read: the /download page calls it, the jar route resolveDownloadGrant.
 */
export async function resolveDownloadAccess(token: string | undefined | null, now = new Date()): Promise<DownloadAccess> {
  const access = await resolveDownloadGrant(token, now);
  return access.ok ? { ...access, release: access.release && toReleaseSummary(access.release) } : access;
}

/**
 * resolveDownloadAccess with the release as read, for the route that streams its file: the current release, or the
 * one `version` names when a mod asks for the update its signed manifest offered (null when pulled or unknown).
 */
export async function resolveDownloadGrant(token: string | undefined | null, now = new Date(), version?: string): Promise<DownloadGrant> {
  const license = await resolveTokenLicense(token, now);
  if (!license.ok) return license;
  const { tokenId, username, minecraftUuid } = license;
  return { ok: true, tokenId, username, minecraftUuid, release: await (version === undefined ? getCurrentRelease() : getOfferedRelease(version)) };
}

/**
 * The token's checks alone, without the release: for a caller that needs only whose active license the token
 * opens (the Discord buyer role's button). One read by primary key.
 */
export async function resolveTokenLicense(token: string | undefined | null, now = new Date()): Promise<TokenLicense> {
  if (!token?.trim()) return { ok: false, reason: "missing" };
  const check = checkDownloadToken(token, downloadTokenSecret(), now);
  if (!check.ok) return check;

  const row = await prisma.downloadToken.findUnique({
    where: { id: check.tokenId },
    select: { expiresAt: true, license: { select: { id: true, uuid: true, username: true, active: true } } },
  });
  if (!row || toSeconds(row.expiresAt) !== toSeconds(check.expiresAt)) return { ok: false, reason: "unknown" };
  if (!row.license.active) return { ok: false, reason: "revoked" };
  return { ok: true, tokenId: check.tokenId, licenseId: row.license.id, username: row.license.username, minecraftUuid: row.license.uuid };
}

/** The token carries its expiry in whole seconds; the row keeps milliseconds. */
function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
