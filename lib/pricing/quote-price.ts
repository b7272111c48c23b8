import { LICENSE_PRICE } from "@/lib/money";

/** The lowest amount a buyer is ever charged: a code's discount stops here. */
export const PRICE_FLOOR_CENTS = 100;

/** The sale running when an order is priced. */
export type SaleTerms = { id: string; label: string; priceCents: number; endsAt: Date };

/** A referral code's terms, as create-order found them valid at that moment. */
export type CodeTerms = { code: string; discountPercent: number; discountCents: number; commissionCents: number };

/** What an order costs and why: the one computation every price the shop shows or charges comes from. */
export type PriceQuote = {
  currency: typeof LICENSE_PRICE.currency;
  /** The regular price. */
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
  /** What the code's affiliate earns if it is paid, at most `amountCents`; null without a code. */
  commissionCents: number | null;
};

/**
 * Prices the license at a moment: the sale's price while one runs (never above the regular price), then the
 * code's discount on that price, a percent rounded to the cent half up or fixed cents, stopping at
 * PRICE_FLOOR_CENTS; the commission is the code's, never more than the amount charged.
 */
export function quotePrice({ sale, code }: { sale: SaleTerms | null; code: CodeTerms | null }): PriceQuote {
  const listPriceCents = LICENSE_PRICE.amountCents;
  const priceCents = sale ? Math.min(sale.priceCents, listPriceCents) : listPriceCents;
  const wanted = code ? (code.discountPercent > 0 ? Math.floor((priceCents * code.discountPercent + 50) / 100) : code.discountCents) : 0;
  const amountCents = priceCents <= PRICE_FLOOR_CENTS ? priceCents : Math.max(PRICE_FLOOR_CENTS, priceCents - Math.max(0, wanted));
  return {
    currency: LICENSE_PRICE.currency,
    listPriceCents,
    saleId: sale && sale.priceCents < listPriceCents ? sale.id : null,
    priceCents,
    code: code?.code ?? null,
    discountCents: priceCents - amountCents,
    amountCents,
    commissionCents: code ? Math.min(Math.max(0, code.commissionCents), amountCents) : null,
  };
}
