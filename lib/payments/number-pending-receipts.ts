import "server-only";

import { prisma } from "@/lib/database/db";
import { log } from "@/lib/log";
import { numberReceipt } from "@/lib/payments/number-receipt";

/** Receipts numbered per reconciliation pass, at most. */
const PASS_LIMIT = 200;

/**
 * Reconciliation's part: numbers the receipts a crash or a lock timeout left without a number, oldest sale first.
 * An order that fails is logged and tried again on the next pass, as is any not started by `until` (ms since the epoch).
 */
export async function numberPendingReceipts({ limit = PASS_LIMIT, until = Infinity }: { limit?: number; until?: number } = {}): Promise<{
  numbered: number;
  failed: number;
}> {
  const pending = await prisma.order.findMany({
    where: { receiptPending: true },
    orderBy: [{ capturedAt: "asc" }, { id: "asc" }],
    take: limit,
    select: { id: true },
  });
  let numbered = 0;
  let failed = 0;
  for (const { id } of pending) {
    if (Date.now() >= until) break;
    try {
      if (await numberReceipt(id)) numbered += 1;
    } catch (error) {
      failed += 1;
      log.warn("receipt not numbered; tried again on the next pass", { orderId: id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  if (numbered > 0 || failed > 0) log.info("receipts numbered", { numbered, failed });
  return { numbered, failed };
}
