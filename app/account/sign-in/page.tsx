import type { Metadata } from "next";

import { LogIn } from "lucide-react";

import { accountLinkSchema } from "@/lib/account/schemas";
import { accountLinkUsable } from "@/lib/account/sign-in";
import { ACCOUNT_PATHS, ACCOUNT_LINK_PAGE as P } from "@/lib/content/account";

import { ButtonLink } from "@/components/ui/button-link";
import { StaticIcon } from "@/components/ui/static-icon";

import { AccountLinkSignInButton } from "@/components/account/link-sign-in-button";

// The URL carries the token: no Referer header takes it anywhere, not even to our own pages.
export const metadata: Metadata = { title: P.title, robots: { index: false, follow: false }, referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Where the sign-in mail's link lands. It only reads the token (is it still usable?): the button's POST uses it up,
 * so a mail scanner that fetches the link leaves it working. A used, expired or unknown token gets one message and
 * the way to ask again.
 */
export default async function AccountLinkPage({ searchParams }: { searchParams: SearchParams }) {
  const parsed = accountLinkSchema.safeParse({ token: (await searchParams).token });
  const token = parsed.success && (await accountLinkUsable(parsed.data.token)) ? parsed.data.token : null;
  return (
    <div className="mx-auto max-w-xl py-6">
      <div className="rounded-xl border border-ink-700 bg-ink-900 p-6 sm:p-8">
        <StaticIcon icon={LogIn} className="size-10 text-brand-400" />
        {token ? (
          <>
            <h1 className="mt-4 text-3xl font-bold text-zinc-50">{P.heading}</h1>
            <p className="mt-3 text-zinc-300">{P.intro}</p>
            <AccountLinkSignInButton token={token} />
          </>
        ) : (
          <>
            <h1 className="mt-4 text-3xl font-bold text-zinc-50">{P.invalidHeading}</h1>
            <p className="mt-3 text-zinc-300">{P.invalid}</p>
            <ButtonLink href={ACCOUNT_PATHS.home} className="mt-6">
              {P.askAgain}
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}
