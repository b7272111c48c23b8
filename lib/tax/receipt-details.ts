import "server-only";

import { env } from "@/lib/env";
import { EU_STATES } from "@/lib/eu-states";
import type { Order } from "@/lib/generated/prisma/client";
import type { TaxReceipt } from "@/lib/mail/templates/receipt";

/** What an order recorded about its sale's tax (lib/tax/sale-tax.ts). */
export type OrderTax = Pick<Order, "receiptNumber" | "taxCountry" | "vatRateBp" | "vatCents">;

/**
 * What a receipt shows about a sale, for the receipt e-mail and the printable receipt: its number,
 * the seller from the settings now (the order keeps no copy of them), the buyer's country, and the VAT inside the
 * amount. The VAT is the buyer's country's, except under the `home` scheme, where an EU buyer pays the seller's own
 * (lib/tax/sale-tax.ts). Null for an order without a receipt number (sold with TAX_MODE=off).
 */
export function receiptDetails(order: OrderTax): TaxReceipt | null {
  if (!order.receiptNumber) return null;
  const seller = env.SELLER_NAME && env.SELLER_ADDRESS ? { name: env.SELLER_NAME, address: env.SELLER_ADDRESS, vatId: env.SELLER_VAT_ID ?? null } : null;
  const vatCountry =
    env.VAT_SCHEME === "home" && env.SELLER_COUNTRY && order.taxCountry && EU_STATES.includes(order.taxCountry) ? env.SELLER_COUNTRY : order.taxCountry;
  const vat =
    order.vatRateBp !== null && order.vatCents !== null && vatCountry ? { rateBp: order.vatRateBp, cents: order.vatCents, country: vatCountry } : null;
  return { number: order.receiptNumber, seller, buyerCountry: order.taxCountry, vat };
}
