"use client";

import { RegularPrice } from "@/components/marketing/regular-price";

import { useChosenCurrency } from "./use-chosen-currency";

/**
 * The license card's price in the currency the buyer pays in: the prerendered USD price (a sale's, with the regular
 * one struck through), or once the buyer's currency is another, the price create-order charges in it, the text
 * GET /api/prices gives.
 */
export function ChosenPrice({ usd, large }: { usd: { text: string; regularText: string | null }; large: boolean }) {
  const { price, currency } = useChosenCurrency();
  // USD stays as prerendered ("$5", the copy's way of writing it): the same price, refreshed with the page at a sale's edges.
  const shown = currency === "USD" || !price ? usd : price;
  return (
    <>
      <span data-testid="license-price" className={`${large ? "text-4xl" : "text-2xl"} font-extrabold text-zinc-50`}>
        {shown.text}
      </span>{" "}
      {shown.regularText ? (
        <>
          <RegularPrice text={shown.regularText} className={`${large ? "text-xl" : "text-lg"} text-zinc-400`} />{" "}
        </>
      ) : null}
    </>
  );
}
