import type { Metadata } from "next";

import { CircleHelp } from "lucide-react";

import { FAQ_CATEGORIES, FAQ_CTA, FAQ_ENTRIES, FAQ_META, FAQ_PAGE } from "@/lib/content/faq";
import { currentPrice } from "@/lib/pricing/current-price";
import { listBulkTiers } from "@/lib/pricing/list-bulk-tiers";
import { pageMetadata } from "@/lib/seo";
import { faqPageData } from "@/lib/structured-data";

import { StaticIcon } from "@/components/ui/static-icon";

import { CtaSection } from "@/components/marketing/cta-section";
import { FaqAccordion } from "@/components/marketing/faq-accordion";
import { JsonLd } from "@/components/marketing/json-ld";

/** The description and the share card's alt name the price shown now: a sale's start and end refresh them with the page. */
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(FAQ_META, (await currentPrice()).text);
}

/**
 * The answer on cost, its structured data and the call to action name the price shown now (a sale's while one runs);
 * the answer on several accounts names the seller's bulk tiers.
 */
export default async function FaqPage() {
  const [price, bulk] = await Promise.all([currentPrice(), listBulkTiers()]);
  const entries = FAQ_ENTRIES(price.text, bulk.tiers);
  return (
    <>
      <JsonLd data={faqPageData(entries)} />

      <div className="py-8 text-center sm:py-12">
        <StaticIcon icon={CircleHelp} className="mx-auto size-12 text-brand-400" />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-5xl">{FAQ_PAGE.heading}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-zinc-300">{FAQ_PAGE.intro}</p>
      </div>

      <div className="mx-auto max-w-3xl">
        <FaqAccordion entries={entries} categories={FAQ_CATEGORIES} categoriesLabel={FAQ_PAGE.categoriesLabel} />
      </div>

      <CtaSection id="faq-cta" content={FAQ_CTA(price.text)} regularPrice={price.regularText} />
    </>
  );
}
