import { NOT_FOUND } from "@/lib/content/errors";

import { ButtonLink } from "@/components/ui/button-link";

/** The 404 message; the surrounding not-found file decides whether it sits in a layout's <main>. */
export function NotFoundContent() {
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-4 text-center">
      <p className="text-7xl font-extrabold text-brand-400">404</p>
      <h1 className="mt-4 text-3xl font-bold text-zinc-50">{NOT_FOUND.heading}</h1>
      <p className="mt-3 text-zinc-300">{NOT_FOUND.body}</p>
      <ButtonLink href="/" className="mt-8">
        {NOT_FOUND.cta}
      </ButtonLink>
    </div>
  );
}
