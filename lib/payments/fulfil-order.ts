import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { queueRoleSync } from "@/lib/buyer-role/queue-role-sync";
import { prisma } from "@/lib/database/db";
import { fulfilmentToken, issueDownloadToken } from "@/lib/downloads/issue-download-token";
import type { LicenseSource } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { countPurchase } from "@/lib/metrics/shop-metrics";
import { queueReceipt } from "@/lib/payments/queue-receipt";
import { lockCapture, recordRefundedCapture, type RefundedStatus } from "@/lib/payments/record-refunded-capture";
import type { CapturedPayment } from "@/lib/paypal/mapping";
import { recordCommission } from "@/lib/referrals/record-commission";
import { receiptNumber, saleTax } from "@/lib/tax/sale-tax";

export type Fulfilment = { transactionId: string; uuid: string; username: string; downloadToken: string };

/** What recording a capture came to: the license, or the refund PayPal (or a kept refund event) reported instead. */
type Settlement = Fulfilment | { refunded: RefundedStatus };

/**
 * Turns a completed capture into a license, in one transaction: the order
 * row is locked, so concurrent calls (the buyer's capture, PayPal's webhook,
 * the reconciliation pass) fulfil it once; later calls return the same answer.
 * A capture refunded or reversed before it was recorded is recorded as such
 * and issues nothing (lib/payments/record-refunded-capture.ts).
 */
export async function settleCapture(paypalOrderId: string, payment: CapturedPayment, source: LicenseSource): Promise<Settlement> {
  const recorded = { now: false };
  const outcome = await fulfilInTransaction(paypalOrderId, payment, source, recorded);
  if ("mismatch" in outcome) {
    countPurchase("capture_mismatch");
    // Audited after the transaction, which issued nothing: money arrived that does not match the order.
    log.error("capture does not match order", {
      paypalOrderId,
      captureId: payment.captureId,
      status: payment.status,
      amountCents: payment.amountCents,
      currency: payment.currency,
    });
    await recordAudit({
      action: "license.issue",
      actor: "system",
      uuid: outcome.mismatch,
      success: false,
      details: { paypalOrderId, captureId: payment.captureId, reason: "capture_mismatch", status: payment.status },
    });
    throw new AppError("unprocessable_entity", "The payment was not completed for the license price.");
  }
  // Counted once, by the call that recorded the capture; repeated calls answer the same and count nothing.
  if (recorded.now) countPurchase("refunded" in outcome ? "refunded_before_record" : "fulfilled");
  return outcome;
}

/** settleCapture for the buyer's capture call, which needs the license: a refunded payment is a conflict. */
export async function fulfilOrder(paypalOrderId: string, payment: CapturedPayment, source: LicenseSource): Promise<Fulfilment> {
  const settled = await settleCapture(paypalOrderId, payment, source);
  if ("refunded" in settled) throw new AppError("conflict", "This payment was refunded.");
  return settled;
}

/**
 * Fulfilment waits longer than Prisma's defaults (2 s to start, 5 s to finish) before giving up: a paid capture
 * should be recorded, not answered with an error. With TAX_MODE=vat, concurrent captures also take turns on the
 * year's receipt series (lib/tax/document-number.ts); 40 at once on a busy machine took more than 2 s to start.
 */
const FULFILMENT_TRANSACTION = { maxWait: 15_000, timeout: 20_000 } as const;

function fulfilInTransaction(
  paypalOrderId: string,
  payment: CapturedPayment,
  source: LicenseSource,
  recorded: { now: boolean },
): Promise<Settlement | { mismatch: string }> {
  return prisma.$transaction(async (tx) => {
    await lockCapture(tx, payment.captureId);
    await tx.$queryRaw`SELECT id FROM orders WHERE paypal_order_id = ${paypalOrderId} FOR UPDATE`;
    const order = await tx.order.findUnique({ where: { paypalOrderId } });
    if (!order) throw new AppError("not_found", "Unknown order.");

    if (order.status === "COMPLETED" && order.licenseId && order.captureId) {
      const downloadToken = await fulfilmentToken(tx, { id: order.id, licenseId: order.licenseId });
      return { transactionId: order.captureId, uuid: order.minecraftUuid, username: order.username, downloadToken };
    }
    if (order.status === "REFUNDED" || order.status === "REVERSED") return { refunded: order.status };
    const refunded = await recordRefundedCapture(tx, order, payment);
    if (refunded) {
      recorded.now = true;
      return { refunded };
    }

    if (payment.status !== "COMPLETED" || payment.amountCents !== order.amountCents || payment.currency !== order.currency) {
      return { mismatch: order.minecraftUuid };
    }

    // An order closed unpaid gave its creator code's use back; paid after all, it takes it again (even past the limit:
    // its buyer approved that price).
    const retakeUse = order.status === "CLOSED" && !order.codeUseHeld && order.referralCode !== null && order.commissionCents !== null;
    if (retakeUse) await tx.referralCode.updateMany({ where: { code: order.referralCode! }, data: { uses: { increment: 1 } } });
    const license = await tx.license.upsert({
      where: { uuid: order.minecraftUuid },
      create: { uuid: order.minecraftUuid, username: order.username, email: order.email, source },
      update: { active: true, revokedAt: null, revokedReason: null, username: order.username, email: order.email },
    });
    // A license bought again after a refund may still be linked to Discord: its buyer role comes back with it.
    await queueRoleSync(tx, [license.id]);
    const capturedAt = new Date();
    const taxRecord = await saleTax({ ipAddress: order.ipAddress, payerCountry: payment.payerCountry ?? null, amountCents: order.amountCents, capturedAt });
    await tx.order.update({
      where: { id: order.id },
      data: {
        status: "COMPLETED",
        captureId: payment.captureId,
        capturedAt,
        // A captured order was approved by its buyer, whether or not the shop saw the approval itself.
        approvedAt: order.approvedAt ?? capturedAt,
        payerId: payment.payerId ?? null,
        payerEmail: payment.payerEmail ?? null,
        licenseId: license.id,
        ...(retakeUse && { codeUseHeld: true }),
        ...taxRecord,
      },
    });
    await recordCommission(tx, { ...order, payerEmail: payment.payerEmail ?? null, payerId: payment.payerId ?? null });
    const downloadToken = await issueDownloadToken(tx, license.id, capturedAt, order.id);
    await recordAudit(
      {
        action: "license.issue",
        actor: source === "PURCHASE" ? "buyer" : "system",
        uuid: license.uuid,
        success: true,
        ipAddress: order.ipAddress,
        details: { paypalOrderId, captureId: payment.captureId, source },
      },
      tx,
    );
    // Numbered last (TAX_MODE=vat): the series' row lock is held only for the number, the receipt and the commit.
    const tax = taxRecord && { ...taxRecord, receiptNumber: await receiptNumber(tx, capturedAt) };
    if (tax) await tx.order.update({ where: { id: order.id }, data: { receiptNumber: tax.receiptNumber } });
    // The receipt is written from the order as just updated: its capture and, with TAX_MODE=vat, its receipt number and VAT.
    await queueReceipt(tx, { order: { ...order, captureId: payment.captureId, capturedAt, ...tax }, downloadToken });
    recorded.now = true;
    return { transactionId: payment.captureId, uuid: license.uuid, username: license.username, downloadToken };
  }, FULFILMENT_TRANSACTION);
}
