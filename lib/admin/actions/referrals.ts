"use server";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_LAYOUT } from "@/lib/content/admin/routes";
import { markCommissionsPaid } from "@/lib/referrals/mark-commissions-paid";
import { markCommissionsPaidSchema, voidCommissionSchema } from "@/lib/referrals/schemas";
import { voidCommission } from "@/lib/referrals/void-commission";

/** A code's owed commissions were paid out; answers how many were marked. */
export const markCommissionsPaidAction = adminAction({ schema: markCommissionsPaidSchema, refresh: [DASHBOARD_LAYOUT] }, async ({ code }, ctx) => {
  const count = await markCommissionsPaid(code, ctx);
  return { count };
});

/** One unpaid commission line voided, with the admin's reason (audited). */
export const voidCommissionAction = adminAction({ schema: voidCommissionSchema, refresh: [DASHBOARD_LAYOUT] }, async (input, ctx) => {
  await voidCommission(input, ctx);
  return { voided: true };
});
