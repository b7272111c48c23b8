import { saveCreatorCode } from "@/lib/pricing/save-creator-code";
import { creatorCodeTermsSchema } from "@/lib/pricing/schemas";

import { ADMIN_CTX } from "./admin-fixtures";

/**
 * Registers codes the way an admin does (the Referral Links tab's form, a quick code): the code as typed,
 * parsed as the form's action parses it (sanitised). Only codes the shop issued earn a commission.
 */
export async function registerReferralCodes(...codes: string[]): Promise<void> {
  for (const code of codes) await saveCreatorCode(creatorCodeTermsSchema.parse({ code }), ADMIN_CTX);
}
