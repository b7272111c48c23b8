import "server-only";

import { prisma } from "@/lib/database/db";
import { WAITING_FOR_SELLER } from "@/lib/disputes/remind-due-disputes";
import type { DisputeRow } from "@/lib/disputes/schemas";

export type { DisputeRow };

/** The most disputes of each kind a page shows: open ones (all a shop can face at once) and the newest resolved. */
export const OPEN_DISPUTES_LIMIT = 200;
export const RESOLVED_DISPUTES_LIMIT = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The open disputes first, the nearest due date first (none last), then the newest resolved ones: two queries along
 * disputes' (resolved_at, due_at) index.
 */
export async function listDisputes({ now = new Date() }: { now?: Date } = {}): Promise<DisputeRow[]> {
  const include = { order: { select: { username: true, license: { select: { active: true } } } } } as const;
  const [open, resolved] = await Promise.all([
    prisma.dispute.findMany({
      where: { resolvedAt: null },
      orderBy: [{ dueAt: { sort: "asc", nulls: "last" } }, { openedAt: "asc" }],
      take: OPEN_DISPUTES_LIMIT,
      include,
    }),
    prisma.dispute.findMany({ where: { resolvedAt: { not: null } }, orderBy: { resolvedAt: "desc" }, take: RESOLVED_DISPUTES_LIMIT, include }),
  ]);
  return [...open, ...resolved].map((d) => ({
    id: d.id,
    paypalDisputeId: d.paypalDisputeId,
    orderId: d.orderId,
    username: d.order?.username ?? null,
    captureId: d.captureId,
    reason: d.reason,
    stage: d.stage,
    status: d.status,
    amountCents: d.amountCents,
    currency: d.currency,
    dueAt: d.dueAt?.toISOString() ?? null,
    daysLeft: d.dueAt && !d.resolvedAt ? Math.max(0, Math.floor((d.dueAt.getTime() - now.getTime()) / DAY_MS)) : null,
    waitingForSeller: !d.resolvedAt && WAITING_FOR_SELLER.includes(d.status),
    outcome: d.outcome,
    evidenceSentAt: d.evidenceSentAt?.toISOString() ?? null,
    claimAcceptedAt: d.claimAcceptedAt?.toISOString() ?? null,
    license: !d.order?.license ? null : d.order.license.active ? "active" : d.licenseSuspendedAt ? "suspended" : "inactive",
    openedAt: d.openedAt.toISOString(),
    resolvedAt: d.resolvedAt?.toISOString() ?? null,
    messages: d.messages as DisputeRow["messages"],
  }));
}
