import "server-only";

import { AppError } from "@/lib/api/errors";
import { CREATOR_CODE_REFUSALS, CURRENCY_NOT_OFFERED } from "@/lib/content/checkout";
import { prisma } from "@/lib/database/db";
import { checkCreatorCode } from "@/lib/pricing/creator-code";
import { findCurrentSale } from "@/lib/pricing/current-sale";
import { listBulkTiers } from "@/lib/pricing/list-bulk-tiers";
import { findListPrice } from "@/lib/pricing/price-list";
import { discountAppliesIn, quotePrice, tierFor } from "@/lib/pricing/quote-price";
import type { CreatorCodeLookupInput, CreatorCodeQuote } from "@/lib/pricing/schemas";

/**
 * The checkout's "Have a creator code?" check: whether the code applies now and what the buyer
 * would pay with it for each license of an order of `quantity` (a pack's with its bulk tier), priced by quotePrice as create-order prices. It takes no use: create-order does, and may
 * still refuse if the last use goes meanwhile. A code that does not apply is a 422 with the field's message, as is
 * a currency the seller set no price in, and a fixed-amount code in a currency other than the one it was set in.
 */
export async function lookUpCreatorCode(input: CreatorCodeLookupInput, ctx: { now: Date }): Promise<CreatorCodeQuote> {
  const checked = await checkCreatorCode(prisma, input.code, ctx.now);
  if ("refusal" in checked) throw new AppError("unprocessable_entity", checked.refusal.message, { fields: { code: checked.refusal.message } });
  const list = await findListPrice(prisma, input.currency);
  if (!list) throw new AppError("unprocessable_entity", CURRENCY_NOT_OFFERED(input.currency), { fields: { currency: CURRENCY_NOT_OFFERED(input.currency) } });
  if (!discountAppliesIn(checked.terms, list.currency)) {
    const message = CREATOR_CODE_REFUSALS.otherCurrency(input.code);
    throw new AppError("unprocessable_entity", message, { fields: { code: message } });
  }
  const tier = input.quantity > 1 ? tierFor((await listBulkTiers(prisma)).tiers, input.quantity) : null;
  const quote = quotePrice({ sale: await findCurrentSale(prisma, ctx.now), code: checked.terms, list, tier });
  return {
    code: input.code,
    listPriceCents: quote.listPriceCents,
    priceCents: quote.priceCents,
    tierCents: quote.tierCents,
    discountCents: quote.discountCents,
    amountCents: quote.amountCents,
    currency: quote.currency,
    quantity: input.quantity,
  };
}
