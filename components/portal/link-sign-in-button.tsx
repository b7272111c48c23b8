"use client";

import { useActionState } from "react";

import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";

import type { LinkSignInCopy } from "@/components/portal/link-sign-in-card";

/** A server action that uses a sign-in link's token up: a refusal's words, or a redirect into the home. */
export type LinkSignInAction = (previous: string | null, formData: FormData) => Promise<string | null>;

/**
 * The button that uses a sign-in link up: a form post to the audience's server action. Opening the link only shows
 * the page, so a mail scanner's GET spends nothing. On success the action goes to the home; a refusal shows its
 * message and the way to ask again.
 */
export function LinkSignInButton({
  token,
  copy,
  askAgainHref,
  action,
}: {
  token: string;
  copy: LinkSignInCopy;
  askAgainHref: string;
  action: LinkSignInAction;
}) {
  const [error, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} className="mt-6 flex flex-col gap-3">
      <input type="hidden" name="token" value={token} />
      <Button type="submit" size="xl" disabled={pending || error !== null}>
        {pending ? copy.submitting : copy.submit}
      </Button>
      {error ? (
        <>
          <p role="alert" className="text-sm text-red-400">
            {error}
          </p>
          <ButtonLink href={askAgainHref} variant="secondary" className="self-start">
            {copy.askAgain}
          </ButtonLink>
        </>
      ) : null}
    </form>
  );
}
