import Link from "next/link";

import { formatTime } from "@/lib/admin/format-time";
import type { OrderRow } from "@/lib/admin/list-orders";
import { ADMIN_ORDERS as O } from "@/lib/content/admin/orders";
import { dashboardHref } from "@/lib/content/admin/routes";

import { giftStateText } from "@/components/gifts/gift-state-text";

import { AdminTable } from "./admin-table";
import { RefundSeatButton } from "./refund-seat-button";

const STATUS_STYLE: Record<string, string> = {
  COMPLETED: "text-brand-400",
  REFUNDED: "text-amber-300",
  REVERSED: "text-red-400",
  CREATED: "text-zinc-400",
  CLOSED: "text-zinc-500",
};

/** What happened to an attempt not paid: why it was closed, or what an open one waits for or last failed at. */
function detailOf(order: OrderRow): string | null {
  if (order.status === "CLOSED") return order.closedReason ? (O.closedReasons[order.closedReason] ?? order.closedReason) : null;
  if (order.status !== "CREATED") return null;
  if (order.lastFailure) return O.openStates[order.lastFailure] ?? order.lastFailure;
  return (order.approved ? O.openStates.approved : O.openStates.awaiting) ?? null;
}

/** A pack's seats, each with its account or gift, its state, and "Refund seat" while the pack is paid and the seat is not refunded. */
function PackSeats({ order }: { order: OrderRow }) {
  return (
    <>
      <span className="font-medium">{O.pack(order.quantity)}</span>
      {order.refundedElsewhere ? <p className="text-xs text-amber-300">{O.refundedElsewhere(`${order.refundedElsewhere} ${order.currency}`)}</p> : null}
      <ol className="mt-1 space-y-1 text-xs" aria-label={O.pack(order.quantity)}>
        {order.seats.map((seat) => (
          <li key={seat.position} data-testid={`seat-${seat.position}`} className="flex flex-wrap items-center gap-2">
            <span>
              {O.seat(seat.position)} {seat.username ?? O.seatGift}
            </span>
            <span className="text-zinc-400">
              {seat.refundReason !== null
                ? O.seatRefunded(seat.refundReason)
                : seat.gift
                  ? giftStateText(seat.gift)
                  : seat.licenseActive === null
                    ? O.none
                    : seat.licenseActive
                      ? O.licenseActive
                      : O.licenseRevoked}
            </span>
            {order.status === "COMPLETED" && seat.refundReason === null ? (
              <RefundSeatButton
                orderId={order.id}
                paypalOrderId={order.paypalOrderId}
                position={seat.position}
                amount={`${seat.amount} ${order.currency}`}
                username={seat.username}
              />
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * Every order with its status (and, for one not paid, what happened), its price
 * breakdown (list price, sale, code and its discount, amount), capture, buyer
 * and license; refunds and reversals stand out. The attempts that never reached
 * PayPal approval can be hidden.
 */
export function OrdersTable({ orders, nextCursor, approvedOnly }: { orders: OrderRow[]; nextCursor: string | null; approvedOnly: boolean }) {
  const filter = (
    <Link href={dashboardHref("orders", { approvedOnly: approvedOnly ? undefined : "1" })} className="text-sm text-brand-300 underline underline-offset-2">
      {approvedOnly ? O.showAll : O.hideUnapproved}
    </Link>
  );
  if (orders.length === 0)
    return (
      <div className="space-y-3">
        {filter}
        <p className="text-zinc-300">{O.empty}</p>
      </div>
    );
  return (
    <div className="space-y-3">
      {filter}
      <AdminTable columns={O.columns} minWidth={1080}>
        {orders.map((order) => (
          <tr key={order.id}>
            <td className="px-3 py-2 whitespace-nowrap">{formatTime(order.createdAt)}</td>
            <td className={`px-3 py-2 font-semibold ${STATUS_STYLE[order.status] ?? ""}`}>
              {order.status}
              {detailOf(order) ? (
                <>
                  <br />
                  <span className="text-xs font-normal">{detailOf(order)}</span>
                </>
              ) : null}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">
              {order.listPrice} {order.currency}
            </td>
            <td className="px-3 py-2">{order.saleLabel ?? O.none}</td>
            <td className="px-3 py-2 font-mono text-xs">{order.referralCode ?? O.none}</td>
            <td className="px-3 py-2 whitespace-nowrap">{order.discount ? `${O.discount(order.discount)} ${order.currency}` : O.none}</td>
            <td className="px-3 py-2 font-semibold whitespace-nowrap">
              {order.amount} {order.currency}
              {order.quantity > 1 && order.seats[0] ? (
                <span className="block text-xs font-normal">{O.perSeat(order.quantity, order.seats[0].amount)}</span>
              ) : null}
            </td>
            <td className="px-3 py-2 font-mono text-xs">
              {order.paypalOrderId}
              <br />
              {order.captureId ?? O.none}
            </td>
            <td className="px-3 py-2">
              {order.quantity > 1 ? (
                <PackSeats order={order} />
              ) : order.gift ? (
                <>
                  {O.gift}
                  {order.gift.recipientEmail ? <span className="text-xs text-zinc-400"> {O.giftRecipient(order.gift.recipientEmail)}</span> : null}
                </>
              ) : (
                order.username
              )}
              <br />
              <span className="text-xs text-zinc-400">{order.email ?? O.none}</span>
            </td>
            <td className="px-3 py-2">
              {order.gift ? giftStateText(order.gift) : null}
              {order.gift && order.licenseActive !== null ? <br /> : null}
              {order.licenseActive === null ? (order.gift ? null : O.none) : order.licenseActive ? O.licenseActive : O.licenseRevoked}
            </td>
          </tr>
        ))}
      </AdminTable>
      {nextCursor ? (
        <Link
          href={dashboardHref("orders", { approvedOnly: approvedOnly ? "1" : undefined, ordersCursor: nextCursor })}
          className="text-brand-300 underline underline-offset-2"
        >
          {O.older}
        </Link>
      ) : null}
    </div>
  );
}
