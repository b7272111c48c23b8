import Link from "next/link";

import { ArrowRight } from "lucide-react";

import { COMPARE_PAGE, type Comparison } from "@/lib/content/compare";
import { currentPrice } from "@/lib/pricing/current-price";
import { describe } from "@/lib/seo";
import { site } from "@/lib/site";
import { productData } from "@/lib/structured-data";

import { StaticIcon } from "@/components/ui/static-icon";

import { CompareTables } from "@/components/marketing/compare-tables";
import { CtaSection } from "@/components/marketing/cta-section";
import { JsonLd } from "@/components/marketing/json-ld";
import { SectionHeading } from "@/components/marketing/section-heading";

/** One /compare/* page: every word comes from `COMPARISONS` and `COMPARE_PAGE`, the price from currentPrice. */
export async function ComparePage({ comparison }: { comparison: Comparison }) {
  const price = await currentPrice();
  return (
    <>
      <JsonLd data={productData(describe(comparison.meta, price.text), price)} />

      <header className="py-8 text-center sm:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-5xl">{comparison.heading}</h1>
        <p className="mx-auto mt-4 max-w-3xl text-lg text-zinc-300">{comparison.intro}</p>
      </header>

      <section aria-labelledby="comparison-tables" className="py-8">
        <SectionHeading id="comparison-tables" title={COMPARE_PAGE.tablesHeading} />
        <CompareTables categories={comparison.categories(price.text)} oursLabel={site.name} theirsLabel={comparison.competitor} note={comparison.note} />
      </section>

      <CtaSection id="compare-cta" content={COMPARE_PAGE.cta(price.text)} regularPrice={price.regularText} />

      <nav aria-labelledby="more-comparisons" className="py-8">
        <h2 id="more-comparisons" className="text-center text-xl font-bold text-zinc-50">
          {COMPARE_PAGE.crossLinksHeading}
        </h2>
        <ul className="mx-auto mt-4 grid max-w-3xl gap-4 sm:grid-cols-2">
          {comparison.crossLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="flex h-full items-center justify-between gap-3 rounded-xl border border-ink-700 bg-ink-900 p-5 font-semibold text-zinc-50 hover:border-brand-500 hover:text-brand-300"
              >
                {link.label}
                <StaticIcon icon={ArrowRight} className="size-5 shrink-0 text-brand-400" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
