import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { perEurText } from "@/lib/tax/exchange-rate";
import type { SaveExchangeRateInput } from "@/lib/tax/schemas";

/** A quarter's saved exchange rate for one currency, as the Tax tab shows it. */
export type ExchangeRateRow = { quarter: string; currency: string; perEurMicros: number; setBy: string; setAt: string };

/**
 * Saves a currency's exchange rate for a quarter's returns, replacing one saved before; audited with the rate
 * before and after. The tab and the CSV convert with the rates saved when they are read, and each CSV's audit entry
 * names the rates it used.
 */
export async function saveExchangeRate({ quarter, currency, perEurMicros }: SaveExchangeRateInput, ctx: AdminContext): Promise<ExchangeRateRow> {
  return prisma.$transaction(async (tx) => {
    const key = { quarter_currency: { quarter, currency } };
    const before = await tx.taxExchangeRate.findUnique({ where: key });
    const data = { unitsPerEurMicros: perEurMicros, setBy: ctx.admin.username, setAt: new Date() };
    const saved = await tx.taxExchangeRate.upsert({ where: key, create: { quarter, currency, ...data }, update: data });
    await recordAudit(
      {
        action: "tax.exchange_rate",
        actor: ctx.admin.username,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { quarter, currency, perEur: perEurText(perEurMicros), before: before ? perEurText(before.unitsPerEurMicros) : null },
      },
      tx,
    );
    return { quarter, currency, perEurMicros: saved.unitsPerEurMicros, setBy: saved.setBy, setAt: saved.setAt.toISOString() };
  });
}
