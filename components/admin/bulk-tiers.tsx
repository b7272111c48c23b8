import { ADMIN_PRICING } from "@/lib/content/admin/pricing";
import { utcDateTime } from "@/lib/content/dates";
import type { BulkTiers as Saved } from "@/lib/pricing/schemas";

import { BulkTiersForm } from "./bulk-tiers-form";

const B = ADMIN_PRICING.bulk;

/** The Price & Sales tab's bulk discounts: what they do, who saved them last, and their form. */
export function BulkTiers({ saved }: { saved: Saved }) {
  return (
    <section aria-labelledby="bulk-tiers-heading" className="max-w-3xl space-y-4">
      <h2 id="bulk-tiers-heading" className="text-xl font-bold text-zinc-50">
        {B.heading}
      </h2>
      <p className="text-sm text-zinc-300">{B.intro}</p>
      {saved.updatedBy && saved.updatedAt ? <p className="text-sm text-zinc-400">{B.setBy(saved.updatedBy, utcDateTime(new Date(saved.updatedAt)))}</p> : null}
      <BulkTiersForm saved={saved} />
    </section>
  );
}
