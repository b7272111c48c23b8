import type { Metadata } from "next";

import { ArrowRight, CirclePlay, FileText, Wrench } from "lucide-react";

import { HOW_TO, TROUBLESHOOTING, TUTORIAL_CTA, TUTORIAL_MEDIA, TUTORIAL_META, TUTORIAL_PAGE, TUTORIAL_STEPS } from "@/lib/content/tutorial";
import { currentPrice } from "@/lib/pricing/current-price";
import { pageMetadata } from "@/lib/seo";
import { howToData } from "@/lib/structured-data";

import { ButtonLink } from "@/components/ui/button-link";
import { StaticIcon } from "@/components/ui/static-icon";

import { Card } from "@/components/marketing/card";
import { CopyButton } from "@/components/marketing/copy-button";
import { CtaSection } from "@/components/marketing/cta-section";
import { JsonLd } from "@/components/marketing/json-ld";
import { MediaPlaceholder } from "@/components/marketing/media-placeholder";
import { RegularPrice } from "@/components/marketing/regular-price";

/** The description and the share card's alt name the price shown now: a sale's start and end refresh them with the page. */
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(TUTORIAL_META, (await currentPrice()).text);
}

export default async function TutorialPage() {
  const price = await currentPrice();
  const steps = TUTORIAL_STEPS(price.text);
  const cta = TUTORIAL_CTA(price.text);
  return (
    <>
      <JsonLd data={howToData({ ...HOW_TO, steps, price })} />

      <div className="py-8 text-center sm:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-5xl">{TUTORIAL_PAGE.heading}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-zinc-300">{TUTORIAL_PAGE.intro}</p>
        <ButtonLink href="/payment" className="mt-6">
          {cta.cta} <RegularPrice text={price.regularText} className="font-normal opacity-75" /> <StaticIcon icon={ArrowRight} className="size-5" />
        </ButtonLink>
      </div>

      <ol className="mx-auto max-w-3xl space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} id={`step-${index + 1}`} className="flex scroll-mt-4 gap-4 rounded-xl border border-ink-700 bg-ink-900 p-5">
            <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-500 font-bold text-ink-950">
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <h2 className="text-lg font-semibold text-zinc-50">{step.title}</h2>
              <p className="mt-2 leading-relaxed break-words text-zinc-300">{step.body}</p>
              {step.command ? (
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <code className="max-w-full min-w-0 overflow-x-auto rounded-lg bg-ink-950 px-3 py-2 font-mono break-all text-brand-300">{step.command}</code>
                  <CopyButton text={step.command} label={TUTORIAL_PAGE.copyLabel(step.command)} />
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ol>

      <section aria-labelledby="troubleshooting" className="mx-auto max-w-3xl py-12">
        <h2 id="troubleshooting" className="flex items-center gap-2 text-2xl font-bold text-zinc-50 sm:text-3xl">
          <StaticIcon icon={Wrench} className="size-6 shrink-0 text-brand-400" />
          {TUTORIAL_PAGE.troubleshootingHeading}
        </h2>
        <p className="mt-2 break-words text-zinc-300">{TUTORIAL_PAGE.troubleshootingIntro}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {TROUBLESHOOTING.map((item) => (
            <li key={item.issue}>
              <Card className="h-full">
                <h3 className="font-semibold text-zinc-50">{item.issue}</h3>
                <p className="mt-2 text-sm leading-relaxed break-words text-zinc-300">{item.fix}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guides" className="mx-auto max-w-3xl">
        <h2 id="guides" className="text-2xl font-bold text-zinc-50 sm:text-3xl">
          {TUTORIAL_MEDIA.heading}
        </h2>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <MediaPlaceholder Icon={CirclePlay} label={TUTORIAL_MEDIA.videoLabel} caption={TUTORIAL_MEDIA.videoCaption} />
          <MediaPlaceholder Icon={FileText} label={TUTORIAL_MEDIA.pdfLabel} caption={TUTORIAL_MEDIA.pdfCaption} />
        </div>
      </section>

      <CtaSection id="tutorial-cta" content={cta} regularPrice={price.regularText} />
    </>
  );
}
