import "server-only";

import { AppError } from "@/lib/api/errors";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { lockOrderUnderReview, recordTaxDecision, taxDecision } from "@/lib/tax/order-under-review";
import type { ConfirmTaxCountryInput } from "@/lib/tax/schemas";
import type { TaxDecision } from "@/lib/tax/set-tax-country";

/**
 * "Confirm" on an order under review: the country decided at capture stands, with its rate and VAT
 * unchanged; the review ends, and who confirmed it and why are kept on the order and in the audit log. An order
 * with no country at all (neither piece of evidence gave one) has nothing to confirm: set one.
 */
export async function confirmTaxCountry({ orderId, reason }: ConfirmTaxCountryInput, ctx: AdminContext): Promise<TaxDecision> {
  return prisma.$transaction(async (tx) => {
    const order = await lockOrderUnderReview(tx, orderId);
    if (!order.taxCountry) throw new AppError("conflict", "This order has no country to confirm: set one.");
    return recordTaxDecision(tx, { action: "tax.confirm_country", order, after: taxDecision(order), reason }, ctx);
  });
}
