"use server";

import { revalidatePath } from "next/cache";

import { eraseBuyerData } from "@/lib/admin/erase-buyer-data";
import { exportBuyerData } from "@/lib/admin/export-buyer-data";
import { buyerEmailSchema } from "@/lib/admin/schemas";
import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_PATH } from "@/lib/content/admin-routes";
import { requestIp } from "@/lib/http/request-ip";

/** Everything stored about one buyer, as a JSON object the dashboard downloads. */
export const exportBuyerAction = adminAction(buyerEmailSchema, async ({ email }, ctx) =>
  exportBuyerData(email, { actor: ctx.admin.username, ipAddress: await requestIp() }),
);

/** Erases one buyer's personal data; answers what was changed, by kind. */
export const eraseBuyerAction = adminAction(buyerEmailSchema, async ({ email }, ctx) => {
  const counts = await eraseBuyerData(email, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD_PATH, "layout");
  return counts;
});
