/**
 * The VAT inside a price that includes it: price × rate ÷ (1 + rate), with the rate in basis points,
 * in whole cents, rounded once per sale, half up (0.5 cent and more goes up). $5.00 at 19 % holds 79.83 cents of
 * VAT: $0.80. Integer arithmetic only: no float ever touches an amount.
 */
export function taxInsideCents(amountCents: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`amountCents must be a whole, non-negative number: ${amountCents}`);
  if (!Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0)
    throw new RangeError(`rateBasisPoints must be a whole, non-negative number: ${rateBasisPoints}`);
  const numerator = amountCents * rateBasisPoints;
  const denominator = 10_000 + rateBasisPoints;
  const whole = Math.floor(numerator / denominator);
  return 2 * (numerator - whole * denominator) >= denominator ? whole + 1 : whole;
}
