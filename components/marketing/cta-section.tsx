import { ArrowRight } from "lucide-react";

import type { CallToAction } from "@/lib/content/types";

import { ButtonLink } from "@/components/ui/button-link";
import { StaticIcon } from "@/components/ui/static-icon";

import { RegularPrice } from "./regular-price";

/**
 * The section that closes a page: heading, a line of copy, the button to /payment (during a sale, its price beside the
 * regular one struck through) and any extra links.
 */
export function CtaSection({ id, content, regularPrice = null }: { id: string; content: CallToAction; regularPrice?: string | null }) {
  return (
    <section aria-labelledby={id} className="py-12 text-center">
      <h2 id={id} className="text-2xl font-bold text-zinc-50 sm:text-3xl">
        {content.heading}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl break-words text-zinc-300">{content.body}</p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ButtonLink href="/payment">
          {content.cta} <RegularPrice text={regularPrice} className="font-normal opacity-75" /> <StaticIcon icon={ArrowRight} className="size-5" />
        </ButtonLink>
        {content.secondary ? (
          <ButtonLink href={content.secondary.href} variant="secondary">
            {content.secondary.label}
          </ButtonLink>
        ) : null}
      </div>
      {content.note ? <p className="mt-4 text-sm text-zinc-400">{content.note}</p> : null}
      {content.links ? (
        <nav aria-label={content.links.label} className="mt-6">
          <ul className="flex flex-wrap justify-center gap-3">
            {content.links.items.map((link) => (
              <li key={link.href}>
                <ButtonLink href={link.href} variant="secondary">
                  {link.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
