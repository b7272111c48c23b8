"use server";

import { revalidatePath } from "next/cache";
import { z } from "@/lib/validation/zod";

import { requestIp } from "@/lib/http/request-ip";
import { reviewApplication } from "@/lib/affiliates/review-application";
import { reviewDecisionSchema } from "@/lib/admin/schemas";
import { adminAction } from "@/lib/auth/admin-action";

/** Approve or reject an affiliate application. */
export const reviewApplicationAction = adminAction(z.object({ id: z.uuid("Unknown application"), decision: reviewDecisionSchema }), async ({ id, decision }, ctx) => {
  const result = await reviewApplication(id, decision, { ...ctx, ipAddress: await requestIp() });
  revalidatePath("/admin/dashboard");
  return result;
});
