"use server";

import { redirect } from "next/navigation";

import { buyerAction } from "@/lib/account/account-action";
import { confirmEmailChange, requestEmailChange } from "@/lib/account/change-email";
import { ownedLicense, ownedOrderId } from "@/lib/account/owned";
import { accountEmailChangeSchema, accountEmailConfirmSchema, accountGiftSchema, accountLicenseSchema } from "@/lib/account/schemas";
import { signOutBuyer, signOutBuyerEverywhere } from "@/lib/account/sign-out";
import { AppError } from "@/lib/api/errors";
import { unlinkDiscordAccount } from "@/lib/buyer-role/unlink-discord-account";
import { ACCOUNT_PAGE, ACCOUNT_PATHS } from "@/lib/content/account";
import { sendGiftAgain } from "@/lib/gifts/send-gift-again";
import { z } from "@/lib/validation/zod";

/** "Send the e-mail again" for one of the buyer's own unredeemed gifts: a new code to the recipient. */
export const sendGiftAgainAction = buyerAction({ schema: accountGiftSchema }, ({ giftId }, { buyer, ipAddress }) =>
  sendGiftAgain(giftId, async (orderId) => (await ownedOrderId(buyer.email, orderId)) !== null, { ipAddress }),
);

/** "Unlink" beside a license's Discord account in the buyer's account: that Discord account loses the buyer role. */
export const unlinkDiscordAction = buyerAction({ schema: accountLicenseSchema, refresh: [{ path: ACCOUNT_PATHS.home }] }, async ({ licenseId }, ctx) => {
  const license = await ownedLicense(ctx.buyer.email, licenseId);
  if (!license) throw new AppError("not_found", ACCOUNT_PAGE.discord.notYours);
  await unlinkDiscordAccount(license.uuid, ctx);
});

/** "Send a code to the new address": the first step of moving the account to another address. */
export const requestEmailChangeAction = buyerAction({ schema: accountEmailChangeSchema }, ({ email }, { buyer }) => requestEmailChange(buyer, email));

/**
 * The code from the new address: the account moves there. The form then refreshes the page with a request of its
 * own, which reads the session's new address (this request's session was read before the change).
 */
export const confirmEmailChangeAction = buyerAction({ schema: accountEmailConfirmSchema }, (input, { buyer, ipAddress }) =>
  confirmEmailChange(buyer, input, { ipAddress }),
);

const signOut = buyerAction({ schema: z.object({}) }, (_input, { buyer, ipAddress }) => signOutBuyer(buyer, { ipAddress }));
const signOutEverywhere = buyerAction({ schema: z.object({}) }, (_input, { buyer, ipAddress }) => signOutBuyerEverywhere(buyer, { ipAddress }));

/**
 * Sign-out of this browser (a plain form post): the session ends on the server, then the sign-in form. Without a
 * session there is nothing to end; a request from another site signs nobody out.
 */
export async function signOutBuyerAction(): Promise<void> {
  const ended = await signOut({});
  if (!ended.ok && ended.code === "forbidden") return;
  redirect(ACCOUNT_PATHS.home);
}

/** "Sign out everywhere": every session of the account ends, this one too; then the sign-in form. */
export async function signOutBuyerEverywhereAction(): Promise<void> {
  const ended = await signOutEverywhere({});
  if (!ended.ok && ended.code === "forbidden") return;
  redirect(ACCOUNT_PATHS.home);
}
