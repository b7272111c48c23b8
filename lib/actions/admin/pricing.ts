"use server";

import { revalidatePath } from "next/cache";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_PATH } from "@/lib/content/admin-routes";
import { requestIp } from "@/lib/http/request-ip";
import { cancelSale } from "@/lib/pricing/cancel-sale";
import { saveCreatorCode } from "@/lib/pricing/save-creator-code";
import { scheduleSale } from "@/lib/pricing/schedule-sale";
import { cancelSaleSchema, creatorCodeTermsSchema, scheduleSaleSchema } from "@/lib/pricing/schemas";

/** The Referral Links tab's code terms form: creates a code or changes its terms (as POST /admin/creator-codes does). */
export const saveCreatorCodeAction = adminAction(creatorCodeTermsSchema, async (input, ctx) => {
  const saved = await saveCreatorCode(input, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD_PATH, "layout");
  return saved;
});

/** The Price & Sales tab's form: schedules a sale (as POST /admin/sales does); the price-change jobs refresh the pages. */
export const scheduleSaleAction = adminAction(scheduleSaleSchema, async (input, ctx) => {
  const sale = await scheduleSale(input, { ...ctx, ipAddress: await requestIp(), now: new Date() });
  revalidatePath(DASHBOARD_PATH, "layout");
  return sale;
});

/** "Cancel sale" on a sale's row: the regular price again from now. */
export const cancelSaleAction = adminAction(cancelSaleSchema, async ({ id }, ctx) => {
  const sale = await cancelSale(id, { ...ctx, ipAddress: await requestIp(), now: new Date() });
  revalidatePath(DASHBOARD_PATH, "layout");
  return sale;
});
