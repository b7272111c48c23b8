import "server-only";

import { prisma } from "@/lib/database/db";
import { log } from "@/lib/log";
import { countReconciliation } from "@/lib/metrics/shop-metrics";
import { checkOpenOrder, type CheckOutcome } from "@/lib/payments/check-open-order";
import type { OpenOrder } from "@/lib/payments/close-order";

/** Checks per pass: with a pass a minute, 600 drains a backlog of 1,000 due orders in two passes. */
const LIMIT = 600;
/** PayPal lookups in flight at once. */
const CONCURRENCY = 8;
/** Failed orders named in the summary line, at most. */
const SAMPLE = 5;

type ReconcileSummary = { checked: number; fulfilled: number; refunded: number; closed: number; failed: number };
type ReconcileOptions = { now?: Date; limit?: number; until?: number };

/**
 * One reconciliation pass. Every order still CREATED carries the time of its
 * next check (lib/payments/order-check-schedule.ts); a pass takes up to
 * `limit` due orders, the longest-due first, and asks PayPal about each
 * (lib/payments/check-open-order.ts): a capture the shop never recorded (the
 * server crashed between PayPal's answer and the license, or the buyer's
 * capture call never arrived and neither did the webhook) is fulfilled, or
 * recorded as refunded; a voided, expired or unknown order is closed; any
 * other is checked again later. Every checked order moves back in the queue,
 * so abandoned orders cannot starve a paid one, and an error on one order
 * does not stop the others. No check starts at or after `until` (ms since the
 * epoch): the orders left stay due for the next pass. Logs one summary line
 * per pass that did work.
 */
export async function reconcileOrders({ now = new Date(), limit = LIMIT, until = Infinity }: ReconcileOptions = {}): Promise<ReconcileSummary> {
  const due: OpenOrder[] = await prisma.order.findMany({
    where: { status: "CREATED", nextCheckAt: { lte: now } },
    orderBy: [{ nextCheckAt: "asc" }, { id: "asc" }],
    take: limit,
    select: { id: true, paypalOrderId: true, minecraftUuid: true, createdAt: true, checkCount: true },
  });
  const outcomes = await inBatches(due, CONCURRENCY, until, (order) => checkOpenOrder(order, now));
  const count = (outcome: CheckOutcome["outcome"]) => outcomes.filter((each) => each?.outcome === outcome).length;
  const summary: ReconcileSummary = {
    checked: outcomes.filter(Boolean).length,
    fulfilled: count("fulfilled"),
    refunded: count("refunded"),
    closed: count("closed"),
    failed: count("failed"),
  };
  for (const outcome of ["fulfilled", "refunded", "closed", "failed"] as const) if (summary[outcome]) countReconciliation(outcome, summary[outcome]);
  if (summary.checked > 0) {
    const failures = due.flatMap((order, i) => {
      const result = outcomes[i];
      return result?.outcome === "failed" ? [{ paypalOrderId: order.paypalOrderId, error: result.error }] : [];
    });
    const line = {
      ...summary,
      open: summary.checked - summary.fulfilled - summary.refunded - summary.closed - summary.failed,
      failedSample: failures.slice(0, SAMPLE),
    };
    if (summary.failed > 0) log.warn("reconciliation pass could not check some orders; they are asked again later", line);
    else log.info("reconciliation pass", line);
  }
  return summary;
}

/** Runs `work` over `items` with at most `concurrency` at a time, starting none at or after `until`; results in input order, undefined where not run. */
async function inBatches<T, R>(items: T[], concurrency: number, until: number, work: (item: T) => Promise<R>): Promise<(R | undefined)[]> {
  const results: (R | undefined)[] = new Array<R | undefined>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length && Date.now() < until) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
