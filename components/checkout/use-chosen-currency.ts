"use client";

import { useSyncExternalStore } from "react";

import { chosenCurrency, serverCurrency, subscribeChosenCurrency } from "@/lib/client/chosen-currency";

/** The payment page's currency and what is on offer (lib/client/chosen-currency.ts); USD on the server and until the shop answers. */
export function useChosenCurrency() {
  const { offered, currency, settled } = useSyncExternalStore(subscribeChosenCurrency, chosenCurrency, serverCurrency);
  return { offered, currency, settled, price: offered.find((price) => price.currency === currency) ?? null };
}
