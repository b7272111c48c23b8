import "server-only";

import { AppError } from "@/lib/api/errors";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import type { DisputeMessageInput } from "@/lib/disputes/schemas";
import { tellPaypal } from "@/lib/disputes/tell-paypal";
import { sendDisputeMessage } from "@/lib/paypal/disputes";

/**
 * "Message the buyer": the admin's words go into the dispute's conversation at PayPal (audited, without the text: PayPal
 * keeps it, and the tab shows it once the dispute is read back).
 */
export async function messageDisputeBuyer(input: DisputeMessageInput, ctx: AdminContext, now = new Date()): Promise<void> {
  const dispute = await prisma.dispute.findUnique({ where: { id: input.id }, select: { id: true, paypalDisputeId: true, resolvedAt: true } });
  if (!dispute) throw new AppError("not_found", "No such dispute.");
  if (dispute.resolvedAt) throw new AppError("conflict", "PayPal resolved this dispute already.");
  await tellPaypal(
    dispute,
    { action: "dispute.message", ctx, details: { length: input.message.length }, send: () => sendDisputeMessage(dispute.paypalDisputeId, input.message) },
    now,
  );
}
