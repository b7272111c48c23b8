import "server-only";

import type { ListOrdersQuery } from "@/lib/admin/schemas";
import { decodeCursor, encodeCursor, UUID_ID } from "@/lib/api/cursor";
import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { GIFT_STATE_SELECT, giftState, type GiftState } from "@/lib/gifts/gift-state";
import { LICENSE_PRICE, toPaypalValue } from "@/lib/money";

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
  /** The regular price it was priced from, decimal; an order from before sales and creator codes (none stored) was at the regular 5.00. */
  listPrice: string;
  /** The label of the sale that set its price, if one did. */
  saleLabel: string | null;
  /** What its creator code took off, decimal; null when it had none or the code took nothing off. */
  discount: string | null;
  /** What PayPal was asked for (and, once paid, charged), decimal, e.g. "5.00". */
  amount: string;
  currency: string;
  /** The account it licenses; null for a gift (its recipient's account is in `gift` once redeemed). */
  username: string | null;
  minecraftUuid: string | null;
  /** A gift order's state: not paid yet, unredeemed, redeemed by whom and when, or voided. */
  gift: (GiftState & { recipientEmail: string | null }) | null;
  email: string | null;
  referralCode: string | null;
  createdAt: string;
  capturedAt: string | null;
  /** The license this order issued: active or revoked; null when none was issued. */
  licenseActive: boolean | null;
  /** Licenses bought: 1, or a pack's size, whose seats follow. */
  quantity: number;
  seats: SeatRow[];
  /** A pack's money refunded on PayPal's site for no seat yet, decimal; null for none. */
  refundedElsewhere: string | null;
};

/** One seat of a pack: its account or gift, what it cost, and whether it was refunded and why. */
export type SeatRow = {
  position: number;
  username: string | null;
  gift: GiftState | null;
  amount: string;
  /** Why its amount went back (lib/payments/refund-seat.ts); null while paid. */
  refundReason: string | null;
  licenseActive: boolean | null;
};

/** An attempt that never reached PayPal approval: still open or closed unpaid, and no approval seen. */
const NEVER_APPROVED: Prisma.OrderWhereInput = { status: { in: ["CREATED", "CLOSED"] }, approvedAt: null };

/** The columns a row needs, its sale's label and its license's state through their relations (primary key lookups). */
const ORDER_ROW_SELECT = {
  id: true,
  paypalOrderId: true,
  captureId: true,
  status: true,
  closedReason: true,
  approvedAt: true,
  lastFailure: true,
  listPriceCents: true,
  discountCents: true,
  amountCents: true,
  currency: true,
  username: true,
  minecraftUuid: true,
  email: true,
  referralCode: true,
  createdAt: true,
  capturedAt: true,
  sale: { select: { label: true } },
  license: { select: { active: true } },
  quantity: true,
  refundedElsewhereCents: true,
  // A pack's seats (at most 20 per order), in the buyer's order.
  seats: {
    orderBy: { position: "asc" },
    select: {
      position: true,
      username: true,
      amountCents: true,
      refundedAt: true,
      refundReason: true,
      license: { select: { active: true } },
      gift: { select: GIFT_STATE_SELECT },
    },
  },
  // A gift order's one gift (a pack's gift seats are listed with its seats).
  gifts: { where: { seatId: null }, take: 1, select: { ...GIFT_STATE_SELECT, recipientEmail: true } },
} satisfies Prisma.OrderSelect;

/**
 * Every order, newest first, a page at a time (keyset on created_at, id),
 * with its price breakdown and its license's state;
 * optionally without the attempts that never reached PayPal approval (they
 * are most of a shop's orders and say little).
 */
export async function listOrders(query: ListOrdersQuery): Promise<{ orders: OrderRow[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor, UUID_ID) : null;
  const page: Prisma.OrderWhereInput = after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {};
  const where: Prisma.OrderWhereInput = query.approvedOnly ? { AND: [page, { NOT: NEVER_APPROVED }] } : page;
  const orders = await prisma.order.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    select: ORDER_ROW_SELECT,
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
      listPrice: toPaypalValue(order.listPriceCents ?? LICENSE_PRICE.amountCents),
      saleLabel: order.sale?.label ?? null,
      discount: order.discountCents > 0 ? toPaypalValue(order.discountCents) : null,
      amount: toPaypalValue(order.amountCents),
      currency: order.currency,
      username: order.username,
      minecraftUuid: order.minecraftUuid,
      gift: order.gifts[0] ? { ...giftState(order.gifts[0]), recipientEmail: order.gifts[0].recipientEmail } : null,
      email: order.email,
      referralCode: order.referralCode,
      createdAt: order.createdAt.toISOString(),
      capturedAt: order.capturedAt?.toISOString() ?? null,
      licenseActive: order.license ? order.license.active : null,
      quantity: order.quantity,
      refundedElsewhere: order.refundedElsewhereCents > 0 ? toPaypalValue(order.refundedElsewhereCents) : null,
      seats: order.seats.map((seat) => ({
        position: seat.position,
        username: seat.username,
        gift: seat.gift ? giftState(seat.gift) : null,
        amount: toPaypalValue(seat.amountCents),
        refundReason: seat.refundedAt ? (seat.refundReason ?? "") : null,
        licenseActive: seat.license ? seat.license.active : null,
      })),
    })),
    nextCursor: orders.length > query.limit && last ? encodeCursor(last) : null,
  };
}
