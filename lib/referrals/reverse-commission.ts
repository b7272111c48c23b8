import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Why a refunded or reversed sale's commission ends: the words the ledger shows. */
const REASONS = { REFUNDED: "Sale refunded", REVERSED: "Sale reversed (chargeback)" } as const;

type SaleLine = { id: string; code: string; position: number; amount_cents: number; currency: string; status: string; payout_item_id: string | null };

/**
 * A referred sale was refunded or reversed (inside revokeForRefund's transaction), or one seat of a pack was
 * (`position`): each unpaid commission line concerned is voided; one already paid out (or in a payout run) stays, and
 * a clawback line takes its amount back from the affiliate's next payout. Repeating it changes nothing: a voided
 * line stays voided, and the unique (order, position, kind) allows one clawback per line.
 */
export async function reverseCommission(
  tx: Prisma.TransactionClient,
  orderId: string,
  kind: keyof typeof REASONS,
  now = new Date(),
  position?: number,
): Promise<void> {
  const lines = await tx.$queryRaw<SaleLine[]>`
    SELECT id, code, position, amount_cents, currency, status, payout_item_id FROM commissions
    WHERE order_id = ${orderId}::uuid AND kind = 'SALE' AND (${position ?? null}::int IS NULL OR position = ${position ?? null}::int)
    ORDER BY position FOR UPDATE`;
  for (const sale of lines) await reverseLine(tx, orderId, sale, kind, now);
}

async function reverseLine(tx: Prisma.TransactionClient, orderId: string, sale: SaleLine, kind: keyof typeof REASONS, now: Date): Promise<void> {
  if (sale.status === "VOID") return;
  // A line a payout run already holds is paid with it: like a paid one, it is clawed back.
  if (sale.status === "PENDING" && !sale.payout_item_id) {
    await tx.commission.update({ where: { id: sale.id }, data: { status: "VOID", voidedAt: now, voidReason: REASONS[kind] } });
    await recordAudit({ action: "commission.void", actor: "paypal", success: true, details: { code: sale.code, orderId, reason: REASONS[kind] } }, tx);
    return;
  }
  const { count } = await tx.commission.createMany({
    data: [
      { orderId, kind: "CLAWBACK", position: sale.position, code: sale.code, amountCents: -Number(sale.amount_cents), currency: sale.currency, holdUntil: now },
    ],
    skipDuplicates: true,
  });
  if (count) {
    await recordAudit(
      {
        action: "commission.clawback",
        actor: "paypal",
        success: true,
        details: { code: sale.code, orderId, amountCents: -Number(sale.amount_cents), reason: REASONS[kind] },
      },
      tx,
    );
  }
}
