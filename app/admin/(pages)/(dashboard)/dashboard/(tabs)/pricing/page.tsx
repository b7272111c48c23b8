import { readSection } from "@/lib/admin/dashboard-section";
import { requireAdmin } from "@/lib/auth/require-admin";
import { ADMIN_PRICING } from "@/lib/content/admin/pricing";
import { utcDateTime } from "@/lib/content/dates";
import { formatPrice, LICENSE_PRICE } from "@/lib/money";
import { listBulkTiers } from "@/lib/pricing/list-bulk-tiers";
import { listPricePoints } from "@/lib/pricing/list-price-points";
import { listSales } from "@/lib/pricing/list-sales";
import { salePricesElsewhere } from "@/lib/pricing/sale-prices-elsewhere";
import { saleState } from "@/lib/pricing/sale-state";

import { BulkTiers } from "@/components/admin/bulk-tiers";
import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";
import { PricePoints } from "@/components/admin/price-points";
import { SaleForm } from "@/components/admin/sale-form";
import { SaleList } from "@/components/admin/sale-list";

const N = ADMIN_PRICING.now;
const usd = (cents: number) => formatPrice(cents, LICENSE_PRICE.currency);

/** Price & Sales: the price now, the prices in other currencies, the bulk discounts, the sales, and the form that schedules one. */
export default async function PricingTabPage() {
  await requireAdmin();
  const now = new Date().toISOString();
  const [listed, points, bulk] = await Promise.all([
    readSection("sales", () => listSales(new Date(now))),
    readSection("price points", () => listPricePoints()),
    readSection("bulk tiers", () => listBulkTiers()),
  ]);
  const sales = listed ?? [];
  const running = sales.find((sale) => saleState(sale, now) === "running");
  const offered = (points ?? []).flatMap(({ currency, amountCents }) => (amountCents === null ? [] : [{ currency, amountCents }]));
  return (
    <DashboardTabPanel tab="pricing" className="space-y-8">
      <section aria-labelledby="price-now-heading" className="space-y-1">
        <h2 id="price-now-heading" className="text-xl font-bold text-zinc-50">
          {N.heading}
        </h2>
        <p className="text-zinc-200">{N.regular(usd(LICENSE_PRICE.amountCents))}</p>
        <p className="text-zinc-200">{running ? N.onSale(running.label, usd(running.priceCents), utcDateTime(new Date(running.endsAt))) : N.noSale}</p>
      </section>
      {points && <PricePoints points={points} />}
      {bulk && <BulkTiers saved={bulk} />}
      <SaleForm />
      <SaleList sales={sales} now={now} elsewhere={salePricesElsewhere(sales, offered)} />
    </DashboardTabPanel>
  );
}
