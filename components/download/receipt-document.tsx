import { utcDate, utcDateTime } from "@/lib/content/dates";
import { RECEIPT_PAGE as R } from "@/lib/content/download";
import { countryName, vatRatePercent } from "@/lib/content/tax";
import type { PrintableReceipt } from "@/lib/downloads/receipt";
import { formatPrice } from "@/lib/money";

import { priceLines } from "./price-lines";

type Line = { term: string; value: string };

/** Amounts as a list of terms, the value right-aligned. */
function Amounts({ lines }: { lines: Line[] }) {
  return (
    <dl className="space-y-1">
      {lines.map(({ term, value }) => (
        <div key={term} className="flex justify-between gap-4">
          <dt className="text-zinc-400">{term}</dt>
          <dd className="text-zinc-50 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "incl. VAT 19 % (Germany) $0.80", the receipt e-mail's line; negative on the credit note. */
function VatLine({ vat, currency, sign }: { vat: NonNullable<PrintableReceipt["receipt"]["vat"]>; currency: string; sign: 1 | -1 }) {
  return (
    <p className="mt-1 text-right text-zinc-300">
      {R.vatIncluded(vatRatePercent(vat.rateBp), countryName(vat.country), formatPrice(sign * vat.cents, currency))}
    </p>
  );
}

/**
 * The printable receipt: what the receipt e-mail says (the seller, the buyer's country, the PayPal
 * transaction, the price and the VAT inside it) as one document, and after a refund its credit note with the
 * amounts negative. A server component; app/globals.css prints it black on white on one A4 sheet (.receipt-print).
 */
export function ReceiptDocument({ receipt: r }: { receipt: PrintableReceipt }) {
  const money = (cents: number) => formatPrice(cents, r.price.currency);
  const { seller, buyerCountry, vat } = r.receipt;
  const prices = priceLines(r.price);

  return (
    <article aria-labelledby="receipt-heading" className="receipt-print mx-auto max-w-2xl rounded-xl border border-ink-700 bg-ink-900 p-6 text-sm sm:p-8">
      <h1 id="receipt-heading" className="text-3xl font-extrabold tracking-tight text-zinc-50">
        {R.heading}
      </h1>
      <p className="mt-1 font-semibold text-zinc-200">{R.receipt(r.receipt.number, utcDate(r.paidAt))}</p>

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {seller ? (
          <section aria-labelledby="receipt-seller">
            <h2 id="receipt-seller" className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">
              {R.seller}
            </h2>
            <p className="mt-1 text-zinc-50">{seller.name}</p>
            <p className="text-zinc-300">{seller.address}</p>
            {seller.vatId ? <p className="text-zinc-300">{R.vatId(seller.vatId)}</p> : null}
          </section>
        ) : null}
        <section aria-labelledby="receipt-buyer">
          <h2 id="receipt-buyer" className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">
            {R.buyer}
          </h2>
          {r.pack ? (
            <>
              <p className="mt-1 text-zinc-50">{R.pack(r.pack.seats.length)}</p>
              <ul className="text-zinc-300">
                {r.pack.seats.map((seat) => (
                  <li key={seat.position}>
                    {seat.username === null ? R.seatGift(seat.position) : R.seatAccount(seat.position, seat.username)}
                    {seat.refunded ? ` ${R.seatRefunded}` : null}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-1 text-zinc-50">{r.username === null ? R.gift : R.account(r.username)}</p>
          )}
          {buyerCountry ? <p className="text-zinc-300">{R.buyerCountry(countryName(buyerCountry))}</p> : null}
        </section>
      </div>

      <div className="mt-6 text-zinc-300">
        <p>{R.date(utcDateTime(r.paidAt))}</p>
        <p>{R.transaction(r.captureId)}</p>
        <p>{R.order(r.paypalOrderId)}</p>
      </div>

      <div className="mt-6 border-t border-ink-700 pt-3">
        <p className="mb-2 font-semibold text-zinc-50">{R.product}</p>
        <Amounts lines={prices} />
        {vat ? <VatLine vat={vat} currency={r.price.currency} sign={1} /> : null}
      </div>
      <p className="mt-6 text-xs text-zinc-400">{R.terms(r.tosVersion, r.tosAcceptedAt.toISOString())}</p>

      {r.pack?.creditNotes.map((note) => (
        <section key={note.number} aria-label={note.number} className="mt-8 border-t border-ink-700 pt-6">
          <h2 className="text-lg font-semibold text-zinc-50">{R.seatCreditNote(note.number, r.receipt.number, note.positions.join(", "))}</h2>
          <p className="mt-1 text-zinc-300">{R.creditNote.date(utcDateTime(note.at))}</p>
          <div className="mt-3">
            <Amounts lines={[{ term: R.amountLabel, value: money(-note.amountCents) }]} />
            {vat ? <VatLine vat={{ ...vat, cents: note.vatCents }} currency={r.price.currency} sign={-1} /> : null}
          </div>
        </section>
      ))}
      {r.creditNote ? (
        <section aria-labelledby="credit-note-heading" className="mt-8 border-t border-ink-700 pt-6">
          <h2 id="credit-note-heading" className="text-lg font-semibold text-zinc-50">
            {R.creditNote.heading(r.creditNote.number, r.receipt.number)}
          </h2>
          <p className="mt-1 text-zinc-300">{R.creditNote.date(utcDateTime(r.creditNote.at))}</p>
          <div className="mt-3">
            <Amounts lines={[{ term: R.amountLabel, value: money(-r.price.amountCents) }]} />
            {vat ? <VatLine vat={vat} currency={r.price.currency} sign={-1} /> : null}
          </div>
        </section>
      ) : null}
    </article>
  );
}
