import { utcDateTime } from "@/lib/content/dates";
import { PURCHASE_STATUS as S } from "@/lib/content/download";
import { PURCHASE_STATUS_ID } from "@/lib/downloads/download-link";
import type { PurchaseTimeline } from "@/lib/downloads/purchase-timeline";

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

/** The buyer's purchase timeline: paid, whitelisted, downloaded and, if so, refunded; a server component with no client code. */
export function PurchaseStatus({ timeline }: { timeline: PurchaseTimeline }) {
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
      <p className={`mt-4 text-sm ${timeline.licenseActive ? "text-brand-300" : "font-semibold text-amber-300"}`}>
        {timeline.licenseActive ? S.active(timeline.username) : S.inactive(timeline.username)}
      </p>
    </section>
  );
}
