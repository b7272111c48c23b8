import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { recordDispute } from "@/lib/disputes/record-dispute";
import type { DisputeMessageInput } from "@/lib/disputes/schemas";
import { getDispute, sendDisputeMessage } from "@/lib/paypal/disputes";

/**
 * "Message the buyer": the admin's words go into the dispute's conversation at PayPal (audited, without the text: PayPal
 * keeps it, and the tab shows it once the dispute is read back).
 */
export async function messageDisputeBuyer(input: DisputeMessageInput, ctx: AdminContext, now = new Date()): Promise<void> {
  const dispute = await prisma.dispute.findUnique({ where: { id: input.id }, select: { paypalDisputeId: true, resolvedAt: true } });
  if (!dispute) throw new AppError("not_found", "No such dispute.");
  if (dispute.resolvedAt) throw new AppError("conflict", "PayPal resolved this dispute already.");
  const audit = (success: boolean, error?: string) =>
    recordAudit({
      action: "dispute.message",
      actor: ctx.admin.username,
      success,
      ipAddress: ctx.ipAddress,
      details: { disputeId: input.id, paypalDisputeId: dispute.paypalDisputeId, length: input.message.length, ...(error && { error }) },
    });
  try {
    await sendDisputeMessage(dispute.paypalDisputeId, input.message);
  } catch (error) {
    await audit(false, error instanceof Error ? error.message.slice(0, 300) : String(error));
    throw error;
  }
  await audit(true);
  await recordDispute(await getDispute(dispute.paypalDisputeId), { now, current: true });
}
