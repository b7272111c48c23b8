import { PLACEHOLDER } from "@/lib/content/errors";

import { ButtonLink } from "@/components/ui/button-link";

/** Stands in for a page another issue builds (payment #3, download #3, admin #4). */
export function PlaceholderPage({ heading }: { heading: string }) {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-bold text-zinc-50">{heading}</h1>
      <p className="mt-3 text-zinc-300">{PLACEHOLDER.body}</p>
      <ButtonLink href="/" className="mt-8">
        {PLACEHOLDER.cta}
      </ButtonLink>
    </main>
  );
}
