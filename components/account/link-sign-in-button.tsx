"use client";

import { useActionState } from "react";

import { signInWithAccountLinkAction } from "@/lib/account/actions/sign-in";
import { ACCOUNT_PATHS, ACCOUNT_LINK_PAGE as P } from "@/lib/content/account";

import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";

/**
 * The button that uses a sign-in link up: a form post to a server action. Opening the link only shows this page, so
 * a mail scanner's GET spends nothing. On success the action goes to the account; a refusal shows its message and
 * the way to ask again.
 */
export function AccountLinkSignInButton({ token }: { token: string }) {
  const [error, formAction, pending] = useActionState(signInWithAccountLinkAction, null);
  return (
    <form action={formAction} className="mt-6 flex flex-col gap-3">
      <input type="hidden" name="token" value={token} />
      <Button type="submit" size="xl" disabled={pending || error !== null}>
        {pending ? P.submitting : P.submit}
      </Button>
      {error ? (
        <>
          <p role="alert" className="text-sm text-red-400">
            {error}
          </p>
          <ButtonLink href={ACCOUNT_PATHS.home} variant="secondary" className="self-start">
            {P.askAgain}
          </ButtonLink>
        </>
      ) : null}
    </form>
  );
}
