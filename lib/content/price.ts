import { formatPrice, LICENSE_PRICE, REFERRAL_COMMISSION } from "@/lib/payments/pricing";

/** The license price as the copy writes it: "$5" (lib/payments/pricing.ts holds the amount). */
export const PRICE = formatPrice(LICENSE_PRICE.amountCents, LICENSE_PRICE.currency, { wholeUnits: true });

/** An affiliate's commission per referred sale as the copy writes it: "$1". */
export const COMMISSION = formatPrice(REFERRAL_COMMISSION.amountCents, REFERRAL_COMMISSION.currency, { wholeUnits: true });
