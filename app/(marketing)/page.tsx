import Link from "next/link";

import { ArrowRight, CheckCircle2, Crosshair, PlayCircle } from "lucide-react";

import {
  CLOSING_CTA,
  FEATURE_CARDS,
  HERO,
  LANDING_META,
  LINK_CARDS,
  PROOF,
  STAT_TILES,
} from "@/lib/content/landing";
import { countActiveLicenses } from "@/lib/licenses/count-active-licenses";
import { pageMetadata } from "@/lib/seo";
import { site } from "@/lib/site";
import { organizationData, productData } from "@/lib/structured-data";

import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/marketing/card";
import { FeatureIcon } from "@/components/marketing/feature-icon";
import { JsonLd } from "@/components/marketing/json-ld";
import { SectionHeading } from "@/components/marketing/section-heading";
import { StatTile } from "@/components/marketing/stat-tile";

export const metadata = pageMetadata(LANDING_META);

// Prerendered, then refreshed at most every five minutes so the user count stays current.
export const revalidate = 300;

export default async function LandingPage() {
  const activeUsers = await countActiveLicenses();
  return (
    <>
      <JsonLd data={organizationData()} />
      <JsonLd data={productData(LANDING_META.description)} />

      <section aria-labelledby="hero" className="py-10 text-center sm:py-16">
        <Crosshair aria-hidden className="mx-auto size-16 text-brand-400" />
        <h1 id="hero" className="mt-4 text-4xl font-extrabold tracking-tight text-zinc-50 sm:text-6xl">
          {site.name}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-zinc-300">{HERO.tagline}</p>
        <p className="mt-2 text-sm text-zinc-400">{HERO.requirements}</p>
        <ButtonLink href="/payment" className="mt-8">
          {HERO.cta} <ArrowRight aria-hidden className="size-5" />
        </ButtonLink>
      </section>

      <section aria-labelledby="features" className="py-10">
        <SectionHeading id="features" title="Why Choose Us" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURE_CARDS.map((card) => (
            <Card key={card.title}>
              <FeatureIcon name={card.icon} />
              <h3 className="mt-3 font-semibold text-zinc-50">{card.title}</h3>
              <p className="mt-2 text-sm text-zinc-300">{card.body}</p>
            </Card>
          ))}
        </div>
        <div className="mt-6 grid gap-4 sm:grid-cols-3">
          {STAT_TILES.map((tile) => (
            <StatTile key={tile.label} {...tile} />
          ))}
        </div>
      </section>

      <section aria-labelledby="proof" className="py-10">
        <SectionHeading id="proof" title={PROOF.heading} />
        <figure className="mx-auto flex aspect-video w-full max-w-3xl flex-col items-center justify-center rounded-xl border border-dashed border-ink-700 bg-ink-900 text-center">
          <PlayCircle aria-hidden className="size-14 text-brand-400" />
          <figcaption className="mt-3 px-4">
            <span className="block font-semibold text-zinc-50">{PROOF.videoLabel}</span>
            <span className="mt-1 block text-sm text-zinc-300">{PROOF.videoCaption}</span>
          </figcaption>
        </figure>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          {[
            { title: PROOF.humanizedHeading, items: PROOF.humanized },
            { title: PROOF.antiDetectionHeading, items: PROOF.antiDetection },
          ].map((list) => (
            <Card key={list.title}>
              <h3 className="font-semibold text-zinc-50">{list.title}</h3>
              <ul className="mt-3 space-y-2 text-sm text-zinc-300">
                {list.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-400" />
                    {item}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROOF.benefits.map((b) => (
            <Card key={b.title}>
              <h3 className="font-semibold text-zinc-50">{b.title}</h3>
              <p className="mt-2 text-sm text-zinc-300">{b.body}</p>
            </Card>
          ))}
        </div>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <div className="rounded-xl border border-ink-700 bg-ink-900 p-5 text-center" data-testid="active-users">
            <p className="text-4xl font-extrabold text-brand-400">{activeUsers.toLocaleString("en-US")}</p>
            <p className="mt-1 text-sm text-zinc-300">{PROOF.userStatLabel}</p>
          </div>
          <Card>
            <blockquote className="text-zinc-100">&ldquo;{PROOF.testimonial.quote}&rdquo;</blockquote>
            <p className="mt-2 text-sm text-zinc-400">
              {PROOF.testimonial.author} · {PROOF.testimonial.note}
            </p>
          </Card>
        </div>
      </section>

      <section aria-labelledby="explore" className="py-10">
        <SectionHeading id="explore" title="Learn More" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LINK_CARDS.map((card) => (
            <Link key={card.href} href={card.href} className="group rounded-xl border border-ink-700 bg-ink-900 p-5 hover:border-brand-500">
              <h3 className="font-semibold text-zinc-50 group-hover:text-brand-300">{card.title}</h3>
              <p className="mt-2 text-sm text-zinc-300">{card.body}</p>
            </Link>
          ))}
        </div>
      </section>

      <section aria-labelledby="cta" className="py-12 text-center">
        <h2 id="cta" className="text-3xl font-bold text-zinc-50">{CLOSING_CTA.heading}</h2>
        <p className="mt-3 text-zinc-300">{CLOSING_CTA.body}</p>
        <ButtonLink href="/payment" className="mt-6">{CLOSING_CTA.cta}</ButtonLink>
        <p className="mt-4 text-sm text-zinc-400">{CLOSING_CTA.line}</p>
      </section>
    </>
  );
}
