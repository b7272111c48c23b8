"use server";

import { revalidatePath } from "next/cache";

import { reviewApplication } from "@/lib/affiliates/review-application";
import { reviewApplicationSchema } from "@/lib/affiliates/schemas";
import { adminAction } from "@/lib/auth/admin-action";
import { requestIp } from "@/lib/http/request-ip";

/** Approve or reject an affiliate application. */
export const reviewApplicationAction = adminAction(reviewApplicationSchema, async ({ id, decision }, ctx) => {
  const result = await reviewApplication(id, decision, { ...ctx, ipAddress: await requestIp() });
  revalidatePath("/admin/dashboard");
  return result;
});
