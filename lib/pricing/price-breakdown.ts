/** How a sale, a pack's bulk tier or a creator code brought an order's price (each license's, for a pack) down, as the buyer is shown it. */
export type PriceBreakdown = {
  /** The regular price the order was priced from. */
  listPriceCents: number;
  /** The sale that set the price, and its price. */
  sale: { label: string; priceCents: number } | null;
  /** A pack's bulk tier: its percent and what it took off each license. */
  tier?: { percent: number; cents: number };
  /** The creator code and what it took off. */
  code: { code: string; discountCents: number } | null;
};

/** The breakdown create-order stored on an order (lib/pricing/quote-price.ts), with its sale's label and price when it has one. */
export type StoredBreakdown = {
  listPriceCents: number | null;
  discountCents: number;
  referralCode: string | null;
  sale: { label: string; priceCents: number } | null;
  /** A pack's bulk tier; absent or null for an order of one license. */
  tierPercent?: number | null;
  tierCents?: number;
};

/**
 * The lines worth showing a buyer, as the receipt shows them: null for an order at the regular price (a
 * referral code that took nothing off included) and for one from before sales and creator codes (no list price stored).
 */
export function priceBreakdown(order: StoredBreakdown): PriceBreakdown | null {
  const code = order.discountCents > 0 && order.referralCode ? { code: order.referralCode, discountCents: order.discountCents } : null;
  const tier = order.tierPercent && order.tierCents ? { percent: order.tierPercent, cents: order.tierCents } : null;
  if (order.listPriceCents === null || (!order.sale && !code && !tier)) return null;
  return { listPriceCents: order.listPriceCents, sale: order.sale, ...(tier && { tier }), code };
}
