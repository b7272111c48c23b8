import "server-only";

import { ownedLicense } from "@/lib/account/owned";
import { prisma } from "@/lib/database/db";
import { jarPath } from "@/lib/downloads/download-link";
import { reusableDownloadToken } from "@/lib/downloads/issue-download-token";
import { getNewestRelease } from "@/lib/releases/current-release";
import type { ReleaseChannelName } from "@/lib/releases/schemas";

/**
 * The account's download button: a download token for one of the buyer's active licenses (the same one while it
 * works for a day more), and the jar route's
 * path with it (the one delivery path: it counts and audits the download as any other). The beta names its version;
 * the stable channel takes the current release. Null when the license is not theirs, not active, or the channel
 * offers nothing: the account page shows why.
 */
export async function accountDownloadPath(email: string, licenseId: string, channel: ReleaseChannelName, now = new Date()): Promise<string | null> {
  const license = await ownedLicense(email, licenseId);
  if (!license?.active) return null;
  const beta = channel === "beta" ? await getNewestRelease("beta") : null;
  if (channel === "beta" && !beta) return null;
  const token = await reusableDownloadToken(prisma, license.id, now);
  return beta ? `${jarPath(token)}&version=${encodeURIComponent(beta.version)}` : jarPath(token);
}
