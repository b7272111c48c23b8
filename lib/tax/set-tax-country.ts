import "server-only";

import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { lockOrderUnderReview, recordTaxDecision, taxDecision } from "@/lib/tax/order-under-review";
import { rateFor, VAT_SOURCE } from "@/lib/tax/sale-tax";
import type { SetTaxCountryInput } from "@/lib/tax/schemas";
import { taxInsideCents } from "@/lib/tax/tax-inside";

/** What the review list shows of an order once decided. */
export type TaxDecision = ReturnType<typeof taxDecision> & { orderId: string };

/**
 * "Set country" on an order under review: the admin names the country the buyer is in, and the
 * order's VAT is worked out again as at its capture, by the rule the sale used (rateFor, taxInsideCents): the rate
 * for that country on the capture's date, the VAT inside its amount. The review ends; who decided and why are kept
 * on the order and in the audit log, with the figures before and after. The rates' source stays the one the order
 * recorded (else today's table's). A credit note of a refunded order needs no change: the return reads the order's
 * current country, rate and VAT for its refund too (lib/tax/quarter-return.ts), so it follows the decision.
 */
export async function setTaxCountry({ orderId, country, reason }: SetTaxCountryInput, ctx: AdminContext): Promise<TaxDecision> {
  return prisma.$transaction(async (tx) => {
    const order = await lockOrderUnderReview(tx, orderId);
    const rate = rateFor(country, order.capturedAt);
    const after = {
      taxCountry: country,
      vatRateBp: rate,
      vatCents: rate === null ? null : taxInsideCents(order.amountCents, rate),
      vatSource: rate === null ? null : (order.vatSource ?? VAT_SOURCE),
    };
    return recordTaxDecision(tx, { action: "tax.set_country", order, after, reason }, ctx);
  });
}
