import "server-only";

import { decodeCursor, encodeCursor, UUID_ID } from "@/lib/admin/cursor";
import type { ListOrdersQuery } from "@/lib/admin/schemas";
import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toPaypalValue } from "@/lib/money";

export type OrderRow = {
  id: string;
  paypalOrderId: string;
  captureId: string | null;
  status: string;
  /** Why it was closed unpaid (VOIDED, EXPIRED, NOT_FOUND, CANCELLED); kept if a capture still arrived afterwards. */
  closedReason: string | null;
  /** Whether the buyer's approval at PayPal was ever seen. */
  approved: boolean;
  /** The last failed capture (DECLINED, CAPTURE_FAILED), kept as history once paid. */
  lastFailure: string | null;
  /** Decimal, e.g. "5.00". */
  amount: string;
  currency: string;
  username: string;
  minecraftUuid: string;
  email: string | null;
  referralCode: string | null;
  createdAt: string;
  capturedAt: string | null;
  /** The license this order issued: active or revoked; null when none was issued. */
  licenseActive: boolean | null;
};

/** An attempt that never reached PayPal approval: still open or closed unpaid, and no approval seen. */
const NEVER_APPROVED: Prisma.OrderWhereInput = { status: { in: ["CREATED", "CLOSED"] }, approvedAt: null };

/**
 * Every order, newest first, a page at a time (keyset on created_at, id),
 * with its license's state; optionally without the attempts that never
 * reached PayPal approval (they are most of a shop's orders and say little).
 */
export async function listOrders(query: ListOrdersQuery): Promise<{ orders: OrderRow[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor, UUID_ID) : null;
  const page: Prisma.OrderWhereInput = after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {};
  const where: Prisma.OrderWhereInput = query.approvedOnly ? { AND: [page, { NOT: NEVER_APPROVED }] } : page;
  const orders = await prisma.order.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    include: { license: { select: { active: true } } },
  });
  const shown = orders.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    orders: shown.map((order) => ({
      id: order.id,
      paypalOrderId: order.paypalOrderId,
      captureId: order.captureId,
      status: order.status,
      closedReason: order.closedReason,
      approved: order.approvedAt !== null,
      lastFailure: order.lastFailure,
      amount: toPaypalValue(order.amountCents),
      currency: order.currency,
      username: order.username,
      minecraftUuid: order.minecraftUuid,
      email: order.email,
      referralCode: order.referralCode,
      createdAt: order.createdAt.toISOString(),
      capturedAt: order.capturedAt?.toISOString() ?? null,
      licenseActive: order.license ? order.license.active : null,
    })),
    nextCursor: orders.length > query.limit && last ? encodeCursor(last) : null,
  };
}
