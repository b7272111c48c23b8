import "server-only";

import { issueEmailSignIn } from "@/lib/auth/email-sign-in";
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
 * Issues the affiliate a one-time sign-in (lib/auth/email-sign-in.ts: a link, no code: the portal's page has no
 * code field) and answers the link, to the page whose button uses it up. It ends the affiliate's earlier links.
 */
export async function issueSignInLink(
  tx: Pick<Prisma.TransactionClient, "emailSignIn">,
  affiliate: { id: string; email: string },
  lifetimeMs: number,
  now = new Date(),
) {
  const { token } = await issueEmailSignIn(
    tx,
    { audience: "AFFILIATE", affiliateId: affiliate.id, email: affiliate.email },
    { lifetimeMs, withCode: false },
    now,
  );
  return absoluteUrl(`${AFFILIATE_PATHS.signIn}?token=${token}`);
}
