"use server";

import { revalidatePath } from "next/cache";

import { acceptVanityCode, refuseVanityCode } from "@/lib/affiliates/decide-vanity-code";
import { reviewApplication } from "@/lib/affiliates/review-application";
import {
  acceptVanityCodeSchema,
  reactivateAffiliateSchema,
  refuseVanityCodeSchema,
  reviewApplicationSchema,
  suspendAffiliateSchema,
} from "@/lib/affiliates/schemas";
import { reactivateAffiliate, suspendAffiliate } from "@/lib/affiliates/suspend-affiliate";
import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_PATH } from "@/lib/content/admin-routes";
import { requestIp } from "@/lib/http/request-ip";

/** Approve or reject an affiliate application (approving opens the affiliate's account). */
export const reviewApplicationAction = adminAction(reviewApplicationSchema, async ({ id, decision, code }, ctx) => {
  const result = await reviewApplication(id, decision, { ...ctx, ipAddress: await requestIp() }, { code });
  revalidatePath(DASHBOARD_PATH, "layout");
  return result;
});

/** Suspend an affiliate account, with the reason its portal shows; its codes stop earning. */
export const suspendAffiliateAction = adminAction(suspendAffiliateSchema, async ({ id, reason }, ctx) => {
  const result = await suspendAffiliate(id, reason, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD_PATH, "layout");
  return result;
});

/** Lift an affiliate's suspension. */
export const reactivateAffiliateAction = adminAction(reactivateAffiliateSchema, async ({ id }, ctx) => {
  const result = await reactivateAffiliate(id, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD_PATH, "layout");
  return result;
});

/** Accept an affiliate's vanity code request: the code becomes theirs, with the default terms. */
export const acceptVanityCodeAction = adminAction(acceptVanityCodeSchema, async ({ id }, ctx) => {
  const result = await acceptVanityCode(id, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD_PATH, "layout");
  return result;
});

/** Refuse an affiliate's vanity code request, with the reason their portal shows. */
export const refuseVanityCodeAction = adminAction(refuseVanityCodeSchema, async (input, ctx) => {
  const result = await refuseVanityCode(input, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD_PATH, "layout");
  return result;
});
