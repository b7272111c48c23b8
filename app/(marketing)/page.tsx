import type { Metadata } from "next";
import Link from "next/link";

import { ArrowRight, Crosshair } from "lucide-react";

import { CLOSING_CTA, FEATURE_CARDS, HERO, LANDING_META, LINK_CARDS, SECTION_HEADINGS, STAT_TILES } from "@/lib/content/landing";
import { countActiveLicenses } from "@/lib/licenses/count-active-licenses";
import { currentPrice } from "@/lib/pricing/current-price";
import { otherCurrencies } from "@/lib/pricing/price-list";
import { describe, pageMetadata } from "@/lib/seo";
import { site } from "@/lib/site";
import { organizationData, productData } from "@/lib/structured-data";

import { ButtonLink } from "@/components/ui/button-link";
import { StaticIcon } from "@/components/ui/static-icon";

import { Card } from "@/components/marketing/card";
import { CtaSection } from "@/components/marketing/cta-section";
import { FeatureIcon } from "@/components/marketing/feature-icon";
import { JsonLd } from "@/components/marketing/json-ld";
import { ProofSection } from "@/components/marketing/proof-section";
import { RegularPrice } from "@/components/marketing/regular-price";
import { SectionHeading } from "@/components/marketing/section-heading";
import { StatTile } from "@/components/marketing/stat-tile";

/** The description and the share card's alt name the price shown now: a sale's start and end refresh them with the page. */
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(LANDING_META, (await currentPrice()).text);
}

// Prerendered, then refreshed at most every five minutes so the user count stays current.
export const revalidate = 300;

export default async function LandingPage() {
  const [activeUsers, price, currencies] = await Promise.all([countActiveLicenses(), currentPrice(), otherCurrencies()]);
  return (
    <>
      <JsonLd data={organizationData()} />
      <JsonLd data={productData(describe(LANDING_META, price.text), price)} />

      <section aria-labelledby="hero" className="py-10 text-center sm:py-16">
        <StaticIcon icon={Crosshair} className="mx-auto size-16 text-brand-400" />
        <h1 id="hero" className="mt-4 text-4xl font-extrabold tracking-tight text-zinc-50 sm:text-6xl">
          {site.name}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-zinc-300">{HERO.tagline}</p>
        <p className="mt-2 text-sm text-zinc-400">{HERO.requirements}</p>
        <ButtonLink href="/payment" className="mt-8">
          {HERO.cta(price.text)} <RegularPrice text={price.regularText} className="font-normal opacity-75" />{" "}
          <StaticIcon icon={ArrowRight} className="size-5" />
        </ButtonLink>
        {currencies.length > 0 ? <p className="mt-3 text-sm text-zinc-400">{HERO.currencies(currencies)}</p> : null}
      </section>

      <section aria-labelledby="features" className="py-10">
        <SectionHeading id="features" title={SECTION_HEADINGS.features} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURE_CARDS(price.text).map((card) => (
            <Card key={card.title}>
              <FeatureIcon name={card.icon} />
              <h3 className="mt-3 font-semibold text-zinc-50">{card.title}</h3>
              <p className="mt-2 text-sm text-zinc-300">{card.body}</p>
            </Card>
          ))}
        </div>
        <div className="mt-6 grid gap-4 sm:grid-cols-3">
          {STAT_TILES(price.text).map((tile) => (
            <StatTile key={tile.label} {...tile} />
          ))}
        </div>
      </section>

      <ProofSection activeUsers={activeUsers} />

      <section aria-labelledby="explore" className="py-10">
        <SectionHeading id="explore" title={SECTION_HEADINGS.explore} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LINK_CARDS.map((card) => (
            <Link key={card.href} href={card.href} className="group rounded-xl border border-ink-700 bg-ink-900 p-5 hover:border-brand-500">
              <h3 className="font-semibold text-zinc-50 group-hover:text-brand-300">{card.title}</h3>
              <p className="mt-2 text-sm text-zinc-300">{card.body}</p>
            </Link>
          ))}
        </div>
      </section>

      <CtaSection id="cta" content={CLOSING_CTA(price.text)} regularPrice={price.regularText} />
    </>
  );
}
