"use client";

import { useActionState } from "react";

import { signInWithLinkAction } from "@/lib/affiliates/actions/sign-in";
import { AFFILIATE_PATHS, AFFILIATE_SIGN_IN_PAGE as P } from "@/lib/content/affiliate-portal";

import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";

/**
 * The button that uses a sign-in link's token up: a form post to a server
 * action. Opening the link only shows this page, so a mail scanner's GET
 * spends nothing. On success the action redirects to the portal; a refusal
 * shows its message and the way to ask again.
 */
export function SignInButton({ token }: { token: string }) {
  const [error, formAction, pending] = useActionState(signInWithLinkAction, null);
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
          <ButtonLink href={AFFILIATE_PATHS.login} variant="secondary" className="self-start">
            {P.askAgain}
          </ButtonLink>
        </>
      ) : null}
    </form>
  );
}
