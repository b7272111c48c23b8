import type { Metadata } from "next";
import Link from "next/link";

import { ArrowLeft, ShieldUser } from "lucide-react";

import { AFFILIATE, LICENSE_CARD, LOST_DOWNLOAD_LINK, PAYMENT_META, PAYMENT_PAGE } from "@/lib/content/checkout";
import { utcDateTime } from "@/lib/content/dates";
import { TOS_VERSION } from "@/lib/content/legal";
import { USERNAME_MAX_LENGTH } from "@/lib/payments/schemas";
import { currentPrice, type ShownPrice } from "@/lib/pricing/current-price";
import { pageMetadata } from "@/lib/seo";
import { site } from "@/lib/site";

import { ButtonLink } from "@/components/ui/button-link";
import { StaticIcon } from "@/components/ui/static-icon";

import { AffiliateDialog } from "@/components/checkout/affiliate-dialog";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import { ChosenPrice } from "@/components/checkout/chosen-price";
import { CodePrice } from "@/components/checkout/code-price";
import { CheckList } from "@/components/marketing/check-list";

/** The description and the share card's alt name the price shown now: a sale's start and end refresh them with the page. */
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(PAYMENT_META, (await currentPrice()).text);
}

/**
 * The price create-order charges now without a code (a sale's, the regular one struck through beside it, and the
 * sale's end): prerendered in USD, in the buyer's currency once the page knows it (a leaf of its own), and what a
 * creator code the form applied comes to (another leaf).
 */
function PriceLines({ price, large }: { price: ShownPrice; large: boolean }) {
  return (
    <>
      <p className={large ? "mt-2" : undefined}>
        <ChosenPrice usd={{ text: price.text, regularText: price.regularText }} large={large} />
        <span className="text-zinc-400">{LICENSE_CARD.period}</span>
      </p>
      {price.sale ? (
        <p className="mt-1 text-sm font-semibold text-brand-300">{LICENSE_CARD.saleUntil(price.sale.label, utcDateTime(price.sale.endsAt))}</p>
      ) : null}
      <CodePrice />
    </>
  );
}

// A static shell: the form, PayPal's buttons and the affiliate dialog are the client leaves. The card shows the
// price and what a creator code comes to; on a phone, where the card follows the form, the same lines head the form,
// so the price is read before PayPal's buttons.
export default async function PaymentPage() {
  const price = await currentPrice();
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">{PAYMENT_PAGE.heading}</h1>
          <p className="mt-2 max-w-2xl text-zinc-300">{PAYMENT_PAGE.intro}</p>
        </div>
        <Link
          href="/admin/login"
          aria-label={PAYMENT_PAGE.adminLogin}
          title={PAYMENT_PAGE.adminLogin}
          className="rounded-lg p-2 text-zinc-500 hover:bg-ink-800 hover:text-zinc-200"
        >
          <StaticIcon icon={ShieldUser} className="size-5" />
        </Link>
      </div>

      {/* The form comes first in reading order and on a phone; from lg up it sits in the right column. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_3fr]">
        <div className="rounded-xl border border-ink-700 bg-ink-900 p-6 lg:col-start-2 lg:row-start-1">
          <div data-testid="price-summary" className="mb-5 border-b border-ink-800 pb-4 lg:hidden">
            <PriceLines price={price} large={false} />
          </div>
          <CheckoutForm supportEmail={site.supportEmail} termsVersion={TOS_VERSION} usernameMaxLength={USERNAME_MAX_LENGTH} />
        </div>
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="license-heading" className="rounded-xl border border-brand-600 bg-ink-900 p-6">
            <h2 id="license-heading" className="text-lg font-semibold text-zinc-50">
              {LICENSE_CARD.name}
            </h2>
            <PriceLines price={price} large />
            <p className="mt-1 text-sm text-zinc-300">{LICENSE_CARD.note}</p>
            <h3 className="mt-5 text-sm font-semibold tracking-wide text-zinc-400 uppercase">{LICENSE_CARD.includedHeading}</h3>
            <CheckList items={LICENSE_CARD.included} className="mt-2 text-zinc-200" />
            <p className="mt-5 text-sm text-zinc-300">
              {PAYMENT_PAGE.alreadyPaid}{" "}
              <Link href={LOST_DOWNLOAD_LINK.href} className="font-medium text-brand-300 underline underline-offset-2">
                {LOST_DOWNLOAD_LINK.label}
              </Link>
            </p>
            <p className="mt-2 text-sm text-zinc-300">
              {PAYMENT_PAGE.haveGift}{" "}
              <Link href={PAYMENT_PAGE.redeem.href} className="font-medium text-brand-300 underline underline-offset-2">
                {PAYMENT_PAGE.redeem.label}
              </Link>
            </p>
          </section>
          <section aria-labelledby="affiliate-heading" className="rounded-xl border border-ink-700 bg-ink-900 p-6">
            <h2 id="affiliate-heading" className="text-lg font-semibold text-zinc-50">
              {AFFILIATE.cardHeading}
            </h2>
            <p className="mt-1 text-sm text-zinc-300">{AFFILIATE.cardBody}</p>
            <AffiliateDialog />
          </section>
        </div>
      </div>

      <ButtonLink href="/" variant="secondary" className="mt-8">
        <StaticIcon icon={ArrowLeft} className="size-5" /> {PAYMENT_PAGE.backHome}
      </ButtonLink>
    </>
  );
}
