import { formatPrice } from "@/lib/money";
import { quotePrice, type ListPrice } from "@/lib/pricing/quote-price";

/** A sale as listed: its id, label, USD price and end. */
type ListedSale = { id: string; label: string; priceCents: number; endsAt: string };

/**
 * What each sale charges in the other currencies on offer, as create-order will price them (the sale's share of
 * each price point, lib/pricing/quote-price.ts): "€3.99 · £3.59" per sale id, empty while USD is the only currency.
 * The sale is priced in USD; the seller reads here what the buyers paying in the others see.
 */
export function salePricesElsewhere(sales: readonly ListedSale[], lists: readonly ListPrice[]): Record<string, string> {
  const others = lists.filter((list) => list.currency !== "USD");
  return Object.fromEntries(
    sales.map((sale) => [
      sale.id,
      others
        .map((list) => formatPrice(quotePrice({ sale: { ...sale, endsAt: new Date(sale.endsAt) }, code: null, list }).priceCents, list.currency))
        .join(" · "),
    ]),
  );
}
