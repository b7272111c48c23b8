import { randomBytes, randomInt } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** PayPal order, capture and refund ids are 17 upper-case alphanumerics (e.g. 5O190127TN364715T). */
export function paypalId(length = 17): string {
  let id = "";
  for (let i = 0; i < length; i += 1) id += ALPHABET.charAt(randomInt(ALPHABET.length));
  return id;
}

export function debugId(): string {
  return randomBytes(7).toString("hex").slice(0, 13);
}

/** PayPal timestamps carry whole seconds. */
export function paypalTime(date: Date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export interface Money {
  currency_code: string;
  value: string;
}

/**
 * The currencies PayPal's REST API accepts (developer.paypal.com/api/rest/reference/currency-codes/): any other
 * three letters are refused as INVALID_CURRENCY_CODE, "invalid or is not currently supported".
 */
export const PAYPAL_CURRENCIES: ReadonlySet<string> = new Set([
  "AUD",
  "BRL",
  "CAD",
  "CNY",
  "CZK",
  "DKK",
  "EUR",
  "HKD",
  "HUF",
  "ILS",
  "JPY",
  "MYR",
  "MXN",
  "TWD",
  "NZD",
  "NOK",
  "PHP",
  "PLN",
  "GBP",
  "SGD",
  "SEK",
  "CHF",
  "THB",
  "USD",
]);

/** Currencies PayPal accepts only in whole units. */
const ZERO_DECIMAL = new Set(["HUF", "JPY", "TWD"]);

export function decimalsOf(currency: string): number {
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}

/** Money is kept in minor units internally so fees and refunds never drift through floats. */
export function toMinor(money: Money): number {
  const [whole = "0", fraction = ""] = money.value.replace(/^-/, "").split(".");
  const decimals = decimalsOf(money.currency_code);
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, "0").slice(0, decimals) || "0");
  return money.value.startsWith("-") ? -minor : minor;
}

export function fromMinor(minor: number, currency: string): Money {
  const decimals = decimalsOf(currency);
  if (decimals === 0) return { currency_code: currency, value: String(minor) };
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const fraction = String(abs % 10 ** decimals).padStart(decimals, "0");
  return { currency_code: currency, value: `${sign}${Math.floor(abs / 10 ** decimals)}.${fraction}` };
}

/** PayPal's standard US rate, 3.49% + 0.49 (never more than the payment), for realistic fee/net figures. */
export function paypalFeeMinor(grossMinor: number, currency: string): number {
  const fixed = decimalsOf(currency) === 0 ? 40 : 49;
  return Math.min(grossMinor, Math.round((grossMinor * 349) / 10_000) + fixed);
}
