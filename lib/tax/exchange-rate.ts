/**
 * An amount in US cents in euro cents at the ECB's rate, given as the ECB publishes it: US dollars per euro, in
 * millionths (1.0830 is 1083000). Euros = dollars ÷ rate, in whole cents, rounded once, half up on the amount's size
 * (half a cent and more goes away from zero), so a negative amount (a quarter whose refunds outweigh its sales)
 * converts to exactly the negative of the same positive one. Integer arithmetic only (BigInt, so no product can
 * lose a digit): no float ever touches an amount.
 *
 * The Tax tab and its CSV convert each line of a quarter's return on its own, its taxable amount and its VAT
 * separately, from the line's USD figures; the EUR totals are the sums of the lines' euros, so the lines add up to
 * them as the lines of the OSS return add up to its total.
 */
export function usdCentsToEurCents(usdCents: number, usdPerEurMicros: number): number {
  if (!Number.isSafeInteger(usdCents)) throw new RangeError(`usdCents must be a whole number: ${usdCents}`);
  if (!Number.isSafeInteger(usdPerEurMicros) || usdPerEurMicros <= 0)
    throw new RangeError(`usdPerEurMicros must be a whole number above 0: ${usdPerEurMicros}`);
  const size = BigInt(Math.abs(usdCents)) * 1_000_000n;
  const rate = BigInt(usdPerEurMicros);
  const whole = size / rate;
  const rounded = 2n * (size - whole * rate) >= rate ? whole + 1n : whole;
  return usdCents < 0 && rounded > 0n ? -Number(rounded) : Number(rounded);
}

/** A rate in millionths as the ECB writes it, four decimals at least: 1083000 → "1.0830", 1083456 → "1.083456". */
export function usdPerEurText(usdPerEurMicros: number): string {
  const whole = Math.floor(usdPerEurMicros / 1_000_000);
  const fraction = String(usdPerEurMicros % 1_000_000)
    .padStart(6, "0")
    .replace(/0{1,2}$/, "");
  return `${whole}.${fraction.length < 4 ? fraction.padEnd(4, "0") : fraction}`;
}
