import "server-only";

import { AppError } from "@/lib/api/errors";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { evidenceDocument, evidenceNote } from "@/lib/disputes/evidence-document";
import { evidencePack } from "@/lib/disputes/evidence-pack";
import { tellPaypal } from "@/lib/disputes/tell-paypal";
import { acceptClaim, provideEvidence } from "@/lib/paypal/disputes";

type Answer = "evidence" | "accept_claim";
const CLAIMED_AT = { evidence: "evidenceSentAt", accept_claim: "claimAcceptedAt" } as const;

/**
 * One answer to PayPal for an open dispute, once: the admin's click is claimed with a conditional update (two clicks,
 * or two admins, send it once), given back if PayPal refused it, audited either way and read back (tellPaypal).
 */
async function answer(disputeId: string, kind: Answer, ctx: AdminContext, send: (paypalDisputeId: string) => Promise<void>, now = new Date()) {
  const dispute = await prisma.dispute.findUnique({ where: { id: disputeId } });
  if (!dispute) throw new AppError("not_found", "No such dispute.");
  if (dispute.resolvedAt) throw new AppError("conflict", "PayPal resolved this dispute already.");
  const column = CLAIMED_AT[kind];
  const claimed = await prisma.dispute.updateMany({ where: { id: disputeId, resolvedAt: null, [column]: null }, data: { [column]: now } });
  if (claimed.count === 0) throw new AppError("conflict", kind === "evidence" ? "The evidence was sent already." : "The claim was accepted already.");
  await tellPaypal(
    dispute,
    {
      action: kind === "evidence" ? "dispute.evidence" : "dispute.accept_claim",
      ctx,
      send: () => send(dispute.paypalDisputeId),
      undo: () => prisma.dispute.updateMany({ where: { id: disputeId, [column]: now }, data: { [column]: null } }),
    },
    now,
  );
}

/** "Send evidence": the proof of fulfilment (lib/disputes/evidence-pack.ts) to PayPal as PROOF_OF_FULFILLMENT. */
export async function sendDisputeEvidence(disputeId: string, ctx: AdminContext): Promise<void> {
  const pack = await evidencePack(disputeId);
  if (!pack) throw new AppError("not_found", "No such dispute.");
  await answer(disputeId, "evidence", ctx, (paypalDisputeId) =>
    provideEvidence(paypalDisputeId, {
      notes: evidenceNote(pack),
      fileName: `proof-of-fulfilment-${paypalDisputeId}.txt`,
      document: evidenceDocument(pack),
    }),
  );
}

/**
 * "Accept the claim": PayPal refunds the buyer. The refund's own event (PAYMENT.CAPTURE.REFUNDED) then revokes the
 * license and reverses the commission, as any refund does.
 */
export async function acceptDisputeClaim(disputeId: string, ctx: AdminContext): Promise<void> {
  await answer(disputeId, "accept_claim", ctx, (paypalDisputeId) => acceptClaim(paypalDisputeId, "The seller accepts the claim and refunds the payment."));
}
