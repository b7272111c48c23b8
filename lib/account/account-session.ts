import "server-only";

import { cache } from "react";
import { redirect } from "next/navigation";

import { AppError } from "@/lib/api/errors";
import { readPortalSession } from "@/lib/auth/portal-session";
import { ACCOUNT_PATHS, ACCOUNT_SIGN_IN_REQUIRED } from "@/lib/content/account";

/**
 * The buyer's session: the e-mailed audiences' session store (lib/auth/portal-session.ts) with the buyer's own
 * cookie. A buyer is their e-mail address: the account shows what was bought with it, so nothing else is stored.
 */
export type SignedInBuyer = { email: string; sessionId: string };

/** The signed-in buyer, or null: cached per request. */
export const currentBuyer = cache(async (): Promise<SignedInBuyer | null> => {
  const session = await readPortalSession("BUYER");
  return session?.email ? { email: session.email, sessionId: session.id } : null;
});

/** For buyer actions and JSON routes: the buyer, or AppError("unauthorized"). */
export async function getBuyerOrThrow(): Promise<SignedInBuyer> {
  const buyer = await currentBuyer();
  if (!buyer) throw new AppError("unauthorized", ACCOUNT_SIGN_IN_REQUIRED);
  return buyer;
}

/** For account pages behind the sign-in: the buyer, or a redirect to the sign-in form. */
export async function requireBuyer(): Promise<SignedInBuyer> {
  const buyer = await currentBuyer();
  if (!buyer) redirect(ACCOUNT_PATHS.home);
  return buyer;
}
