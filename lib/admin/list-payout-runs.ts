import "server-only";

import { prisma } from "@/lib/database/db";

/** A year of monthly runs. */
const MAX_RUNS = 12;

/** The latest payout runs, newest first, each with its items and their affiliates, for the dashboard's Payouts tab. */
export async function listPayoutRuns() {
  const runs = await prisma.payoutRun.findMany({
    orderBy: { createdAt: "desc" },
    take: MAX_RUNS,
    include: { items: { orderBy: { amountCents: "desc" }, include: { affiliate: { select: { name: true } } } } },
  });
  return runs.map((run) => ({
    id: run.id,
    period: run.period,
    status: run.status,
    totalCents: run.totalCents,
    currency: run.currency,
    createdAt: run.createdAt.toISOString(),
    confirmedBy: run.confirmedBy,
    payoutBatchId: run.payoutBatchId,
    items: run.items.map((item) => ({
      id: item.id,
      affiliate: item.affiliate.name,
      receiverEmail: item.receiverEmail,
      amountCents: item.amountCents,
      status: item.status,
      failureReason: item.failureReason,
    })),
  }));
}

export type PayoutRunRow = Awaited<ReturnType<typeof listPayoutRuns>>[number];
