import "server-only";

import { cache } from "react";
import { redirect } from "next/navigation";

import { AppError } from "@/lib/api/errors";
import { endPortalSession, readPortalSession } from "@/lib/auth/portal-session";
import { AFFILIATE_PATHS, AFFILIATE_SIGN_IN_REQUIRED } from "@/lib/content/affiliate-portal";
import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The affiliate portal's session: the e-mailed audiences' session store (lib/auth/portal-session.ts) with the
 * affiliate's own cookie. Only affiliate pages and actions read it; the admin checks (proxy.ts, currentAdmin) never
 * do, so it opens no admin door, and a buyer's session opens no affiliate one.
 */

export type SignedInAffiliate = {
  id: string;
  sessionId: string;
  name: string;
  email: string;
  status: "ACTIVE" | "SUSPENDED";
  suspendedReason: string | null;
  payoutEmail: string | null;
  minecraftUuid: string | null;
  applicationId: string;
};

/** The signed-in affiliate, or null: cached per request. */
export const currentAffiliate = cache(async (): Promise<SignedInAffiliate | null> => {
  const session = await readPortalSession("AFFILIATE");
  if (!session?.affiliateId) return null;
  const affiliate = await prisma.affiliate.findUnique({
    where: { id: session.affiliateId },
    select: { id: true, name: true, email: true, status: true, suspendedReason: true, payoutEmail: true, minecraftUuid: true, applicationId: true },
  });
  return affiliate && { ...affiliate, sessionId: session.id };
});

/** For portal actions: the affiliate, or AppError("unauthorized"). */
export async function getAffiliateOrThrow(): Promise<SignedInAffiliate> {
  const affiliate = await currentAffiliate();
  if (!affiliate) throw new AppError("unauthorized", AFFILIATE_SIGN_IN_REQUIRED);
  return affiliate;
}

/** For portal pages: the affiliate, or a redirect to the sign-in page. */
export async function requireAffiliate(): Promise<SignedInAffiliate> {
  const affiliate = await currentAffiliate();
  if (!affiliate) redirect(AFFILIATE_PATHS.login);
  return affiliate;
}

/** Sign-out: ends the session on the server and clears the cookie. Ending it twice changes nothing. */
export async function endAffiliateSession(sessionId: string, db: Pick<Prisma.TransactionClient, "portalSession"> = prisma): Promise<void> {
  await endPortalSession("AFFILIATE", sessionId, db);
}
