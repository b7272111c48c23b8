import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/database/db";
import { env } from "@/lib/env";
import { REFERRAL_COMMISSION } from "@/lib/money";

type Line = { id: string; amount_cents: number; affiliate_id: string; payout_email: string };

/**
 * Gathers the month's payout: every approved ledger line (unpaid, past its hold, in no payout yet, its order under
 * no open PayPal dispute: frozen until PayPal decides) of an active affiliate with a payout address, summed per affiliate (clawbacks subtract). An affiliate whose
 * balance reaches AFFILIATE_MIN_PAYOUT gets an item and their lines are reserved for it; smaller balances,
 * suspended affiliates and affiliates without a payout address wait for a later month. One run per month:
 * asking again answers the month's run; a month with nothing to pay makes none. The lines are locked while
 * they are gathered, so an admin voiding or marking one paid at that moment either comes first or finds it
 * reserved.
 */
export async function proposePayoutRun(now = new Date(), minCents = env.AFFILIATE_MIN_PAYOUT): Promise<{ runId: string | null; created: boolean }> {
  const period = now.toISOString().slice(0, 7);
  return prisma.$transaction(async (tx) => {
    // Two instances' monthly jobs, or the job and an admin, make one run.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('payout-run-propose'))`;
    const existing = await tx.payoutRun.findUnique({ where: { period }, select: { id: true } });
    if (existing) return { runId: existing.id, created: false };

    const lines = await tx.$queryRaw<Line[]>`
      SELECT c.id, c.amount_cents, a.id AS affiliate_id, a.payout_email
      FROM commissions c
      JOIN referral_codes r ON r.code = c.code
      JOIN affiliates a ON a.application_id = r.application_id
      WHERE c.status = 'PENDING' AND c.hold_until <= ${now} AND c.payout_item_id IS NULL
        AND a.status = 'ACTIVE' AND a.payout_email IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM disputes d WHERE d.order_id = c.order_id AND d.resolved_at IS NULL)
      FOR UPDATE OF c`;
    const balances = new Map<string, { receiver: string; cents: number; ids: string[] }>();
    for (const line of lines) {
      const balance = balances.get(line.affiliate_id) ?? { receiver: line.payout_email, cents: 0, ids: [] };
      balance.cents += Number(line.amount_cents);
      balance.ids.push(line.id);
      balances.set(line.affiliate_id, balance);
    }
    const due = [...balances].filter(([, balance]) => balance.cents >= minCents && balance.cents > 0);
    if (due.length === 0) return { runId: null, created: false };

    const totalCents = due.reduce((sum, [, balance]) => sum + balance.cents, 0);
    const run = await tx.payoutRun.create({ data: { period, totalCents, currency: REFERRAL_COMMISSION.currency } });
    for (const [affiliateId, balance] of due) {
      const item = await tx.payoutItem.create({ data: { runId: run.id, affiliateId, receiverEmail: balance.receiver, amountCents: balance.cents } });
      await tx.commission.updateMany({ where: { id: { in: balance.ids } }, data: { payoutItemId: item.id } });
    }
    await recordAudit({ action: "payout.propose", actor: "system", success: true, details: { runId: run.id, period, items: due.length, totalCents } }, tx);
    return { runId: run.id, created: true };
  });
}
