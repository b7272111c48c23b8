import { queryValue, readSection, type SearchParams } from "@/lib/admin/dashboard-section";
import { listOrders } from "@/lib/admin/list-orders";
import { listOrdersSchema } from "@/lib/admin/schemas";
import { parseWith } from "@/lib/api/parse";
import { requireAdmin } from "@/lib/auth/require-admin";

import { CsvExport } from "@/components/admin/csv-export";
import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";
import { OrdersTable } from "@/components/admin/orders-table";

/** Orders: every order newest first, 50 a page, optionally without the attempts never approved at PayPal; the CSV download. */
export default async function OrdersTabPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin();
  const params = await searchParams;
  // A malformed cursor (a hand-edited address) shows the first page rather than failing the tab.
  const parsed = listOrdersSchema.safeParse({ limit: 50, cursor: queryValue(params.ordersCursor), approvedOnly: queryValue(params.approvedOnly) });
  const query = parsed.success ? parsed.data : parseWith(listOrdersSchema, { limit: 50 });
  const orders = await readSection("orders", () => listOrders(query));
  return (
    <DashboardTabPanel tab="orders" className="space-y-6">
      <CsvExport kinds={["orders"]} />
      <OrdersTable orders={orders?.orders ?? []} nextCursor={orders?.nextCursor ?? null} approvedOnly={query.approvedOnly === true} />
    </DashboardTabPanel>
  );
}
