import { queryValue, readSection, type SearchParams } from "@/lib/admin/dashboard-section";
import { listTaxReviews } from "@/lib/admin/list-tax-reviews";
import { requireAdmin } from "@/lib/auth/require-admin";
import { ADMIN_TAX } from "@/lib/content/admin/tax";
import { utcDateTime } from "@/lib/content/dates";
import { env } from "@/lib/env";
import { perEurText } from "@/lib/tax/exchange-rate";
import { quarterOf, recentQuarters } from "@/lib/tax/quarter-return";
import { taxQuarterSchema } from "@/lib/tax/schemas";
import { taxReturn } from "@/lib/tax/tax-return";

import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";
import { ExchangeRateForm } from "@/components/admin/exchange-rate-form";
import { TaxQuarterPicker } from "@/components/admin/tax-quarter-picker";
import { TaxReturnTable } from "@/components/admin/tax-return-table";
import { TaxReviewList } from "@/components/admin/tax-review-list";

const T = ADMIN_TAX;

/**
 * Tax: a quarter's VAT return per country, rate and currency with its CSV, the exchange rates for the
 * returns, and the orders whose country is under review. With TAX_MODE=off, how to turn the records on instead.
 */
export default async function TaxTabPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin();
  if (env.TAX_MODE !== "vat") {
    return (
      <DashboardTabPanel tab="tax" className="max-w-3xl space-y-2">
        <h2 className="text-xl font-bold text-zinc-50">{T.off.heading}</h2>
        <p className="text-zinc-200">{T.off.body}</p>
        <p className="text-zinc-300">{T.off.docs}</p>
      </DashboardTabPanel>
    );
  }
  const now = new Date();
  // A malformed ?quarter= (a hand-edited address) shows the current quarter rather than failing the tab.
  const asked = taxQuarterSchema.safeParse(queryValue((await searchParams).quarter));
  const quarter = asked.success ? asked.data : quarterOf(now);
  const recent = recentQuarters(now, 8);
  const quarters = recent.includes(quarter) ? recent : [quarter, ...recent];
  const [figures, reviews] = await Promise.all([readSection("tax return", () => taxReturn(quarter)), readSection("tax reviews", listTaxReviews)]);
  return (
    <DashboardTabPanel tab="tax" className="space-y-10">
      <section aria-labelledby="tax-return-heading" className="space-y-4">
        <h2 id="tax-return-heading" className="text-xl font-bold text-zinc-50">
          {T.quarter.heading}
        </h2>
        <TaxQuarterPicker quarters={quarters} quarter={quarter} />
        {figures ? <TaxReturnTable taxReturn={figures} /> : <p className="text-zinc-300">{T.table.failed}</p>}
      </section>
      {figures && (
        <section aria-labelledby="exchange-rates-heading" className="space-y-4">
          <h3 id="exchange-rates-heading" className="text-lg font-bold text-zinc-50">
            {T.rate.heading}
          </h3>
          <p className="max-w-3xl text-sm text-zinc-300">{T.rate.intro}</p>
          {figures.rateCurrencies.map((currency) => {
            const rate = figures.rates.find((saved) => saved.currency === currency);
            return (
              <ExchangeRateForm
                key={`${quarter}:${currency}`}
                quarter={quarter}
                currency={currency}
                perEurMicros={rate?.perEurMicros ?? null}
                saved={rate ? T.rate.current(currency, perEurText(rate.perEurMicros), rate.setBy, utcDateTime(new Date(rate.setAt))) : T.rate.none(currency)}
              />
            );
          })}
        </section>
      )}
      <TaxReviewList rows={reviews?.rows ?? []} total={reviews?.total ?? 0} />
    </DashboardTabPanel>
  );
}
