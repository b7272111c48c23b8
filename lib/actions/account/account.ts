"use server";

import { redirect } from "next/navigation";

import { buyerAction } from "@/lib/account/account-action";
import { signOutBuyer, signOutBuyerEverywhere } from "@/lib/account/sign-out";
import { CROSS_SITE_REFUSED } from "@/lib/api/same-origin";
import { ACCOUNT_PATHS } from "@/lib/content/account";
import { z } from "@/lib/validation/zod";

const signOut = buyerAction(z.object({}), (_input, { buyer, ipAddress }) => signOutBuyer(buyer, { ipAddress }));
const signOutEverywhere = buyerAction(z.object({}), (_input, { buyer, ipAddress }) => signOutBuyerEverywhere(buyer, { ipAddress }));

/**
 * Sign-out of this browser (a plain form post): the session ends on the server, then the sign-in form. Without a
 * session there is nothing to end; a request from another site signs nobody out.
 */
export async function signOutBuyerAction(): Promise<void> {
  const ended = await signOut({});
  if (!ended.ok && ended.error === CROSS_SITE_REFUSED) return;
  redirect(ACCOUNT_PATHS.home);
}

/** "Sign out everywhere": every session of the account ends, this one too; then the sign-in form. */
export async function signOutBuyerEverywhereAction(): Promise<void> {
  const ended = await signOutEverywhere({});
  if (!ended.ok && ended.error === CROSS_SITE_REFUSED) return;
  redirect(ACCOUNT_PATHS.home);
}
