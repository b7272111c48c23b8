"use client";

import { useSyncExternalStore } from "react";

import { appliedCodePrice, subscribeAppliedCodePrice } from "@/lib/client/applied-code-price";
import { LICENSE_CARD } from "@/lib/content/checkout";
import { formatPrice } from "@/lib/money";

/**
 * On the license card: what the buyer pays with the creator code the form applied, beside the price the card shows
 * without one; nothing while no code applies (and on the server, which renders the card without one).
 */
export function CodePrice() {
  const quote = useSyncExternalStore(subscribeAppliedCodePrice, appliedCodePrice, () => null);
  // The card prices one license: a pack's price with the code is under its seats (pack-price.tsx).
  if (!quote || quote.quantity > 1) return null;
  return (
    <p data-testid="code-price" className="mt-1 text-sm font-semibold text-brand-300">
      {LICENSE_CARD.withCode(quote.code, formatPrice(quote.amountCents, quote.currency))}
    </p>
  );
}
