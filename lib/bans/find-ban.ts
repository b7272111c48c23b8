import "server-only";

import { normalisedBanValue, type BanKindName, type BuyerNames } from "@/lib/bans/schemas";
import type { Prisma } from "@/lib/generated/prisma/client";

type Db = Pick<Prisma.TransactionClient, "ban">;

/** The names as the ban list holds them, without blanks and repeats: one pair per kind and value. */
function namesToCheck(names: BuyerNames): { kind: BanKindName; value: string }[] {
  const pairs = [
    ...(names.payerIds ?? []).map((value) => ({ kind: "PAYER_ID" as const, value })),
    ...(names.emails ?? []).map((value) => ({ kind: "EMAIL" as const, value })),
    ...(names.uuids ?? []).map((value) => ({ kind: "MINECRAFT_UUID" as const, value })),
  ].flatMap(({ kind, value }) => (value?.trim() ? [{ kind, value: normalisedBanValue(kind, value) }] : []));
  return [...new Map(pairs.map((pair) => [`${pair.kind}:${pair.value}`, pair])).values()];
}

/**
 * The ban in force that names any of these, or null: one indexed query (the unique kind and value) per door. The
 * refusal a buyer sees never says which name matched, or that there is a list.
 */
export async function findBan(db: Db, names: BuyerNames): Promise<{ id: string; kind: BanKindName } | null> {
  const pairs = namesToCheck(names);
  if (pairs.length === 0) return null;
  return db.ban.findFirst({ where: { liftedAt: null, OR: pairs }, select: { id: true, kind: true } });
}
