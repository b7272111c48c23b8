import "server-only";

import { hashSecretToken, newSecretToken } from "@/lib/affiliates/secret-token";
import { AFFILIATE_PATHS } from "@/lib/content/affiliate-portal";
import type { Prisma } from "@/lib/generated/prisma/client";
import { absoluteUrl } from "@/lib/site";

/** How long a link the affiliate asked for on the sign-in page works. */
export const SIGN_IN_LINK_MINUTES = 15;
/**
 * How long the link in the welcome mail works: longer, because nobody is
 * waiting for that mail when the admin approves; still single use.
 */
export const WELCOME_LINK_HOURS = 24;

/**
 * Creates a one-time sign-in token for the affiliate and answers the link
 * that carries it (to the page whose button consumes it). Only the token's
 * hash is stored; expired tokens are deleted on the way.
 */
export async function issueSignInLink(tx: Pick<Prisma.TransactionClient, "affiliateLoginToken">, affiliateId: string, lifetimeMs: number, now = new Date()) {
  await tx.affiliateLoginToken.deleteMany({ where: { expiresAt: { lt: now } } });
  const token = newSecretToken();
  await tx.affiliateLoginToken.create({
    data: { tokenHash: hashSecretToken(token), affiliateId, createdAt: now, expiresAt: new Date(now.getTime() + lifetimeMs) },
    select: { id: true },
  });
  return absoluteUrl(`${AFFILIATE_PATHS.signIn}?token=${token}`);
}
