import { createReferralCode } from "@/lib/referrals/create-referral-code";

import { ADMIN_CTX } from "./admin-fixtures";

/** Registers codes the way an admin does (the generator, a quick code): only codes the shop issued earn a commission. */
export async function registerReferralCodes(...codes: string[]): Promise<void> {
  for (const code of codes) await createReferralCode({ code }, ADMIN_CTX);
}
