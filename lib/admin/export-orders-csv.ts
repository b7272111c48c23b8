import "server-only";

import { auditRange, csvStream, EXPORT_PAGE_SIZE, type CsvPage } from "@/lib/admin/csv";
import type { ExportRange } from "@/lib/admin/schemas";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { LICENSE_PRICE, toPaypalValue } from "@/lib/money";

/**
 * What the accountant gets per order: when, what became of it, PayPal's ids to match PayPal's own report, the
 * amount, and the account it was for; then how it was priced: the regular price, the sale's label and
 * the creator code's discount, appended so the earlier columns keep their places; then a pack's licenses, its bulk
 * discount per license, and what of it was refunded (a refunded order's whole amount, or a pack's refunded seats). Not the buyer's or payer's e-mail, payer id, address or secret hash: the
 * books need none of them, and a file that leaves the shop should carry as little personal data as it can.
 */
const ORDER_CSV_COLUMNS = [
  "created",
  "captured",
  "refunded",
  "status",
  "paypal_order_id",
  "capture_id",
  "amount",
  "currency",
  "username",
  "minecraft_uuid",
  "referral_code",
  "list_price",
  "sale",
  "discount",
  "quantity",
  "bulk_discount",
  "refunded_amount",
] as const;

type Cursor = { createdAt: Date; id: string };

/**
 * Every order created in the range (UTC days, both ends included; none: all), oldest first, as CSV streamed a page
 * at a time (keyset on created_at, id). The export is audited when it starts (export.orders, with the range).
 */
export async function exportOrdersCsv(range: ExportRange, ctx: AdminContext): Promise<ReadableStream<Uint8Array>> {
  await recordAudit({ action: "export.orders", actor: ctx.admin.username, success: true, ipAddress: ctx.ipAddress, details: auditRange(range) });
  const within: Prisma.OrderWhereInput = { createdAt: { gte: range.from, lt: range.before } };
  return csvStream(ORDER_CSV_COLUMNS, async (after: Cursor | null): Promise<CsvPage<Cursor>> => {
    const orders = await prisma.order.findMany({
      where: after ? { AND: [within, { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }] } : within,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: EXPORT_PAGE_SIZE,
      select: {
        id: true,
        createdAt: true,
        capturedAt: true,
        refundedAt: true,
        status: true,
        paypalOrderId: true,
        captureId: true,
        amountCents: true,
        currency: true,
        username: true,
        minecraftUuid: true,
        referralCode: true,
        listPriceCents: true,
        discountCents: true,
        quantity: true,
        tierCents: true,
        sale: { select: { label: true } },
        // A pack's refunded seats (at most 20 an order).
        seats: { where: { refundedAt: { not: null } }, select: { amountCents: true } },
      },
    });
    const last = orders.at(-1);
    return {
      rows: orders.map((o) => [
        o.createdAt,
        o.capturedAt,
        o.refundedAt,
        o.status,
        o.paypalOrderId,
        o.captureId,
        toPaypalValue(o.amountCents),
        o.currency,
        o.username,
        o.minecraftUuid,
        o.referralCode,
        // An order from before sales and creator codes stored no breakdown: it was at the regular price, with no discount.
        toPaypalValue(o.listPriceCents ?? LICENSE_PRICE.amountCents),
        o.sale?.label ?? null,
        toPaypalValue(o.discountCents),
        o.quantity,
        toPaypalValue(o.tierCents),
        refundedAmount(o),
      ]),
      next: orders.length === EXPORT_PAGE_SIZE && last ? { createdAt: last.createdAt, id: last.id } : null,
    };
  });
}

/** What went back to the buyer: a refunded or reversed order's whole amount, else a pack's refunded seats'; null for none. */
function refundedAmount(order: { status: string; amountCents: number; seats: { amountCents: number }[] }): string | null {
  if (order.status === "REFUNDED" || order.status === "REVERSED") return toPaypalValue(order.amountCents);
  const seats = order.seats.reduce((sum, seat) => sum + seat.amountCents, 0);
  return seats > 0 ? toPaypalValue(seats) : null;
}
