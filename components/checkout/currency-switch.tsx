"use client";

import { chooseCurrency } from "@/lib/client/chosen-currency";
import { CURRENCY_SWITCH as C } from "@/lib/content/checkout";
import { isPriceCurrency } from "@/lib/money";

import { Select } from "@/components/ui/input";

import { useChosenCurrency } from "./use-chosen-currency";

/** "Pay in": the currencies on offer with their prices; nothing while USD is the only one. The choice is remembered. */
export function CurrencySwitch() {
  const { offered, currency } = useChosenCurrency();
  if (offered.length < 2) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor="currency" className="text-sm font-medium text-zinc-100">
        {C.label}
      </label>
      <Select
        id="currency"
        aria-describedby="currency-hint"
        value={currency}
        onChange={(event) => isPriceCurrency(event.target.value) && chooseCurrency(event.target.value)}
      >
        {offered.map((price) => (
          <option key={price.currency} value={price.currency}>
            {C.option(price.currency, price.text)}
          </option>
        ))}
      </Select>
      <p id="currency-hint" className="w-full text-xs text-zinc-400">
        {C.hint}
      </p>
    </div>
  );
}
