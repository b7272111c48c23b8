import Link from "next/link";

import { formatTime } from "@/lib/admin/format-time";
import type { OrderRow } from "@/lib/admin/list-orders";
import { ADMIN_ORDERS as O } from "@/lib/content/admin";

import { AdminTable } from "./admin-table";

const STATUS_STYLE: Record<string, string> = {
  COMPLETED: "text-brand-400",
  REFUNDED: "text-amber-300",
  REVERSED: "text-red-400",
  CREATED: "text-zinc-400",
  CLOSED: "text-zinc-500",
};

/** Every order with its status, amount, capture, referral code and license; refunds and reversals stand out. */
export function OrdersTable({ orders, nextCursor }: { orders: OrderRow[]; nextCursor: string | null }) {
  if (orders.length === 0) return <p className="text-zinc-300">{O.empty}</p>;
  return (
    <div className="space-y-3">
      <AdminTable columns={O.columns} minWidth={860}>
        {orders.map((order) => (
          <tr key={order.id}>
            <td className="px-3 py-2 whitespace-nowrap">{formatTime(order.createdAt)}</td>
            <td className={`px-3 py-2 font-semibold ${STATUS_STYLE[order.status] ?? ""}`}>
              {order.status}
              {order.status === "CLOSED" && order.closedReason ? (
                <>
                  <br />
                  <span className="text-xs font-normal">{O.closedReasons[order.closedReason] ?? order.closedReason}</span>
                </>
              ) : null}
            </td>
            <td className="px-3 py-2">
              {order.amount} {order.currency}
            </td>
            <td className="px-3 py-2 font-mono text-xs">
              {order.paypalOrderId}
              <br />
              {order.captureId ?? "—"}
            </td>
            <td className="px-3 py-2">
              {order.username}
              <br />
              <span className="text-xs text-zinc-400">{order.email ?? "—"}</span>
            </td>
            <td className="px-3 py-2 font-mono text-xs">{order.referralCode ?? "—"}</td>
            <td className="px-3 py-2">{order.licenseActive === null ? "—" : order.licenseActive ? O.licenseActive : O.licenseRevoked}</td>
          </tr>
        ))}
      </AdminTable>
      {nextCursor ? (
        <Link href={`/admin/dashboard?tab=orders&ordersCursor=${encodeURIComponent(nextCursor)}`} className="text-brand-300 underline underline-offset-2">
          {O.older}
        </Link>
      ) : null}
    </div>
  );
}
