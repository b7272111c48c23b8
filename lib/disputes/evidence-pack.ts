import "server-only";

import { FINAL_SALE_CLAUSES } from "@/lib/content/legal";
import { prisma } from "@/lib/database/db";

/** The most download and daily-check lines a pack lists: a year of a buyer playing every day. */
const MAX_LINES = 366;

/** What the shop can show PayPal of a disputed sale: the order, the terms, the jar's downloads and the mod's checks. */
export type EvidencePack = {
  dispute: { paypalDisputeId: string; reason: string; stage: string; amountCents: number; currency: string };
  order: {
    paypalOrderId: string;
    captureId: string | null;
    amountCents: number;
    currency: string;
    createdAt: Date;
    capturedAt: Date | null;
    receiptNumber: string | null;
    gift: boolean;
  } | null;
  terms: { version: string; acceptedAt: Date; finalSaleClause: string | null } | null;
  license: {
    minecraftUuid: string;
    username: string;
    grantedAt: Date;
    active: boolean;
    /** When the owner proved the account through Mojang's session server from the game. */
    ownershipProvedAt: Date | null;
    discordLinkedAt: Date | null;
  } | null;
  /** Each download of the jar through the order's links, oldest first: time, release and its SHA-256 (no address). */
  downloads: { at: Date; version: string; sha256: string | null }[];
  /** The mod's signed whitelist checks: the first and last, and how many each UTC day. */
  checks: { first: Date | null; last: Date | null; perDay: { day: string; checks: number }[] };
};

/**
 * Gathers a dispute's proof of fulfilment from what the shop recorded: the order (by the disputed capture), the terms
 * version accepted and the final-sale clause as worded in that version, the downloads (the audit log's, with the
 * release's hash), the license's first and last check by the mod and its checks per day, the ownership proof and the
 * Discord link. Client addresses are left out: the privacy page names PayPal as a recipient of none.
 */
export async function evidencePack(disputeId: string): Promise<EvidencePack | null> {
  const dispute = await prisma.dispute.findUnique({
    where: { id: disputeId },
    include: {
      order: {
        include: {
          license: {
            include: {
              lastCheck: true,
              discordLink: { select: { linkedAt: true } },
              checkDays: { orderBy: { day: "asc" }, take: MAX_LINES, select: { day: true, checks: true } },
            },
          },
        },
      },
    },
  });
  if (!dispute) return null;
  const { order } = dispute;
  const license = order?.license ?? null;
  const audited = license
    ? await prisma.auditLog.findMany({
        where: { action: "download", success: true, uuid: license.uuid, createdAt: { gte: order?.createdAt } },
        orderBy: { createdAt: "asc" },
        take: MAX_LINES,
        select: { createdAt: true, details: true },
      })
    : [];
  const versions = [...new Set(audited.map((entry) => versionOf(entry.details)).filter((v): v is string => v !== null))];
  const hashes = new Map(
    (await prisma.release.findMany({ where: { version: { in: versions } }, select: { version: true, sha256: true } })).map((r) => [r.version, r.sha256]),
  );
  return {
    dispute: {
      paypalDisputeId: dispute.paypalDisputeId,
      reason: dispute.reason,
      stage: dispute.stage,
      amountCents: dispute.amountCents,
      currency: dispute.currency,
    },
    order: order
      ? {
          paypalOrderId: order.paypalOrderId,
          captureId: order.captureId,
          amountCents: order.amountCents,
          currency: order.currency,
          createdAt: order.createdAt,
          capturedAt: order.capturedAt,
          receiptNumber: order.receiptNumber,
          gift: order.isGift,
        }
      : null,
    terms: order ? { version: order.tosVersion, acceptedAt: order.tosAcceptedAt, finalSaleClause: FINAL_SALE_CLAUSES[order.tosVersion] ?? null } : null,
    license: license
      ? {
          minecraftUuid: license.uuid,
          username: license.username,
          grantedAt: license.addedAt,
          active: license.active,
          ownershipProvedAt: license.ownershipVerifiedAt,
          discordLinkedAt: license.discordLink?.linkedAt ?? null,
        }
      : null,
    downloads: audited.flatMap((entry) => {
      const version = versionOf(entry.details);
      return version ? [{ at: entry.createdAt, version, sha256: hashes.get(version) ?? null }] : [];
    }),
    checks: {
      first: license?.lastCheck?.firstCheckedAt ?? null,
      last: license?.lastCheck?.checkedAt ?? null,
      perDay: (license?.checkDays ?? []).map((d) => ({ day: d.day.toISOString().slice(0, 10), checks: d.checks })),
    },
  };
}

function versionOf(details: unknown): string | null {
  const version = (details as { version?: unknown } | null)?.version;
  return typeof version === "string" ? version : null;
}
