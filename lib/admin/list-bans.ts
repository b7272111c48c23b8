import "server-only";

import { prisma } from "@/lib/database/db";

/** The most bans the tab shows: those in force (newest first), then the newest lifted ones. */
export const BANS_LIMIT = 200;

export type BanRow = {
  id: string;
  kind: string;
  value: string;
  reason: string;
  paypalDisputeId: string | null;
  createdBy: string;
  createdAt: string;
  liftedAt: string | null;
  liftedBy: string | null;
  liftReason: string | null;
};

/** The ban list for the Disputes tab: in force first, then lifted; one query along bans' (lifted_at, created_at) index. */
export async function listBans(): Promise<BanRow[]> {
  const bans = await prisma.ban.findMany({
    orderBy: [{ liftedAt: { sort: "desc", nulls: "first" } }, { createdAt: "desc" }],
    take: BANS_LIMIT,
    include: { dispute: { select: { paypalDisputeId: true } } },
  });
  return bans.map((b) => ({
    id: b.id,
    kind: b.kind,
    value: b.value,
    reason: b.reason,
    paypalDisputeId: b.dispute?.paypalDisputeId ?? null,
    createdBy: b.createdBy,
    createdAt: b.createdAt.toISOString(),
    liftedAt: b.liftedAt?.toISOString() ?? null,
    liftedBy: b.liftedBy,
    liftReason: b.liftReason,
  }));
}
