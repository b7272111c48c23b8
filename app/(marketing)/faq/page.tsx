import { ArrowRight, CircleHelp } from "lucide-react";

import { FAQ_CATEGORIES, FAQ_CTA, FAQ_ENTRIES, FAQ_META, FAQ_PAGE } from "@/lib/content/faq";
import { pageMetadata } from "@/lib/seo";
import { faqPageData } from "@/lib/structured-data";

import { ButtonLink } from "@/components/ui/button-link";
import { FaqAccordion } from "@/components/marketing/faq-accordion";
import { JsonLd } from "@/components/marketing/json-ld";

export const metadata = pageMetadata(FAQ_META);

export default function FaqPage() {
  return (
    <>
      <JsonLd data={faqPageData(FAQ_ENTRIES)} />

      <div className="py-8 text-center sm:py-12">
        <CircleHelp aria-hidden className="mx-auto size-12 text-brand-400" />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-5xl">{FAQ_PAGE.heading}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-zinc-300">{FAQ_PAGE.intro}</p>
      </div>

      <div className="mx-auto max-w-3xl">
        <FaqAccordion entries={FAQ_ENTRIES} categories={FAQ_CATEGORIES} categoriesLabel={FAQ_PAGE.categoriesLabel} />
      </div>

      <section aria-labelledby="faq-cta" className="py-12 text-center">
        <h2 id="faq-cta" className="text-2xl font-bold text-zinc-50 sm:text-3xl">{FAQ_CTA.heading}</h2>
        <p className="mx-auto mt-3 max-w-2xl break-words text-zinc-300">{FAQ_CTA.body}</p>
        <ButtonLink href="/payment" className="mt-6">
          {FAQ_CTA.cta} <ArrowRight aria-hidden className="size-5" />
        </ButtonLink>
        <nav aria-label={FAQ_CTA.linksLabel} className="mt-6">
          <ul className="flex flex-wrap justify-center gap-3">
            {FAQ_CTA.links.map((link) => (
              <li key={link.href}>
                <ButtonLink href={link.href} variant="secondary">{link.label}</ButtonLink>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </>
  );
}
