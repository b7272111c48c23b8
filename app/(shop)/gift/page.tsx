import type { Metadata } from "next";

import { Gift } from "lucide-react";

import { GIFT_PAGE_META, GIFT_PAGE as P } from "@/lib/content/gifts";
import { BACK_HOME } from "@/lib/content/navigation";
import { redeemLink } from "@/lib/gifts/gift-links";
import { getGiftStatus } from "@/lib/gifts/gift-status";
import { pageMetadata } from "@/lib/seo";

import { ButtonLink } from "@/components/ui/button-link";
import { StaticIcon } from "@/components/ui/static-icon";

import { GiftCodeCard } from "@/components/gifts/gift-code-card";
import { giftStateText } from "@/components/gifts/gift-state-text";

// Never indexed: what it shows belongs to one buyer.
export const metadata: Metadata = { ...pageMetadata(GIFT_PAGE_META), robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The buyer's gift page, opened by the signed link the checkout and the receipt give: the gift code
 * once (from the fragment, components/gifts/gift-code-card.tsx), printable, and what became of the gift: not
 * redeemed yet, redeemed by whom and when, or void after a refund, and when its e-mail goes to the recipient.
 */
export default async function GiftPage({ searchParams }: { searchParams: SearchParams }) {
  const { access } = await searchParams;
  const status = typeof access === "string" ? await getGiftStatus(access) : null;
  return (
    <div className="mx-auto flex max-w-xl flex-col py-6">
      <div className="rounded-xl border border-ink-700 bg-ink-900 p-6 sm:p-8 print:border-0">
        <StaticIcon icon={Gift} className="size-10 text-brand-400 print:hidden" />
        <h1 className="mt-4 text-3xl font-bold text-zinc-50 print:hidden">{P.heading}</h1>
        {status ? (
          <>
            <GiftCodeCard redeemUrl={redeemLink()} />
            <section aria-labelledby="gift-status-heading" className="mt-6 print:hidden">
              <h2 id="gift-status-heading" className="text-xl font-semibold text-zinc-50">
                {P.statusHeading}
              </h2>
              <p data-testid="gift-state" className="mt-2 text-zinc-200">
                {giftStateText(status.state)}
              </p>
              <p className="mt-1 text-sm text-zinc-400">
                {status.recipientEmail ? P.delivery({ ...status, recipientEmail: status.recipientEmail }, new Date()) : P.noRecipient}
              </p>
            </section>
          </>
        ) : (
          <p className="mt-4 text-zinc-300">{P.invalidLink}</p>
        )}
      </div>
      <ButtonLink href="/" variant="secondary" className="mt-6 self-center print:hidden">
        {BACK_HOME}
      </ButtonLink>
    </div>
  );
}
