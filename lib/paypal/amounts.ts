import "server-only";

import { AppError } from "@/lib/api/errors";

/**
 * Integer cents to the USD decimal string PayPal Payouts takes: 1 → "0.01",
 * 100 → "1.00", 123456 → "1234.56". Built from the digits, never through a
 * float, so no amount is ever off by a cent. Anything but a positive safe
 * integer is refused: a payout of nothing, of a fraction of a cent, or of a
 * number a double no longer holds exactly is a bug upstream.
 */
export function centsToUsdValue(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new AppError("bad_request", `A payout amount must be a positive whole number of cents (got ${String(amountCents)}).`);
  }
  const digits = String(amountCents).padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
