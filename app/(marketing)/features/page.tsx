import type { Metadata } from "next";
import Link from "next/link";

import { ArrowRight } from "lucide-react";

import {
  FEATURE_CARDS,
  FEATURE_STATS,
  FEATURES_COMPARISON,
  FEATURES_CTA,
  FEATURES_HERO,
  FEATURES_META,
  FEATURES_SECTION,
  TESTIMONIALS,
} from "@/lib/content/features";
import { currentPrice } from "@/lib/pricing/current-price";
import { describe, pageMetadata } from "@/lib/seo";
import { productData } from "@/lib/structured-data";

import { StaticIcon } from "@/components/ui/static-icon";

import { Card } from "@/components/marketing/card";
import { CompareTables } from "@/components/marketing/compare-tables";
import { CtaSection } from "@/components/marketing/cta-section";
import { FeatureIcon } from "@/components/marketing/feature-icon";
import { JsonLd } from "@/components/marketing/json-ld";
import { SectionHeading } from "@/components/marketing/section-heading";
import { StatTile } from "@/components/marketing/stat-tile";

/** The description and the share card's alt name the price shown now: a sale's start and end refresh them with the page. */
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(FEATURES_META, (await currentPrice()).text);
}

export default async function FeaturesPage() {
  const price = await currentPrice();
  const comparison = FEATURES_COMPARISON(price.text);
  return (
    <>
      <JsonLd data={productData(describe(FEATURES_META, price.text), price)} />

      <header className="py-8 text-center sm:py-12">
        <h1 className="text-4xl font-extrabold tracking-tight text-zinc-50 sm:text-5xl">{FEATURES_HERO.heading}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-zinc-300">{FEATURES_HERO.body}</p>
      </header>

      <section aria-labelledby="what-you-get" className="py-10">
        <SectionHeading id="what-you-get" title={FEATURES_SECTION.heading} subtitle={FEATURES_SECTION.subtitle} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURE_CARDS(price.text).map((card) => (
            <Card key={card.title}>
              <div className="flex items-start justify-between gap-3">
                <FeatureIcon name={card.icon} />
                <p className="text-right">
                  <span className="block text-2xl font-extrabold text-brand-400">{card.stat}</span>
                  <span className="block text-xs text-zinc-400">{card.statLabel}</span>
                </p>
              </div>
              <h3 className="mt-3 font-semibold text-zinc-50">{card.title}</h3>
              <p className="mt-2 text-sm text-zinc-300">{card.body}</p>
            </Card>
          ))}
        </div>
        <div className="mt-6 grid gap-4 sm:grid-cols-3">
          {FEATURE_STATS(price.text).map((tile) => (
            <StatTile key={tile.label} {...tile} />
          ))}
        </div>
      </section>

      <section aria-labelledby="how-we-compare" className="py-10">
        <SectionHeading id="how-we-compare" title={comparison.heading} subtitle={comparison.subtitle} />
        <CompareTables categories={comparison.categories} oursLabel={comparison.oursLabel} theirsLabel={comparison.theirsLabel} note={comparison.note}>
          <nav aria-label={comparison.linksLabel}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {comparison.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="inline-flex items-center gap-1 text-brand-400 underline-offset-2 hover:underline">
                    {link.label} <StaticIcon icon={ArrowRight} className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </CompareTables>
      </section>

      <section aria-labelledby="testimonials" className="py-10">
        <SectionHeading id="testimonials" title={TESTIMONIALS.heading} subtitle={TESTIMONIALS.disclaimer} />
        <div className="grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.items.map((item) => (
            <Card key={item.quote}>
              <figure>
                <blockquote className="text-zinc-100">&ldquo;{item.quote}&rdquo;</blockquote>
                <figcaption className="mt-3 text-sm text-zinc-400">
                  {item.author} · {TESTIMONIALS.label}
                </figcaption>
              </figure>
            </Card>
          ))}
        </div>
      </section>

      <CtaSection id="features-cta" content={FEATURES_CTA(price.text)} regularPrice={price.regularText} />
    </>
  );
}
