import type { VanityCodeRequestRow } from "@/lib/affiliates/vanity-code-request-row";
import { AFFILIATE_PORTAL } from "@/lib/content/affiliate-portal";
import { utcDateTime } from "@/lib/content/dates";

import { VanityCodeForm } from "./vanity-code-form";

const P = AFFILIATE_PORTAL.vanity;

/**
 * "Ask for a vanity code": the request waiting for review, recent refusals with their reasons, and
 * the form; instead of the form, why not, when the affiliate holds the most codes, is suspended or already waits.
 * Accepted requests are not listed: their code is in the referral links above.
 */
export function VanityCodeRequests({
  requests,
  codeCount,
  maxCodes,
  suspended,
}: {
  requests: VanityCodeRequestRow[];
  codeCount: number;
  maxCodes: number;
  suspended: boolean;
}) {
  const pending = requests.find((r) => r.status === "PENDING");
  const refused = requests.filter((r) => r.status === "REFUSED");
  const note = suspended ? P.suspended : codeCount >= maxCodes ? P.full(maxCodes) : pending ? P.pendingNote : null;
  return (
    <section aria-labelledby="vanity-heading" className="rounded-xl border border-ink-700 bg-ink-900 p-6">
      <h2 id="vanity-heading" className="text-xl font-semibold text-zinc-50">
        {P.heading}
      </h2>
      <p className="mt-1 text-sm text-zinc-300">{P.intro}</p>
      {pending || refused.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-2 text-sm">
          {pending ? (
            <li className="rounded-lg border border-ink-800 bg-ink-950 p-3">
              <p className="font-mono font-semibold text-brand-300">{P.pending(pending.code)}</p>
              <p className="mt-1 text-xs text-zinc-400">{P.asked(utcDateTime(pending.createdAt))}</p>
            </li>
          ) : null}
          {refused.map((request) => (
            <li key={request.id} className="rounded-lg border border-ink-800 bg-ink-950 p-3">
              <p className="font-mono font-semibold text-red-300">{P.refused(request.code)}</p>
              {request.reason ? <p className="mt-1 break-words whitespace-pre-line text-zinc-200">{P.reason(request.reason)}</p> : null}
              <p className="mt-1 text-xs text-zinc-400">{P.asked(utcDateTime(request.createdAt))}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {note ? <p className="mt-4 text-sm text-zinc-300">{note}</p> : <VanityCodeForm />}
    </section>
  );
}
