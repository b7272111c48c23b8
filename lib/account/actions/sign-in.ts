"use server";

import { redirect } from "next/navigation";

import { accountSignInAction } from "@/lib/account/account-action";
import { requestAccountSignIn } from "@/lib/account/request-sign-in";
import { accountLinkSchema, accountSignInSchema, accountVerifySchema } from "@/lib/account/schemas";
import { signInWithAccountLink, signInWithCode } from "@/lib/account/sign-in";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { ACCOUNT_LINK_PAGE, ACCOUNT_PATHS } from "@/lib/content/account";

/** The sign-in form's first step: e-mails a code and a link to an address that bought something; the same answer for every address. */
export const requestAccountSignInAction = accountSignInAction({ rateLimit: RATE_LIMITS.accountSignIn, schema: accountSignInSchema }, (input, ctx) =>
  requestAccountSignIn(input, ctx),
);

/** The sign-in form's second step: the code from the mail starts the session (the page then shows the account). */
export const verifyAccountCodeAction = accountSignInAction({ rateLimit: RATE_LIMITS.accountVerify, schema: accountVerifySchema }, (input, ctx) =>
  signInWithCode(input, ctx),
);

const signInWithLink = accountSignInAction({ rateLimit: RATE_LIMITS.accountVerify, schema: accountLinkSchema }, ({ token }, ctx) =>
  signInWithAccountLink(token, ctx),
);

/**
 * The button of the page a sign-in link opens (a form post, so it works without JavaScript too): uses the link up,
 * starts the session, goes to the account. A refusal answers its message for the page to show.
 */
export async function signInWithAccountLinkAction(_previous: string | null, formData: FormData): Promise<string | null> {
  const token = formData.get("token");
  const result = await signInWithLink({ token: typeof token === "string" ? token : "" });
  // A token that cannot be one (edited by hand) gets the same words as an unknown one, not a form's field message.
  if (!result.ok) return result.fieldErrors ? ACCOUNT_LINK_PAGE.invalid : result.error;
  redirect(ACCOUNT_PATHS.home);
}
