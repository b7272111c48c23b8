"use server";

import { eraseBuyerData } from "@/lib/admin/erase-buyer-data";
import { exportBuyerData } from "@/lib/admin/export-buyer-data";
import { buyerEmailSchema } from "@/lib/admin/schemas";
import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_LAYOUT } from "@/lib/content/admin/routes";

/** Everything stored about one buyer, as a JSON object the dashboard downloads. */
export const exportBuyerAction = adminAction({ schema: buyerEmailSchema }, ({ email }, ctx) => exportBuyerData(email, ctx));

/** Erases one buyer's personal data; answers what was changed, by kind. */
export const eraseBuyerAction = adminAction({ schema: buyerEmailSchema, refresh: [DASHBOARD_LAYOUT] }, ({ email }, ctx) => eraseBuyerData(email, ctx));
