import { LICENSE_PRICE, PRICE_FLOORS, type PriceCurrency } from "@/lib/money";

/** The regular price in the currency an order is priced in: USD's is LICENSE_PRICE, the others the seller's price points. */
export type ListPrice = { currency: PriceCurrency; amountCents: number };

/** The sale running when an order is priced; its price is in USD. */
export type SaleTerms = { id: string; label: string; priceCents: number; endsAt: Date };

/** A referral code's terms, as create-order found them valid at that moment. */
export type CodeTerms = { code: string; discountPercent: number; discountCents: number; commissionCents: number };

/** What an order costs and why: the one computation every price the shop shows or charges comes from. */
export type PriceQuote = {
  currency: PriceCurrency;
  /** The regular price, in `currency`. */
  listPriceCents: number;
  /** The sale that set `priceCents`, if one ran. */
  saleId: string | null;
  /** The price before any code: the sale's while it runs, else the regular one. */
  priceCents: number;
  /** The code whose discount applied, and what it took off `priceCents`. */
  code: string | null;
  discountCents: number;
  /** What PayPal is asked for. */
  amountCents: number;
  /** What the code's affiliate earns if it is paid, in USD, at most what was charged (in USD at the price points' ratio); null without a code. */
  commissionCents: number | null;
};

/** Whether a code's discount can apply in `currency`: a percent anywhere, fixed cents only in USD, where they were set. */
export const discountAppliesIn = (code: CodeTerms, currency: PriceCurrency) => code.discountPercent > 0 || code.discountCents <= 0 || currency === "USD";

/** `cents` of the USD list price scaled to another currency's list price, rounded to the cent half up. */
const scaled = (cents: number, from: number, to: number) => Math.floor((cents * to + Math.floor(from / 2)) / from);

/**
 * Prices the license at a moment, in one currency (USD unless `list` names another price point):
 *
 * 1. The sale's price while one runs, never above the regular price. A sale is priced in USD; in another currency
 *    it takes the same share off that currency's price point, rounded to the cent half up.
 * 2. The code's discount on that price: a percent, rounded to the cent half up, in any currency; fixed cents only
 *    in USD, the currency they were set in (elsewhere the code takes nothing off).
 * 3. Never below the currency's floor (PRICE_FLOORS): a discount stops there; a sale already below it stays.
 *
 * The commission is the code's, in USD, never more than what was charged, counted in USD at the ratio of the two
 * price points (the seller's own rate, not a market one).
 */
export function quotePrice({ sale, code, list = LICENSE_PRICE }: { sale: SaleTerms | null; code: CodeTerms | null; list?: ListPrice }): PriceQuote {
  const usdList = LICENSE_PRICE.amountCents;
  const listPriceCents = list.amountCents;
  const onSale = sale !== null && sale.priceCents < usdList;
  const priceCents = onSale ? (list.currency === "USD" ? sale.priceCents : scaled(sale.priceCents, usdList, listPriceCents)) : listPriceCents;
  const wanted =
    code && discountAppliesIn(code, list.currency)
      ? code.discountPercent > 0
        ? Math.floor((priceCents * code.discountPercent + 50) / 100)
        : code.discountCents
      : 0;
  const floor = PRICE_FLOORS[list.currency];
  const amountCents = priceCents <= floor ? priceCents : Math.max(floor, priceCents - Math.max(0, wanted));
  const chargedInUsd = list.currency === "USD" ? amountCents : scaled(amountCents, listPriceCents, usdList);
  return {
    currency: list.currency,
    listPriceCents,
    saleId: onSale ? sale.id : null,
    priceCents,
    code: code?.code ?? null,
    discountCents: priceCents - amountCents,
    amountCents,
    commissionCents: code ? Math.min(Math.max(0, code.commissionCents), chargedInUsd) : null,
  };
}
