import "server-only";

import { decodeCursor, encodeCursor } from "@/lib/admin/cursor";
import type { ListOrdersQuery } from "@/lib/admin/schemas";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toPaypalValue } from "@/lib/payments/pricing";

export type OrderRow = {
  id: string;
  paypalOrderId: string;
  captureId: string | null;
  status: string;
  /** Why reconciliation closed it (VOIDED, EXPIRED, NOT_FOUND); kept if a capture still arrived afterwards. */
  closedReason: string | null;
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

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every order, newest first, a page at a time (keyset on created_at, id), with its license's state. */
export async function listOrders(query: ListOrdersQuery): Promise<{ orders: OrderRow[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor, ORDER_ID) : null;
  const where: Prisma.OrderWhereInput = after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {};
  const orders = await prisma.order.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    include: { license: { select: { active: true } } },
  });
  const page = orders.slice(0, query.limit);
  const last = page.at(-1);
  return {
    orders: page.map((order) => ({
      id: order.id,
      paypalOrderId: order.paypalOrderId,
      captureId: order.captureId,
      status: order.status,
      closedReason: order.closedReason,
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
