"use server";

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
import { DASHBOARD_LAYOUT } from "@/lib/content/admin/routes";

/** Approve or reject an affiliate application (approving opens the affiliate's account). */
export const reviewApplicationAction = adminAction({ schema: reviewApplicationSchema, refresh: [DASHBOARD_LAYOUT] }, ({ id, decision, code }, ctx) =>
  reviewApplication(id, decision, ctx, { code }),
);

/** Suspend an affiliate account, with the reason its portal shows; its codes stop earning. */
export const suspendAffiliateAction = adminAction({ schema: suspendAffiliateSchema, refresh: [DASHBOARD_LAYOUT] }, ({ id, reason }, ctx) =>
  suspendAffiliate(id, reason, ctx),
);

/** Lift an affiliate's suspension. */
export const reactivateAffiliateAction = adminAction({ schema: reactivateAffiliateSchema, refresh: [DASHBOARD_LAYOUT] }, ({ id }, ctx) =>
  reactivateAffiliate(id, ctx),
);

/** Accept an affiliate's vanity code request: the code becomes theirs, with the default terms. */
export const acceptVanityCodeAction = adminAction({ schema: acceptVanityCodeSchema, refresh: [DASHBOARD_LAYOUT] }, ({ id }, ctx) => acceptVanityCode(id, ctx));

/** Refuse an affiliate's vanity code request, with the reason their portal shows. */
export const refuseVanityCodeAction = adminAction({ schema: refuseVanityCodeSchema, refresh: [DASHBOARD_LAYOUT] }, (input, ctx) =>
  refuseVanityCode(input, ctx),
);
