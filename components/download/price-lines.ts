import { PURCHASE_STATUS as S } from "@/lib/content/download";
import type { PurchasePrice } from "@/lib/downloads/purchase-timeline";
import { formatPrice } from "@/lib/money";

/**
 * What a purchase cost, as the receipt e-mail lists it: the regular price, the sale's, a pack's bulk tier and the
 * creator code's discount when they lowered it (each license's), what each license of a pack cost, then the amount
 * paid (alone for one license at the regular price). The purchase status and the printable receipt show the same lines.
 */
export function priceLines(price: PurchasePrice): { term: string; value: string }[] {
  const money = (cents: number) => formatPrice(cents, price.currency);
  const { breakdown, quantity } = price;
  const lines: { term: string; value: string }[] = [];
  if (breakdown) lines.push({ term: S.price.regularPrice, value: money(breakdown.listPriceCents) });
  if (breakdown?.sale) lines.push({ term: S.price.salePrice(breakdown.sale.label), value: money(breakdown.sale.priceCents) });
  if (breakdown?.tier) lines.push({ term: S.price.tierDiscount(breakdown.tier.percent), value: S.price.discount(money(breakdown.tier.cents)) });
  if (breakdown?.code) lines.push({ term: S.price.codeDiscount(breakdown.code.code), value: S.price.discount(money(breakdown.code.discountCents)) });
  if (quantity > 1) lines.push({ term: S.price.eachOf(quantity), value: money(price.amountCents / quantity) });
  lines.push({ term: S.price.amountPaid, value: money(price.amountCents) });
  return lines;
}
