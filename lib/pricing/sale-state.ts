import type { SaleRow } from "@/lib/pricing/list-sales";

/** Where a sale stands at `now` (an ISO moment): the dashboard's state column and its "Price now". */
export function saleState(sale: SaleRow, now: string): "scheduled" | "running" | "ended" | "cancelled" {
  if (sale.cancelledAt) return "cancelled";
  if (sale.endsAt <= now) return "ended";
  return sale.startsAt <= now ? "running" : "scheduled";
}
