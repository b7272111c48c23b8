import Link from "next/link";

import { utcDateTime } from "@/lib/content/dates";
import { PURCHASE_STATUS as S } from "@/lib/content/download";
import { PURCHASE_STATUS_ID } from "@/lib/downloads/download-link";
import type { PurchasePrice, PurchaseTimeline } from "@/lib/downloads/purchase-timeline";

import { priceLines } from "./price-lines";

type Step = { label: string; at: Date | null; note?: string; warn?: boolean };

/** One step: its name and when, as a machine-readable <time> written out in UTC (server-rendered, so no hydration can differ). */
function StepItem({ label, at, note, warn = false }: Step) {
  return (
    <li
      className={`flex flex-col gap-0.5 border-l-2 py-1 pl-4 sm:flex-row sm:justify-between sm:gap-4 ${warn ? "border-amber-400" : at ? "border-brand-500" : "border-ink-700"}`}
    >
      <span className={warn ? "font-semibold text-amber-300" : at ? "font-semibold text-zinc-50" : "text-zinc-400"}>{label}</span>
      <span className="text-zinc-300">
        {at ? <time dateTime={at.toISOString()}>{utcDateTime(at)}</time> : S.notYet}
        {note ? <span className="block text-xs text-zinc-400">{note}</span> : null}
      </span>
    </li>
  );
}

/**
 * What the purchase cost, as the receipt lists it: the regular price, the sale's and the code's discount when they
 * lowered it, then the amount paid (alone for a purchase at the regular price). A list of terms, not of steps, so the
 * timeline's steps stay the only list items.
 */
function PriceLines({ price }: { price: PurchasePrice }) {
  const lines = priceLines(price);
  return (
    <div className="mt-4 border-t border-ink-700 pt-3">
      <h3 className="sr-only">{S.price.label}</h3>
      <dl className="space-y-1 text-sm">
        {lines.map(({ term, value }) => (
          <div key={term} className="flex justify-between gap-4">
            <dt className="text-zinc-400">{term}</dt>
            <dd className="text-zinc-50 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The buyer's purchase timeline: paid, whitelisted, downloaded and, if so, refunded; a server component with no client
 * code. `receiptHref`: the printable receipt, for an order with a receipt number.
 */
export function PurchaseStatus({ timeline, receiptHref }: { timeline: PurchaseTimeline; receiptHref?: string }) {
  const steps: Step[] = [
    ...(timeline.paidAt ? [{ label: S.paid, at: timeline.paidAt, note: timeline.captureId ? S.transaction(timeline.captureId) : undefined }] : []),
    { label: S.whitelisted, at: timeline.whitelistedAt },
    { label: S.downloaded, at: timeline.downloadedAt },
    ...(timeline.refund ? [{ label: S.refunded[timeline.refund.kind], at: timeline.refund.at, warn: true }] : []),
    ...(!timeline.refund && timeline.deactivatedAt ? [{ label: S.deactivated, at: timeline.deactivatedAt, warn: true }] : []),
  ];
  return (
    <section
      id={PURCHASE_STATUS_ID}
      aria-labelledby="purchase-status-heading"
      className="mx-auto mt-6 max-w-2xl scroll-mt-24 rounded-xl border border-ink-700 bg-ink-900 p-6"
    >
      <h2 id="purchase-status-heading" className="text-lg font-semibold text-zinc-50">
        {S.heading}
      </h2>
      <p className="mt-1 text-sm text-zinc-400">{S.intro(timeline.username)}</p>
      <ol className="mt-4 space-y-2 text-sm">
        {steps.map((step) => (
          <StepItem key={step.label} {...step} />
        ))}
      </ol>
      {timeline.price ? <PriceLines price={timeline.price} /> : null}
      {receiptHref ? (
        <p className="mt-3 text-sm">
          <Link href={receiptHref} className="text-brand-300 underline underline-offset-2">
            {S.printableReceipt}
          </Link>
        </p>
      ) : null}
      <p className={`mt-4 text-sm ${timeline.licenseActive ? "text-brand-300" : "font-semibold text-amber-300"}`}>
        {timeline.licenseActive ? S.active(timeline.username) : S.inactive(timeline.username)}
      </p>
    </section>
  );
}
