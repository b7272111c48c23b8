import "server-only";

import type { AuditAction } from "@/lib/audit/actions";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { recordDispute } from "@/lib/disputes/record-dispute";
import { getDispute } from "@/lib/paypal/disputes";

/**
 * An admin's step on a dispute that PayPal carries out (evidence, accepting the claim, a message to the buyer): the
 * call, audited as the step with its outcome (PayPal's refusal in short, never the admin's words), then the dispute
 * read back from PayPal so the tab shows its new state. `undo` gives back what the step claimed before the call when
 * PayPal refused it.
 */
export async function tellPaypal(
  dispute: { id: string; paypalDisputeId: string },
  step: { action: AuditAction; ctx: AdminContext; details?: Record<string, unknown>; send: () => Promise<void>; undo?: () => Promise<unknown> },
  now: Date,
): Promise<void> {
  const audit = (success: boolean, error?: string) =>
    recordAudit({
      action: step.action,
      actor: step.ctx.admin.username,
      success,
      ipAddress: step.ctx.ipAddress,
      details: { disputeId: dispute.id, paypalDisputeId: dispute.paypalDisputeId, ...step.details, ...(error && { error }) },
    });
  try {
    await step.send();
  } catch (error) {
    await step.undo?.();
    await audit(false, error instanceof Error ? error.message.slice(0, 300) : String(error));
    throw error;
  }
  await audit(true);
  await recordDispute(await getDispute(dispute.paypalDisputeId), { now, current: true });
}
