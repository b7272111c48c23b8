"use server";

import { revalidatePath } from "next/cache";

import { adminAction } from "@/lib/auth/admin-action";
import { requestIp } from "@/lib/http/request-ip";
import { createReferralCode } from "@/lib/referrals/create-referral-code";
import { markCommissionsPaid } from "@/lib/referrals/mark-commissions-paid";
import { createReferralCodeSchema, markCommissionsPaidSchema } from "@/lib/referrals/schemas";

/** The generator: registers the (sanitised) code, optionally for an approved affiliate; answers { code, link }. */
export const generateReferralCodeAction = adminAction(createReferralCodeSchema, async (input, ctx) => {
  const result = await createReferralCode(input, { ...ctx, ipAddress: await requestIp() });
  revalidatePath("/admin/dashboard");
  return result;
});

/** A code's owed commissions were paid out; answers how many were marked. */
export const markCommissionsPaidAction = adminAction(markCommissionsPaidSchema, async ({ code }, ctx) => {
  const count = await markCommissionsPaid(code, { ...ctx, ipAddress: await requestIp() });
  revalidatePath("/admin/dashboard");
  return { count };
});
