/** How a sale or a creator code brought an order's price down, as the buyer is shown it. */
export type PriceBreakdown = {
  /** The regular price the order was priced from. */
  listPriceCents: number;
  /** The sale that set the price, and its price. */
  sale: { label: string; priceCents: number } | null;
  /** The creator code and what it took off. */
  code: { code: string; discountCents: number } | null;
};

/** The breakdown create-order stored on an order (lib/pricing/quote-price.ts), with its sale's label and price when it has one. */
export type StoredBreakdown = {
  listPriceCents: number | null;
  discountCents: number;
  referralCode: string | null;
  sale: { label: string; priceCents: number } | null;
};

/**
 * The lines worth showing a buyer, as the receipt shows them: null for an order at the regular price (a
 * referral code that took nothing off included) and for one from before sales and creator codes (no list price stored).
 */
export function priceBreakdown(order: StoredBreakdown): PriceBreakdown | null {
  const code = order.discountCents > 0 && order.referralCode ? { code: order.referralCode, discountCents: order.discountCents } : null;
  if (order.listPriceCents === null || (!order.sale && !code)) return null;
  return { listPriceCents: order.listPriceCents, sale: order.sale, code };
}
