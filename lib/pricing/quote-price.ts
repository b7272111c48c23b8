import { LICENSE_PRICE, PRICE_FLOORS, type PriceCurrency } from "@/lib/money";

/** The regular price in the currency an order is priced in: USD's is LICENSE_PRICE, the others the seller's price points. */
export type ListPrice = { currency: PriceCurrency; amountCents: number };

/** The sale running when an order is priced; its price is in USD. */
export type SaleTerms = { id: string; label: string; priceCents: number; endsAt: Date };

/** A referral code's terms, as create-order found them valid at that moment. */
export type CodeTerms = { code: string; discountPercent: number; discountCents: number; commissionCents: number };

/** A bulk discount tier the seller set: from `minQuantity` licenses in one order, each costs `percentOff` % less. */
export type BulkTier = { minQuantity: number; percentOff: number };

/** The tier a pack of `quantity` licenses gets: the one with the highest minQuantity not above it; none below every tier. */
export function tierFor<Tier extends BulkTier>(tiers: readonly Tier[], quantity: number): Tier | null {
  let found: Tier | null = null;
  for (const tier of tiers) if (tier.minQuantity <= quantity && (!found || tier.minQuantity > found.minQuantity)) found = tier;
  return found;
}

/** What one license of an order costs and why: the one computation every price the shop shows or charges comes from. */
export type PriceQuote = {
  currency: PriceCurrency;
  /** The regular price, in `currency`. */
  listPriceCents: number;
  /** The sale that set `priceCents`, if one ran. */
  saleId: string | null;
  /** The price before any code: the sale's while it runs, else the regular one. */
  priceCents: number;
  /** What a pack's bulk tier took off `priceCents` (0 for a single license or a pack below every tier). */
  tierCents: number;
  /** The code whose discount applied, and what it took off the price after the tier. */
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
 * Prices one license at a moment, in one currency (USD unless `list` names another price point), as a single
 * purchase or as one seat of a pack that earned a bulk `tier`:
 *
 * 1. The sale's price while one runs, never above the regular price. A sale is priced in USD; in another currency
 *    it takes the same share off that currency's price point, rounded to the cent half up.
 * 2. The tier's percent off that price, rounded to the cent half up.
 * 3. The code's discount on the price after the tier: a percent, rounded to the cent half up, in any currency;
 *    fixed cents only in USD, the currency they were set in (elsewhere the code takes nothing off).
 * 4. Never below the currency's floor (PRICE_FLOORS): the discounts stop there, the tier's first; a sale already
 *    below it stays.
 *
 * The commission is the code's, in USD, never more than what was charged, counted in USD at the ratio of the two
 * price points (the seller's own rate, not a market one).
 */
export function quotePrice({
  sale,
  code,
  list = LICENSE_PRICE,
  tier = null,
}: {
  sale: SaleTerms | null;
  code: CodeTerms | null;
  list?: ListPrice;
  tier?: BulkTier | null;
}): PriceQuote {
  const usdList = LICENSE_PRICE.amountCents;
  const listPriceCents = list.amountCents;
  const onSale = sale !== null && sale.priceCents < usdList;
  const priceCents = onSale ? (list.currency === "USD" ? sale.priceCents : scaled(sale.priceCents, usdList, listPriceCents)) : listPriceCents;
  const floor = PRICE_FLOORS[list.currency];
  const percentOff = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);
  const tierWanted = tier ? percentOff(priceCents, Math.min(100, Math.max(0, tier.percentOff))) : 0;
  const afterTier = priceCents <= floor ? priceCents : Math.max(floor, priceCents - tierWanted);
  const wanted =
    code && discountAppliesIn(code, list.currency) ? (code.discountPercent > 0 ? percentOff(afterTier, code.discountPercent) : code.discountCents) : 0;
  const amountCents = afterTier <= floor ? afterTier : Math.max(floor, afterTier - Math.max(0, wanted));
  const chargedInUsd = list.currency === "USD" ? amountCents : scaled(amountCents, listPriceCents, usdList);
  return {
    currency: list.currency,
    listPriceCents,
    saleId: onSale ? sale.id : null,
    priceCents,
    tierCents: priceCents - afterTier,
    code: code?.code ?? null,
    discountCents: afterTier - amountCents,
    amountCents,
    commissionCents: code ? Math.min(Math.max(0, code.commissionCents), chargedInUsd) : null,
  };
}
