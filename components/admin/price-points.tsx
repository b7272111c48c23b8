import { ADMIN_PRICING } from "@/lib/content/admin/pricing";
import { utcDateTime } from "@/lib/content/dates";
import { formatPrice } from "@/lib/money";
import type { PricePointRow } from "@/lib/pricing/schemas";

import { PricePointForm } from "./price-point-form";

const P = ADMIN_PRICING.points;

/** The Price & Sales tab's prices in other currencies: each currency's price point (or none) and its form. */
export function PricePoints({ points }: { points: PricePointRow[] }) {
  return (
    <section aria-labelledby="price-points-heading" className="max-w-3xl space-y-4">
      <h2 id="price-points-heading" className="text-xl font-bold text-zinc-50">
        {P.heading}
      </h2>
      <p className="text-sm text-zinc-300">{P.intro}</p>
      <ul className="space-y-5">
        {points.map((point) => (
          <li key={point.currency} className="space-y-2" data-testid={`price-point-${point.currency}`}>
            <p className="text-zinc-200">
              <span className="font-semibold text-zinc-50">{point.currency}</span>:{" "}
              {point.amountCents === null ? P.notOffered : formatPrice(point.amountCents, point.currency)}
              {point.updatedBy && point.updatedAt && (
                <span className="text-zinc-400"> ({P.setBy(point.updatedBy, utcDateTime(new Date(point.updatedAt)))})</span>
              )}
            </p>
            <PricePointForm point={point} />
          </li>
        ))}
      </ul>
    </section>
  );
}
