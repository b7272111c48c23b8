import "server-only";

import type { SignedInAffiliate } from "@/lib/affiliates/affiliate-session";
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/database/db";

/** The portal's payout form: sets the signed-in affiliate's own PayPal address and Minecraft UUID, nobody else's. */
export async function updatePayoutDetails(
  affiliate: Pick<SignedInAffiliate, "id">,
  input: { payoutEmail: string; minecraftUuid: string | null },
  ctx: { ipAddress?: string },
): Promise<{ payoutEmail: string; minecraftUuid: string | null }> {
  const payoutEmail = input.payoutEmail.toLowerCase();
  return prisma.$transaction(async (tx) => {
    const saved = await tx.affiliate.update({
      where: { id: affiliate.id },
      data: { payoutEmail, minecraftUuid: input.minecraftUuid },
      select: { payoutEmail: true, minecraftUuid: true },
    });
    // The addresses are personal: the entry says what changed, not to what.
    await recordAudit(
      { action: "affiliate.update_payout", actor: "affiliate", success: true, ipAddress: ctx.ipAddress, details: { affiliateId: affiliate.id } },
      tx,
    );
    return { payoutEmail: saved.payoutEmail ?? payoutEmail, minecraftUuid: saved.minecraftUuid };
  });
}
