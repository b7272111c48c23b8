import "server-only";

import { likeLiteral } from "@/lib/database/like-literal";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The most rows of each kind one buyer's export or erasure touches; a real buyer has a handful. */
export const MAX_BUYER_ROWS = 1000;

type Db = Pick<Prisma.TransactionClient, "license" | "order" | "affiliateApplication">;

/**
 * Where one buyer's personal data lives, found by their e-mail: licenses and
 * orders bought with it (or paid from a PayPal account with it), their
 * affiliate applications, and the Minecraft accounts those are about. The
 * shop stores e-mails lower-cased, PayPal's payer e-mail too.
 */
export async function findBuyerRecords(db: Db, email: string) {
  const [licenses, orders, applications] = await Promise.all([
    db.license.findMany({
      where: { email },
      orderBy: { addedAt: "asc" },
      take: MAX_BUYER_ROWS,
      include: { lastCheck: { select: { checkedAt: true } }, discordLink: { select: { discordUserId: true, discordName: true } } },
    }),
    db.order.findMany({
      where: { OR: [{ email }, { payerEmail: email }] },
      orderBy: { createdAt: "asc" },
      take: MAX_BUYER_ROWS,
      // A pack's seats name its accounts (at most 20 an order).
      include: { seats: { orderBy: { position: "asc" } } },
    }),
    db.affiliateApplication.findMany({ where: { email }, orderBy: { createdAt: "asc" }, take: MAX_BUYER_ROWS }),
  ]);
  // A pack's seats name other people's accounts: their audit entries are theirs, not the buyer's.
  const uuids = [...new Set([...licenses.map((l) => l.uuid), ...orders.flatMap((o) => (o.minecraftUuid ? [o.minecraftUuid] : []))])];
  const paypalIds = orders.flatMap((o) => (o.captureId ? [o.paypalOrderId, o.captureId] : [o.paypalOrderId]));
  /** Mail to them, and the notice to support about each of their applications (it quotes the form). */
  const outboxWhere: Prisma.EmailOutboxWhereInput = {
    OR: [{ to: { equals: likeLiteral(email), mode: "insensitive" } }, { dedupeKey: { in: applications.map((a) => `affiliate:${a.id}`) } }],
  };
  /** Audit entries about their accounts, and the ones recording their applications. */
  const auditWhere: Prisma.AuditLogWhereInput = {
    OR: [{ uuid: { in: uuids } }, ...applications.map((a) => ({ action: "affiliate.apply", details: { path: ["applicationId"], equals: a.id } }))],
  };
  return { licenses, orders, applications, uuids, paypalIds, outboxWhere, auditWhere };
}
