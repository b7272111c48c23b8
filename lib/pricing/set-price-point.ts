import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { toPricePointRow } from "@/lib/pricing/list-price-points";
import type { PricePointRow, SetPricePointInput } from "@/lib/pricing/schemas";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

/**
 * Sets the license's regular price in a currency, which offers the currency at /payment and GET /api/prices from
 * the next request, or removes it (amountCents null), which stops offering it. Orders already made keep the amount
 * PayPal was asked for. Audited with the price before and after; setting the same price again changes nothing
 * and records nothing. The prerendered pages, which name the other currencies checkout takes, are rendered again.
 */
export async function setPricePoint({ currency, amountCents }: SetPricePointInput, ctx: AdminContext): Promise<PricePointRow> {
  return prisma.$transaction(async (tx) => {
    // Locks the row when there is one: two admins saving at once are audited in the order they wrote.
    const [before] = await tx.$queryRaw<{ amount_cents: number }[]>`SELECT amount_cents FROM currency_prices WHERE currency = ${currency} FOR UPDATE`;
    const was = before?.amount_cents ?? null;
    if (was === amountCents) return toPricePointRow(currency, await tx.currencyPrice.findUnique({ where: { currency } }));
    const point =
      amountCents === null
        ? (await tx.currencyPrice.delete({ where: { currency } }), null)
        : await tx.currencyPrice.upsert({
            where: { currency },
            create: { currency, amountCents, updatedBy: ctx.admin.username },
            update: { amountCents, updatedBy: ctx.admin.username },
          });
    // The pages say which currencies checkout takes: every instance renders them again (lib/jobs/price-change-worker.ts).
    await enqueue(QUEUES.priceChange, { saleId: null, edge: "price_point" }, { tx });
    await recordAudit(
      { action: "price.set", actor: ctx.admin.username, success: true, ipAddress: ctx.ipAddress, details: { currency, amountCents, before: was } },
      tx,
    );
    return toPricePointRow(currency, point);
  });
}
