"use client";

import { useEffect, useState } from "react";

import { Printer } from "lucide-react";

import { GIFT_PAGE as P } from "@/lib/content/gifts";

import { Button } from "@/components/ui/button";

/**
 * The gift code, shown once: it arrives in the page's fragment (`#code=…`, which no server and no log sees) from the
 * checkout or the receipt's link, and the fragment is dropped from the address at once, so a reload or a shared
 * link does not show it again. Printing keeps only this card (the page's print styles).
 */
export function GiftCodeCard({ redeemUrl }: { redeemUrl: string }) {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    const found = new URLSearchParams(window.location.hash.slice(1)).get("code");
    if (!found) return;
    // Read from the address once, after hydration: the server never sees a fragment.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCode(found);
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
  }, []);
  if (!code) return <p className="mt-4 text-zinc-300">{P.codeInReceipt}</p>;
  return (
    <section aria-labelledby="gift-code-heading" className="gift-card border-brand-700 mt-6 rounded-xl border bg-ink-950 p-6 text-center">
      <p className="text-lg font-semibold text-zinc-50">{P.cardTitle}</p>
      <h2 id="gift-code-heading" className="mt-4 text-sm font-medium text-zinc-400">
        {P.codeHeading}
      </h2>
      <p data-testid="gift-code" className="mt-1 font-mono text-lg font-bold break-all text-brand-300 select-all">
        {code}
      </p>
      <p className="mt-3 text-sm text-zinc-300">{P.cardRedeem(redeemUrl)}</p>
      <p className="mt-4 text-xs text-zinc-400 print:hidden">{P.codeOnce}</p>
      <Button type="button" variant="outline" className="mt-4 print:hidden" onClick={() => window.print()}>
        <Printer aria-hidden className="size-4" />
        {P.print}
      </Button>
    </section>
  );
}
