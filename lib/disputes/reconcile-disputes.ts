import "server-only";

import { prisma } from "@/lib/database/db";
import { recordDispute } from "@/lib/disputes/record-dispute";
import { getDispute, listDisputesSince } from "@/lib/paypal/disputes";

/** How far back the reconciliation asks PayPal: a buyer can dispute for 180 days after paying. */
export const DISPUTE_WINDOW_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Catches what a webhook missed: lists PayPal's disputes of the window and records every one the shop does not
 * have, or has in an older state, as PayPal shows it now (recordDispute: once, newest state wins). None is fetched at or
 * after `until` (ms since the epoch): the next pass lists it again.
 */
export async function reconcileDisputes({ now = new Date(), until = Infinity }: { now?: Date; until?: number } = {}): Promise<{
  listed: number;
  recorded: number;
}> {
  const listed = await listDisputesSince(new Date(now.getTime() - DISPUTE_WINDOW_DAYS * DAY_MS));
  if (listed.length === 0) return { listed: 0, recorded: 0 };
  const known = new Map(
    (
      await prisma.dispute.findMany({
        where: { paypalDisputeId: { in: listed.map((d) => d.disputeId) } },
        select: { paypalDisputeId: true, paypalUpdatedAt: true, status: true },
      })
    ).map((d) => [d.paypalDisputeId, d]),
  );
  let recorded = 0;
  for (const summary of listed) {
    const stored = known.get(summary.disputeId);
    // PayPal's times are to the second: a change within the second shows in the status.
    const current = stored && stored.paypalUpdatedAt.getTime() >= summary.updatedAt.getTime() && (summary.status ?? stored.status) === stored.status;
    if (current) continue;
    if (Date.now() >= until) break;
    const { outcome } = await recordDispute(await getDispute(summary.disputeId), { now, current: true });
    if (outcome !== "unchanged") recorded += 1;
  }
  return { listed: listed.length, recorded };
}
