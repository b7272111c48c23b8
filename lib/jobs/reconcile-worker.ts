import "server-only";

import type PgBoss from "pg-boss";

import { numberPendingReceipts } from "@/lib/payments/number-pending-receipts";
import { reconcileOrders } from "@/lib/payments/reconcile-orders";
import { refundPendingSeats } from "@/lib/payments/refund-pending-seats";
import { passUntil, QUEUES, SCHEDULES } from "@/lib/queue/queues";

/**
 * Schedules the reconciliation pass every minute and works it. pg-boss's
 * scheduler sends one job per minute whichever instances run, and the queue's
 * policy (stately) never lets two passes run at once. Each pass also numbers
 * the receipts a crash or a lock timeout left without a number, and asks PayPal
 * for the pack seat refunds a failure left due. The three share one time budget (PASS_BUDGET_MS).
 */
export async function workReconciliation(boss: PgBoss): Promise<string> {
  await boss.schedule(QUEUES.reconcile, SCHEDULES[QUEUES.reconcile]);
  return boss.work(QUEUES.reconcile, async () => {
    const until = passUntil();
    await reconcileOrders({ until });
    await numberPendingReceipts({ until });
    await refundPendingSeats({ until });
  });
}
