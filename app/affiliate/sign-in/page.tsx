import type { Metadata } from "next";

import { signInWithLinkAction } from "@/lib/affiliates/actions/sign-in";
import { signInTokenSchema } from "@/lib/affiliates/schemas";
import { signInLinkUsable } from "@/lib/affiliates/sign-in-with-link";
import { AFFILIATE_PATHS, AFFILIATE_SIGN_IN_PAGE } from "@/lib/content/affiliate-portal";

import { LinkSignInCard } from "@/components/portal/link-sign-in-card";

// The URL carries the token: no Referer header takes it anywhere, not even to our own pages.
export const metadata: Metadata = { title: AFFILIATE_SIGN_IN_PAGE.title, robots: { index: false, follow: false }, referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Where the portal's sign-in mail links to: it only reads the token, the button's POST uses it up. */
export default async function AffiliateSignInPage({ searchParams }: { searchParams: SearchParams }) {
  const parsed = signInTokenSchema.safeParse({ token: (await searchParams).token });
  const token = parsed.success && (await signInLinkUsable(parsed.data.token)) ? parsed.data.token : null;
  return <LinkSignInCard token={token} copy={AFFILIATE_SIGN_IN_PAGE} askAgainHref={AFFILIATE_PATHS.login} action={signInWithLinkAction} />;
}
