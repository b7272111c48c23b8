import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { normalisedBanValue, type BanKindName } from "@/lib/bans/schemas";
import type { Prisma } from "@/lib/generated/prisma/client";

export type BanOutcome = "added" | "reopened" | "kept";

/**
 * The one writer of bans: each name goes on the list with its reason, or back on it if a ban of it was lifted; a ban in
 * force is kept as it is (its first reason stands). Safe to race: the unique (kind, value) lets one insert win, and the
 * reopening is a conditional update. Audited per name that changed, without the value (the tab shows it; the log
 * outlives an erasure).
 */
export async function banNames(
  tx: Prisma.TransactionClient,
  names: readonly { kind: BanKindName; value: string }[],
  ban: { reason: string; disputeId?: string | null; actor: string; ipAddress?: string; now?: Date },
): Promise<BanOutcome[]> {
  const now = ban.now ?? new Date();
  const outcomes: BanOutcome[] = [];
  for (const { kind, value: raw } of names) {
    const value = normalisedBanValue(kind, raw);
    const fields = { reason: ban.reason, disputeId: ban.disputeId ?? null, createdBy: ban.actor, createdAt: now };
    const { count } = await tx.ban.createMany({ data: [{ kind, value, ...fields }], skipDuplicates: true });
    const outcome: BanOutcome =
      count === 1
        ? "added"
        : (await tx.ban.updateMany({ where: { kind, value, liftedAt: { not: null } }, data: { ...fields, liftedAt: null, liftedBy: null, liftReason: null } }))
              .count === 1
          ? "reopened"
          : "kept";
    outcomes.push(outcome);
    if (outcome === "kept") continue;
    const { id } = await tx.ban.findUniqueOrThrow({ where: { kind_value: { kind, value } }, select: { id: true } });
    await recordAudit(
      {
        action: "ban.add",
        actor: ban.actor,
        success: true,
        ipAddress: ban.ipAddress,
        details: { banId: id, kind, reason: ban.reason, ...(ban.disputeId && { disputeId: ban.disputeId }), ...(outcome === "reopened" && { reopened: true }) },
      },
      tx,
    );
  }
  return outcomes;
}
