import { CircleHelp } from "lucide-react";

import { FAQ_CATEGORIES, FAQ_CTA, FAQ_ENTRIES, FAQ_META, FAQ_PAGE } from "@/lib/content/faq";
import { pageMetadata } from "@/lib/seo";
import { faqPageData } from "@/lib/structured-data";

import { StaticIcon } from "@/components/ui/static-icon";

import { CtaSection } from "@/components/marketing/cta-section";
import { FaqAccordion } from "@/components/marketing/faq-accordion";
import { JsonLd } from "@/components/marketing/json-ld";

export const metadata = pageMetadata(FAQ_META);

export default function FaqPage() {
  return (
    <>
      <JsonLd data={faqPageData(FAQ_ENTRIES)} />

      <div className="py-8 text-center sm:py-12">
        <StaticIcon icon={CircleHelp} className="mx-auto size-12 text-brand-400" />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-5xl">{FAQ_PAGE.heading}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-zinc-300">{FAQ_PAGE.intro}</p>
      </div>

      <div className="mx-auto max-w-3xl">
        <FaqAccordion entries={FAQ_ENTRIES} categories={FAQ_CATEGORIES} categoriesLabel={FAQ_PAGE.categoriesLabel} />
      </div>

      <CtaSection id="faq-cta" content={FAQ_CTA} />
    </>
  );
}
