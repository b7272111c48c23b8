import { PlayCircle } from "lucide-react";

import { PROOF } from "@/lib/content/landing";

import { Card } from "@/components/marketing/card";
import { CheckList } from "@/components/marketing/check-list";
import { MediaPlaceholder } from "@/components/marketing/media-placeholder";
import { SectionHeading } from "@/components/marketing/section-heading";

/** The landing page's proof: demo video slot, how inputs stay humanized, benefits, the live user count. */
export function ProofSection({ activeUsers }: { activeUsers: number }) {
  return (
    <section aria-labelledby="proof" className="py-10">
      <SectionHeading id="proof" title={PROOF.heading} />
      <MediaPlaceholder Icon={PlayCircle} label={PROOF.videoLabel} caption={PROOF.videoCaption} className="mx-auto max-w-3xl" />
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {[
          { title: PROOF.humanizedHeading, items: PROOF.humanized },
          { title: PROOF.antiDetectionHeading, items: PROOF.antiDetection },
        ].map((list) => (
          <Card key={list.title}>
            <h3 className="font-semibold text-zinc-50">{list.title}</h3>
            <CheckList items={list.items} className="mt-3 text-sm text-zinc-300" />
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
  );
}
