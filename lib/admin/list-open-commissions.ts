import "server-only";

import { prisma } from "@/lib/database/db";
import { commissionState } from "@/lib/referrals/ledger";

/** The most lines the list shows, newest first. */
const MAX_LINES = 50;

export type OpenCommissionRow = {
  id: string;
  createdAt: string;
  code: string;
  orderId: string;
  kind: "SALE" | "CLAWBACK";
  amountCents: number;
  currency: string;
  /** Pending while in its hold, approved after it; frozen while its sale is under an open PayPal dispute (no payout takes it). */
  state: "pending" | "approved" | "frozen";
};

/**
 * The ledger lines an admin can still void: unpaid and in no payout run, newest first, on the
 * commissions' (status, created_at) index. Paid lines and lines a run holds are left to clawbacks.
 */
export async function listOpenCommissions(now = new Date()): Promise<OpenCommissionRow[]> {
  const lines = await prisma.commission.findMany({
    where: { status: "PENDING", payoutItemId: null },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: MAX_LINES,
    select: {
      id: true,
      createdAt: true,
      code: true,
      orderId: true,
      kind: true,
      amountCents: true,
      currency: true,
      status: true,
      holdUntil: true,
      order: { select: { disputes: { where: { resolvedAt: null }, select: { id: true }, take: 1 } } },
    },
  });
  return lines.map((line) => ({
    id: line.id,
    createdAt: line.createdAt.toISOString(),
    code: line.code,
    orderId: line.orderId,
    kind: line.kind,
    amountCents: line.amountCents,
    currency: line.currency,
    state: line.order.disputes.length > 0 ? "frozen" : commissionState(line, now) === "approved" ? "approved" : "pending",
  }));
}
