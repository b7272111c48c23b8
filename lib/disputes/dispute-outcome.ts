import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { banNames } from "@/lib/bans/ban-names";
import type { BanKindName } from "@/lib/bans/schemas";
import { queueRoleSync } from "@/lib/buyer-role/queue-role-sync";
import { ADMIN_BANS } from "@/lib/content/admin/disputes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { revokeOrderForRefund } from "@/lib/payments/revoke-for-refund";

/** PayPal's outcome codes by who won: the buyer got the money back, or the seller kept it (the buyer withdrew, or PayPal denied the claim). */
const BUYER_WON = new Set(["RESOLVED_BUYER_FAVOUR"]);
const SELLER_WON = new Set(["RESOLVED_SELLER_FAVOUR", "CANCELED_BY_BUYER", "DENIED"]);

/** Why a license is off the whitelist while its dispute is open (lib/disputes/suspend-license.ts writes it). */
export const SUSPENDED_REASON = "Suspended while a PayPal dispute is open";

export type ResolvedDispute = {
  id: string;
  paypalDisputeId: string;
  captureId: string | null;
  outcome: string | null;
  claimAcceptedAt: Date | null;
  licenseSuspendedAt: Date | null;
};

/**
 * What a dispute's end does, once, in the transaction that recorded it as resolved (lib/disputes/record-dispute.ts).
 *
 * For the buyer: the order is recorded as reversed (its license revoked unless another order pays for it, its
 * commission voided or clawed back: lib/payments/revoke-for-refund.ts, which the capture's own REVERSED event repeats
 * harmlessly), and its PayPal payer, buyer e-mail and Minecraft account go on the ban list with the dispute as the reason.
 * A claim the admin accepted is the seller's refund, not a lost dispute: its REFUNDED event revokes, and nobody is banned.
 *
 * For the seller: the commission needs nothing (the payout run holds only lines of open disputes), and a license an admin
 * suspended during the dispute is active again.
 */
export async function applyDisputeOutcome(tx: Prisma.TransactionClient, dispute: ResolvedDispute, now: Date): Promise<void> {
  if (!dispute.captureId || !dispute.outcome) return;
  if (BUYER_WON.has(dispute.outcome) && !dispute.claimAcceptedAt) {
    const order = await tx.order.findUnique({
      where: { captureId: dispute.captureId },
      select: { status: true, payerId: true, email: true, minecraftUuid: true, license: { select: { uuid: true } } },
    });
    if (!order) return;
    if (order.status === "COMPLETED") await revokeOrderForRefund(tx, dispute.captureId, "REVERSED");
    const names: { kind: BanKindName; value: string | null | undefined }[] = [
      { kind: "PAYER_ID", value: order.payerId },
      { kind: "EMAIL", value: order.email },
      // A gift's order names no account: the one its redemption licensed is the one to ban.
      { kind: "MINECRAFT_UUID", value: order.minecraftUuid ?? order.license?.uuid },
    ];
    await banNames(
      tx,
      names.flatMap(({ kind, value }) => (value ? [{ kind, value }] : [])),
      { reason: ADMIN_BANS.reasonOfDispute(dispute.paypalDisputeId), disputeId: dispute.id, actor: "paypal", now },
    );
    return;
  }
  if (SELLER_WON.has(dispute.outcome) && dispute.licenseSuspendedAt) await restoreSuspendedLicense(tx, dispute);
}

/**
 * The license an admin suspended for the dispute goes back on the whitelist, unless something else revoked it since (as
 * an admin's restore does: the Discord role follows, no event is sent).
 */
async function restoreSuspendedLicense(tx: Prisma.TransactionClient, dispute: ResolvedDispute): Promise<void> {
  const order = await tx.order.findUnique({ where: { captureId: dispute.captureId! }, select: { licenseId: true } });
  await tx.dispute.update({ where: { id: dispute.id }, data: { licenseSuspendedAt: null } });
  if (!order?.licenseId) return;
  const { count } = await tx.license.updateMany({
    where: { id: order.licenseId, active: false, revokedReason: SUSPENDED_REASON },
    data: { active: true, revokedAt: null, revokedReason: null },
  });
  if (count === 0) return;
  await queueRoleSync(tx, [order.licenseId]);
  const { uuid } = await tx.license.findUniqueOrThrow({ where: { id: order.licenseId }, select: { uuid: true } });
  await recordAudit(
    { action: "license.restore", actor: "paypal", uuid, success: true, details: { disputeId: dispute.id, previousReason: SUSPENDED_REASON } },
    tx,
  );
}
