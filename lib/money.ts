/** The one thing the shop sells, priced here and nowhere else: never from the browser. */
export const LICENSE_PRICE = { amountCents: 500, currency: "USD" } as const;

/**
 * The currencies the license may be priced in: USD always (LICENSE_PRICE), each other one once the seller set a
 * price point for it (lib/pricing/price-list.ts). Each is one PayPal accepts, and all take two decimals, so an
 * amount in cents is an amount in hundredths of any of them.
 */
export const PRICE_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "PLN", "SEK", "BRL"] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

export const isPriceCurrency = (value: string): value is PriceCurrency => (PRICE_CURRENCIES as readonly string[]).includes(value);

/**
 * The lowest a license sells for in each currency: a code's discount stops here. $1.00 and a set equivalent
 * of it per currency, round amounts a buyer recognises rather than a conversion that moves with the rate.
 */
export const PRICE_FLOORS: Readonly<Record<PriceCurrency, number>> = { USD: 100, EUR: 100, GBP: 100, CAD: 150, AUD: 150, PLN: 400, SEK: 1000, BRL: 500 };

/** $1.00 per referred sale (terms, section 2). */
export const REFERRAL_COMMISSION = { amountCents: 100, currency: "USD" } as const;

/**
 * An amount as people read it: formatPrice(500, "USD") → "$5.00". With
 * `wholeUnits`, an amount of whole dollars drops its ".00" ("$5"), as the
 * site's copy writes the price; other amounts keep their cents.
 */
export function formatPrice(amountCents: number, currency: string, { wholeUnits = false }: { wholeUnits?: boolean } = {}): string {
  const digits = wholeUnits && amountCents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    amountCents / 100,
  );
}

/** The license price as the copy writes it: "$5". */
export const PRICE = formatPrice(LICENSE_PRICE.amountCents, LICENSE_PRICE.currency, { wholeUnits: true });

/** An affiliate's commission per referred sale as the copy writes it: "$1". */
export const COMMISSION = formatPrice(REFERRAL_COMMISSION.amountCents, REFERRAL_COMMISSION.currency, { wholeUnits: true });

/** Cents to PayPal's decimal string: 500 → "5.00". */
export function toPaypalValue(amountCents: number): string {
  return (amountCents / 100).toFixed(2);
}

/**
 * PayPal's decimal string to integer cents, exactly: "5.00" → 500, and "1.0" or
 * "1" → 100 (PayPal's own samples drop trailing zeros). NaN for anything else:
 * a sign, an exponent, more than two decimals, or more cents than a double
 * holds exactly.
 */
export function fromPaypalValue(value: string): number {
  const match = /^(\d{1,16})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : Number.NaN;
}
