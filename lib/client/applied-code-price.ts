import type { CreatorCodeQuote } from "@/lib/pricing/schemas";

/**
 * The creator code the payment form applied, and what it comes to (the server's quote), for the license card beside
 * the form: two client leaves of one page share it here, so the card shows the amount the breakdown and PayPal show.
 */
let applied: CreatorCodeQuote | null = null;
const listeners = new Set<() => void>();

export function setAppliedCodePrice(quote: CreatorCodeQuote | null): void {
  applied = quote;
  for (const listener of listeners) listener();
}

export function subscribeAppliedCodePrice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const appliedCodePrice = (): CreatorCodeQuote | null => applied;
