"use server";

import { redirect } from "next/navigation";

import { signInAction } from "@/lib/affiliates/affiliate-action";
import { requestSignInLink } from "@/lib/affiliates/request-sign-in-link";
import { affiliateSignInRequestSchema, signInTokenSchema } from "@/lib/affiliates/schemas";
import { signInWithLink } from "@/lib/affiliates/sign-in-with-link";
import { AFFILIATE_PATHS, AFFILIATE_SIGN_IN_PAGE } from "@/lib/content/affiliate-portal";
import { UNKNOWN_CLIENT } from "@/lib/http/client-address";

/** The sign-in form: e-mails a one-time link to a known affiliate; the same answer for every address. */
export const requestSignInLinkAction = signInAction({ schema: affiliateSignInRequestSchema }, ({ email }, { ipAddress }) =>
  requestSignInLink({ email }, { ipAddress: ipAddress ?? UNKNOWN_CLIENT }),
);

const signIn = signInAction({ schema: signInTokenSchema }, ({ token }, ctx) => signInWithLink(token, ctx));

/**
 * The button of the page a sign-in link opens (a form post, so it works
 * without JavaScript too): uses the token up, starts the session, goes to
 * the portal. A refusal answers its message for the page to show.
 */
export async function signInWithLinkAction(_previous: string | null, formData: FormData): Promise<string | null> {
  const token = formData.get("token");
  const result = await signIn({ token: typeof token === "string" ? token : "" });
  // A token that cannot be one (edited by hand) gets the same words as an unknown one, not a form's field message.
  if (!result.ok) return result.fieldErrors ? AFFILIATE_SIGN_IN_PAGE.invalid : result.error;
  redirect(AFFILIATE_PATHS.portal);
}
