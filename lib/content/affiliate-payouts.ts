import { site } from "@/lib/site";

const MONTHS = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11" → "November 2026". */
export const periodName = (period: string) => MONTHS.format(new Date(`${period}-01T00:00:00Z`));

/** What PayPal shows the affiliate with the money. */
export const PAYOUT_BATCH = {
  emailSubject: `Your ${site.name} affiliate payout`,
  note: (period: string) => `${site.name} affiliate commissions, ${periodName(period)}`,
};

/** Why a payout came back, as the affiliate reads it; the amount is back on their balance for the next payout. */
export const PAYOUT_RETURN_REASONS = {
  failed: "PayPal could not complete the payment. Check your payout e-mail address.",
  returned: "PayPal returned the payment: the address may not be able to receive money.",
  blocked: "PayPal blocked the payment to this address.",
  refunded: "The payment was refunded to us.",
  reversed: "The payment was reversed.",
  denied: "PayPal denied the payment.",
  canceled: "The payment was canceled before it was claimed.",
  unclaimed: "Nobody claimed the payment within 30 days. Use an e-mail address that has a PayPal account.",
} as const;
