"use client";

import { PACK_OUTCOME as P } from "@/lib/content/checkout";
import { giftPagePath } from "@/lib/gifts/gift-links";
import type { PackSeatResult } from "@/lib/payments/schemas";

import { ButtonLink } from "@/components/ui/button-link";

import { CopyButton } from "@/components/marketing/copy-button";

/**
 * After a pack's payment, in place of the form: each license (active, or refunded because another payment licensed
 * its account first), each gift code (shown this once, with its gift page), and the download for its accounts.
 */
export function PackOutcome({ seats, downloadToken }: { seats: PackSeatResult[]; downloadToken: string | null }) {
  return (
    <section aria-labelledby="pack-outcome-heading" data-testid="pack-outcome" className="space-y-4">
      <h2 id="pack-outcome-heading" className="text-xl font-semibold text-zinc-50">
        {P.heading(seats.length)}
      </h2>
      <p className="text-sm text-zinc-300">{P.intro}</p>
      <ol className="space-y-2 text-sm">
        {seats.map((seat) => (
          <li key={seat.position} data-testid={`pack-seat-${seat.position}`} className="rounded-lg border border-ink-800 px-3 py-2 text-zinc-200">
            {seat.refunded ? (
              P.refunded(seat.position, seat.username ?? "")
            ) : seat.gift ? (
              <span className="flex flex-wrap items-center gap-2">
                {P.gift(seat.position)}
                {seat.gift.code ? (
                  <>
                    <code data-testid="pack-gift-code" className="font-mono font-bold text-brand-300 select-all">
                      {seat.gift.code}
                    </code>
                    <CopyButton text={seat.gift.code} label={P.copy(seat.position)} />
                  </>
                ) : null}
                <a href={giftPagePath(seat.gift.statusToken)} className="text-brand-300 underline underline-offset-2">
                  {P.giftPage}
                </a>
              </span>
            ) : (
              <>
                {P.account(seat.position, seat.username ?? "")} <span className="text-brand-300">({P.active})</span>
              </>
            )}
          </li>
        ))}
      </ol>
      {downloadToken ? <ButtonLink href={`/download?access=${encodeURIComponent(downloadToken)}`}>{P.download}</ButtonLink> : null}
    </section>
  );
}
