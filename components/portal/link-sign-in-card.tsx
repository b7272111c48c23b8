import { LogIn } from "lucide-react";

import { ButtonLink } from "@/components/ui/button-link";
import { StaticIcon } from "@/components/ui/static-icon";

import { LinkSignInButton, type LinkSignInAction } from "@/components/portal/link-sign-in-button";

/** The words of a sign-in link's page, in each audience's copy. */
export type LinkSignInCopy = {
  heading: string;
  intro: string;
  submit: string;
  submitting: string;
  invalidHeading: string;
  invalid: string;
  askAgain: string;
};

/**
 * Where a sign-in mail's link lands, for the buyer's account and the affiliate portal alike: with a usable token, the
 * button that uses it up; with none (used, expired, unknown or malformed), one message and the way to ask again.
 */
export function LinkSignInCard({
  token,
  copy,
  askAgainHref,
  action,
}: {
  token: string | null;
  copy: LinkSignInCopy;
  askAgainHref: string;
  action: LinkSignInAction;
}) {
  return (
    <div className="mx-auto max-w-xl py-6">
      <div className="rounded-xl border border-ink-700 bg-ink-900 p-6 sm:p-8">
        <StaticIcon icon={LogIn} className="size-10 text-brand-400" />
        {token ? (
          <>
            <h1 className="mt-4 text-3xl font-bold text-zinc-50">{copy.heading}</h1>
            <p className="mt-3 text-zinc-300">{copy.intro}</p>
            <LinkSignInButton token={token} copy={copy} askAgainHref={askAgainHref} action={action} />
          </>
        ) : (
          <>
            <h1 className="mt-4 text-3xl font-bold text-zinc-50">{copy.invalidHeading}</h1>
            <p className="mt-3 text-zinc-300">{copy.invalid}</p>
            <ButtonLink href={askAgainHref} className="mt-6">
              {copy.askAgain}
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}
