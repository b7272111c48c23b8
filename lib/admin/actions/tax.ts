"use server";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_LAYOUT } from "@/lib/content/admin/routes";
import { confirmTaxCountry } from "@/lib/tax/confirm-tax-country";
import { saveExchangeRate } from "@/lib/tax/save-exchange-rate";
import { confirmTaxCountrySchema, saveExchangeRateSchema, setTaxCountrySchema } from "@/lib/tax/schemas";
import { setTaxCountry } from "@/lib/tax/set-tax-country";

/** The Tax tab's exchange rate form: the ECB's rate for a quarter's OSS return (audited). */
export const saveExchangeRateAction = adminAction({ schema: saveExchangeRateSchema, refresh: [DASHBOARD_LAYOUT] }, (input, ctx) =>
  saveExchangeRate(input, ctx),
);

/** "Set country" on an order under review: the country, its VAT worked out again (audited). */
export const setTaxCountryAction = adminAction({ schema: setTaxCountrySchema, refresh: [DASHBOARD_LAYOUT] }, (input, ctx) => setTaxCountry(input, ctx));

/** "Confirm" on an order under review: the country decided at capture stands (audited). */
export const confirmTaxCountryAction = adminAction({ schema: confirmTaxCountrySchema, refresh: [DASHBOARD_LAYOUT] }, (input, ctx) =>
  confirmTaxCountry(input, ctx),
);
