import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { usdPerEurText } from "@/lib/tax/exchange-rate";
import type { SaveExchangeRateInput } from "@/lib/tax/schemas";

/** A quarter's saved exchange rate, as the Tax tab shows it. */
export type ExchangeRateRow = { quarter: string; usdPerEurMicros: number; setBy: string; setAt: string };

/**
 * Saves the exchange rate of a quarter's OSS return, replacing one saved before; audited with the
 * rate before and after. The tab and the CSV convert with the rate saved when they are read, and each CSV's
 * audit entry names the rate it used.
 */
export async function saveExchangeRate({ quarter, usdPerEurMicros }: SaveExchangeRateInput, ctx: AdminContext): Promise<ExchangeRateRow> {
  return prisma.$transaction(async (tx) => {
    const before = await tx.taxExchangeRate.findUnique({ where: { quarter } });
    const data = { usdPerEurMicros, setBy: ctx.admin.username, setAt: new Date() };
    const saved = await tx.taxExchangeRate.upsert({ where: { quarter }, create: { quarter, ...data }, update: data });
    await recordAudit(
      {
        action: "tax.exchange_rate",
        actor: ctx.admin.username,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { quarter, usdPerEur: usdPerEurText(usdPerEurMicros), before: before ? usdPerEurText(before.usdPerEurMicros) : null },
      },
      tx,
    );
    return { quarter, usdPerEurMicros: saved.usdPerEurMicros, setBy: saved.setBy, setAt: saved.setAt.toISOString() };
  });
}
