import type { Metadata } from "next";

import { signInWithAccountLinkAction } from "@/lib/account/actions/sign-in";
import { accountLinkSchema } from "@/lib/account/schemas";
import { accountLinkUsable } from "@/lib/account/sign-in";
import { ACCOUNT_LINK_PAGE, ACCOUNT_PATHS } from "@/lib/content/account";

import { LinkSignInCard } from "@/components/portal/link-sign-in-card";

// The URL carries the token: no Referer header takes it anywhere, not even to our own pages.
export const metadata: Metadata = { title: ACCOUNT_LINK_PAGE.title, robots: { index: false, follow: false }, referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Where the account's sign-in mail links to: it only reads the token, the button's POST uses it up. */
export default async function AccountLinkPage({ searchParams }: { searchParams: SearchParams }) {
  const parsed = accountLinkSchema.safeParse({ token: (await searchParams).token });
  const token = parsed.success && (await accountLinkUsable(parsed.data.token)) ? parsed.data.token : null;
  return <LinkSignInCard token={token} copy={ACCOUNT_LINK_PAGE} askAgainHref={ACCOUNT_PATHS.home} action={signInWithAccountLinkAction} />;
}
