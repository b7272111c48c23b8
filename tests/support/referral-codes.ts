import { createReferralCode } from "@/lib/referrals/create-referral-code";
import { createReferralCodeSchema } from "@/lib/referrals/schemas";

import { ADMIN_CTX } from "./admin-fixtures";

/**
 * Registers codes the way an admin does (the generator, a quick code): the code as typed, parsed as the
 * generator's action parses it (sanitised). Only codes the shop issued earn a commission.
 */
export async function registerReferralCodes(...codes: string[]): Promise<void> {
  for (const code of codes) await createReferralCode(createReferralCodeSchema.parse({ code }), ADMIN_CTX);
}
