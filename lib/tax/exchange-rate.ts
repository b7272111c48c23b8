/** The euro's rate to itself in millionths: converting from or to euros is then the same sum as any other. */
export const EUR_PER_EUR_MICROS = 1_000_000;

/**
 * An amount in one currency's cents in another's, at the ECB's euro reference rates as the ECB publishes them:
 * units of each currency per euro, in millionths (USD 1.0830 is 1083000, EUR itself EUR_PER_EUR_MICROS). The
 * result is cents × to ÷ from in whole cents, rounded once, half up on the amount's size (half a cent and more goes
 * away from zero), so a negative amount (a quarter whose refunds outweigh its sales) converts to exactly the negative
 * of the same positive one. Integer arithmetic only (BigInt, so no product can lose a digit): no float ever touches
 * an amount. Every currency the shop prices in has cents (lib/money.ts), so cents map to cents.
 *
 * The Tax tab and its CSV convert each line of a quarter's return on its own, its taxable amount and its VAT
 * separately, from the line's own figures; a total in euros is the sum of the lines' euros, so the lines add up to
 * it as the lines of the OSS return add up to its total.
 */
export function convertCents(cents: number, fromPerEurMicros: number, toPerEurMicros: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a whole number: ${cents}`);
  for (const rate of [fromPerEurMicros, toPerEurMicros])
    if (!Number.isSafeInteger(rate) || rate <= 0) throw new RangeError(`a rate must be a whole number above 0: ${rate}`);
  const size = BigInt(Math.abs(cents)) * BigInt(toPerEurMicros);
  const rate = BigInt(fromPerEurMicros);
  const whole = size / rate;
  const rounded = 2n * (size - whole * rate) >= rate ? whole + 1n : whole;
  return cents < 0 && rounded > 0n ? -Number(rounded) : Number(rounded);
}

/** A rate in millionths as the ECB writes it, four decimals at least: 1083000 → "1.0830", 1083456 → "1.083456". */
export function perEurText(perEurMicros: number): string {
  const whole = Math.floor(perEurMicros / 1_000_000);
  const fraction = String(perEurMicros % 1_000_000)
    .padStart(6, "0")
    .replace(/0{1,2}$/, "");
  return `${whole}.${fraction.length < 4 ? fraction.padEnd(4, "0") : fraction}`;
}
