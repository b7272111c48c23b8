import Link from "next/link";

import { formatTime } from "@/lib/admin/format-time";
import type { OrderRow } from "@/lib/admin/list-orders";

import { AdminTable } from "./admin-table";

const STATUS_STYLE: Record<string, string> = { COMPLETED: "text-brand-400", REFUNDED: "text-amber-300", REVERSED: "text-red-400", CREATED: "text-zinc-400", CLOSED: "text-zinc-500" };
/** Why reconciliation closed an unpaid order, in the admin's words. */
const CLOSED_REASON: Record<string, string> = { VOIDED: "voided at PayPal", EXPIRED: "expired unpaid", NOT_FOUND: "unknown at PayPal" };

/** Every order with its status, amount, capture, referral code and license; refunds and reversals stand out. */
export function OrdersTable({ orders, nextCursor }: { orders: OrderRow[]; nextCursor: string | null }) {
  if (orders.length === 0) return <p className="text-zinc-300">No orders yet.</p>;
  return (
    <div className="space-y-3">
      <AdminTable columns={["Created", "Status", "Amount", "PayPal order / capture", "Buyer", "Referral", "License"]} minWidth={860}>
        {orders.map((order) => (
          <tr key={order.id}>
            <td className="whitespace-nowrap px-3 py-2">{formatTime(order.createdAt)}</td>
            <td className={`px-3 py-2 font-semibold ${STATUS_STYLE[order.status] ?? ""}`}>
              {order.status}
              {order.status === "CLOSED" && order.closedReason ? <><br /><span className="text-xs font-normal">{CLOSED_REASON[order.closedReason] ?? order.closedReason}</span></> : null}
            </td>
            <td className="px-3 py-2">{order.amount} {order.currency}</td>
            <td className="px-3 py-2 font-mono text-xs">{order.paypalOrderId}<br />{order.captureId ?? "—"}</td>
            <td className="px-3 py-2">{order.username}<br /><span className="text-xs text-zinc-400">{order.email ?? "—"}</span></td>
            <td className="px-3 py-2 font-mono text-xs">{order.referralCode ?? "—"}</td>
            <td className="px-3 py-2">{order.licenseActive === null ? "—" : order.licenseActive ? "Active" : "Revoked"}</td>
          </tr>
        ))}
      </AdminTable>
      {nextCursor ? <Link href={`/admin/dashboard?tab=orders&ordersCursor=${encodeURIComponent(nextCursor)}`} className="text-brand-300 underline underline-offset-2">Older orders</Link> : null}
    </div>
  );
}
