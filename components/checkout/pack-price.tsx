"use client";

import { useSyncExternalStore } from "react";

import { appliedCodePrice, subscribeAppliedCodePrice } from "@/lib/client/applied-code-price";
import { PACK_FORM as P } from "@/lib/content/checkout";
import { formatPrice } from "@/lib/money";
import { tierFor } from "@/lib/pricing/quote-price";

import { useChosenCurrency } from "./use-chosen-currency";

/**
 * A pack's price under its seats: the licenses, what each costs and the total, with the bulk discount it earned (or
 * the next one a bigger pack would). Every amount is the server's (GET /api/prices prices each tier, POST
 * /api/creator-code a code for this many licenses): the page multiplies, nothing more, as create-order does.
 */
export function PackPrice({ quantity }: { quantity: number }) {
  const { price, currency } = useChosenCurrency();
  const code = useSyncExternalStore(subscribeAppliedCodePrice, appliedCodePrice, () => null);
  if (!price) return null;
  const tier = tierFor(price.packs, quantity);
  const next = price.packs.find((each) => each.minQuantity > quantity);
  const withCode = code && code.currency === currency && code.quantity === quantity ? code : null;
  const each = withCode?.amountCents ?? tier?.amountCents ?? price.amountCents;
  return (
    <div role="status" data-testid="pack-price" className="rounded-lg border border-ink-800 bg-ink-950 px-4 py-3 text-sm">
      <p className="font-semibold text-zinc-50">{P.summary(quantity, formatPrice(each, currency), formatPrice(each * quantity, currency))}</p>
      {tier ? <p className="mt-1 text-brand-300">{P.tier(tier.percentOff, tier.minQuantity)}</p> : null}
      {next ? <p className="mt-1 text-zinc-400">{P.nextTier(next.minQuantity, next.percentOff)}</p> : null}
    </div>
  );
}
