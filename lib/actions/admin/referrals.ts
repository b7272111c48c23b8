"use server";

import { revalidatePath } from "next/cache";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_PATH } from "@/lib/content/admin-routes";
import { requestIp } from "@/lib/http/request-ip";
import { createReferralCode } from "@/lib/referrals/create-referral-code";
import { markCommissionsPaid } from "@/lib/referrals/mark-commissions-paid";
import { createReferralCodeSchema, markCommissionsPaidSchema, voidCommissionSchema } from "@/lib/referrals/schemas";
import { voidCommission } from "@/lib/referrals/void-commission";

/** The generator: registers the (sanitised) code, optionally for an approved affiliate; answers { code, link }. */
export const generateReferralCodeAction = adminAction(createReferralCodeSchema, async (input, ctx) => {
  const result = await createReferralCode(input, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD_PATH, "layout");
  return result;
});

/** A code's owed commissions were paid out; answers how many were marked. */
export const markCommissionsPaidAction = adminAction(markCommissionsPaidSchema, async ({ code }, ctx) => {
  const count = await markCommissionsPaid(code, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD_PATH, "layout");
  return { count };
});

/** One unpaid commission line voided, with the admin's reason (audited). */
export const voidCommissionAction = adminAction(voidCommissionSchema, async (input, ctx) => {
  await voidCommission(input, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD_PATH, "layout");
  return { voided: true };
});
