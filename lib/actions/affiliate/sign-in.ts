"use server";

import { redirect } from "next/navigation";

import { signInAction } from "@/lib/affiliates/affiliate-action";
import { requestSignInLink } from "@/lib/affiliates/request-sign-in-link";
import { affiliateSignInRequestSchema, signInTokenSchema } from "@/lib/affiliates/schemas";
import { signInWithLink } from "@/lib/affiliates/sign-in-with-link";
import type { ActionResult } from "@/lib/auth/admin-action";
import { AFFILIATE_PATHS } from "@/lib/content/affiliate-portal";
import { UNKNOWN_CLIENT } from "@/lib/http/client-address";
import { requestIp } from "@/lib/http/request-ip";

/** The sign-in form: e-mails a one-time link to a known affiliate; the same answer for every address. */
export const requestSignInLinkAction = signInAction(affiliateSignInRequestSchema, async ({ email }) =>
  requestSignInLink({ email }, { ipAddress: (await requestIp()) ?? UNKNOWN_CLIENT }),
);

const signIn = signInAction(signInTokenSchema, async ({ token }) => signInWithLink(token, { ipAddress: await requestIp() }));

/** The button of the page a sign-in link opens: uses the token up, starts the session, goes to the portal. */
export async function signInWithLinkAction(input: { token: string }): Promise<ActionResult<never>> {
  const result = await signIn(input);
  if (!result.ok) return result;
  redirect(AFFILIATE_PATHS.portal);
}
