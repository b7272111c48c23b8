import { LICENSE_CARD } from "@/lib/content/checkout";

/**
 * Beside a sale's price wherever it appears (the payment card, the buttons that name the price): the regular price
 * struck through, read out as "Regular price $5". Nothing without a sale.
 */
export function RegularPrice({ text, className }: { text: string | null; className?: string }) {
  if (!text) return null;
  return (
    <s className={className}>
      <span className="sr-only">{LICENSE_CARD.regularPrice(text)}</span>
      <span aria-hidden>{text}</span>
    </s>
  );
}
