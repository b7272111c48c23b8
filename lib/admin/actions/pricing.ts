"use server";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_LAYOUT } from "@/lib/content/admin/routes";
import { cancelSale } from "@/lib/pricing/cancel-sale";
import { saveBulkTiers } from "@/lib/pricing/save-bulk-tiers";
import { saveCreatorCode } from "@/lib/pricing/save-creator-code";
import { scheduleSale } from "@/lib/pricing/schedule-sale";
import { cancelSaleSchema, creatorCodeTermsSchema, saveBulkTiersSchema, scheduleSaleSchema, setPricePointSchema } from "@/lib/pricing/schemas";
import { setPricePoint } from "@/lib/pricing/set-price-point";

/** The Referral Links tab's code terms form: creates a code or changes its terms (as POST /admin/creator-codes does). */
export const saveCreatorCodeAction = adminAction({ schema: creatorCodeTermsSchema, refresh: [DASHBOARD_LAYOUT] }, (input, ctx) => saveCreatorCode(input, ctx));

/** The Price & Sales tab's form: schedules a sale (as POST /admin/sales does); the price-change jobs refresh the pages. */
export const scheduleSaleAction = adminAction({ schema: scheduleSaleSchema, refresh: [DASHBOARD_LAYOUT] }, (input, ctx) =>
  scheduleSale(input, { ...ctx, now: new Date() }),
);

/** "Cancel sale" on a sale's row: the regular price again from now. */
export const cancelSaleAction = adminAction({ schema: cancelSaleSchema, refresh: [DASHBOARD_LAYOUT] }, ({ id }, ctx) =>
  cancelSale(id, { ...ctx, now: new Date() }),
);

/** A currency's row on the Price & Sales tab: its price point set, changed or removed (as POST /admin/prices does). */
export const setPricePointAction = adminAction({ schema: setPricePointSchema, refresh: [DASHBOARD_LAYOUT] }, (input, ctx) => setPricePoint(input, ctx));

/** The Price & Sales tab's bulk discounts: the tiers, all at once (as POST /admin/bulk-tiers does). */
export const saveBulkTiersAction = adminAction({ schema: saveBulkTiersSchema, refresh: [DASHBOARD_LAYOUT] }, (input, ctx) => saveBulkTiers(input, ctx));
