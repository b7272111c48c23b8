import { CircleCheck, LoaderCircle, TriangleAlert } from "lucide-react";

import { CAPTURE_OUTCOME as C } from "@/lib/content/checkout";

import type { CaptureOutcome } from "./use-purchase-flow";

/**
 * The lasting message after a capture failed (the spec's toast goes after a
 * few seconds): whether PayPal took the money, read from the order on the
 * server, and what to do next. Announced politely as it changes.
 */
export function CaptureOutcomeNotice({ outcome, supportEmail }: { outcome: CaptureOutcome; supportEmail: string }) {
  const { orderId, state } = outcome;
  if (state === "checking") {
    return (
      <p role="status" className="flex items-center gap-2 rounded-lg border border-ink-700 px-4 py-3 text-sm text-zinc-300">
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
        {C.checking}
      </p>
    );
  }
  const good = state === "paid" || state === "not_charged";
  const text =
    state === "paid"
      ? { heading: C.paid.heading, body: C.paid.body(orderId) }
      : state === "not_charged"
        ? { heading: C.notCharged.heading, body: C.notCharged.body(orderId) }
        : state === "refunded"
          ? { heading: C.refunded.heading, body: C.refunded.body(orderId, supportEmail) }
          : { heading: C.unknown.heading, body: C.unknown.body(orderId, supportEmail) };
  const Icon = good ? CircleCheck : TriangleAlert;
  return (
    <div
      role="status"
      data-testid="capture-outcome"
      className={`rounded-lg border px-4 py-3 text-sm ${good ? "border-sky-700 bg-sky-950/60 text-sky-100" : "border-amber-700 bg-amber-950/50 text-amber-100"}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden className="size-4 shrink-0" />
        {text.heading}
      </p>
      <p className="mt-1">{text.body}</p>
      {state === "paid" && outcome.downloadToken ? (
        <a
          href={`/download?access=${encodeURIComponent(outcome.downloadToken)}`}
          className="mt-2 inline-block font-medium text-brand-300 underline underline-offset-2"
        >
          {C.paid.link}
        </a>
      ) : null}
    </div>
  );
}
