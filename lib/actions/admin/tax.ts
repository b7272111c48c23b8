"use server";

import { revalidatePath } from "next/cache";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_PATH } from "@/lib/content/admin-routes";
import { requestIp } from "@/lib/http/request-ip";
import { confirmTaxCountry } from "@/lib/tax/confirm-tax-country";
import { saveExchangeRate } from "@/lib/tax/save-exchange-rate";
import { confirmTaxCountrySchema, saveExchangeRateSchema, setTaxCountrySchema } from "@/lib/tax/schemas";
import { setTaxCountry } from "@/lib/tax/set-tax-country";

/** The Tax tab's exchange rate form: the ECB's rate for a quarter's OSS return (audited). */
export const saveExchangeRateAction = adminAction(saveExchangeRateSchema, async (input, ctx) => {
  const saved = await saveExchangeRate(input, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD_PATH, "layout");
  return saved;
});

/** "Set country" on an order under review: the country, its VAT worked out again (audited). */
export const setTaxCountryAction = adminAction(setTaxCountrySchema, async (input, ctx) => {
  const decided = await setTaxCountry(input, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD_PATH, "layout");
  return decided;
});

/** "Confirm" on an order under review: the country decided at capture stands (audited). */
export const confirmTaxCountryAction = adminAction(confirmTaxCountrySchema, async (input, ctx) => {
  const decided = await confirmTaxCountry(input, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD_PATH, "layout");
  return decided;
});
