import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { findBan } from "@/lib/bans/find-ban";
import { BUYER_REFUSED, CANCELLED_ORDER, LICENSED_MEANWHILE } from "@/lib/content/checkout";
import { prisma } from "@/lib/database/db";
import { fulfilmentToken, issueDownloadToken } from "@/lib/downloads/issue-download-token";
import type { LicenseSource, Order, Prisma } from "@/lib/generated/prisma/client";
import { giftStatusToken } from "@/lib/gifts/gift-status-token";
import { issueGiftCode } from "@/lib/gifts/issue-gift-code";
import { grantLicense } from "@/lib/licenses/grant-license";
import { lockAccounts } from "@/lib/licenses/lock-accounts";
import { log } from "@/lib/log";
import { countPurchase } from "@/lib/metrics/shop-metrics";
import { auditIssue } from "@/lib/payments/audit-issue";
import { fulfilPack, packAnswer, type PackFulfilment } from "@/lib/payments/fulfil-pack";
import { markOrderPaid } from "@/lib/payments/mark-order-paid";
import { numberReceipt } from "@/lib/payments/number-receipt";
import { queueReceipt } from "@/lib/payments/queue-receipt";
import { lockCapture, recordRefundedCapture, type RefundedStatus } from "@/lib/payments/record-refunded-capture";
import { refundDueSeats } from "@/lib/payments/refund-due-seats";
import { refundRefusedCapture, type RefusedCapture } from "@/lib/payments/refund-refused-capture";
import { applyKeptPackRefunds } from "@/lib/payments/revoke-for-refund";
import type { CapturedPayment } from "@/lib/paypal/mapping";
import { retakeCodeUse } from "@/lib/pricing/creator-code";
import { recordCommission } from "@/lib/referrals/record-commission";
import { site } from "@/lib/site";
import { saleTax } from "@/lib/tax/sale-tax";

type LicenseFulfilment = { transactionId: string; uuid: string; username: string; downloadToken: string; gift?: undefined; pack?: undefined };
/** A gift order's: its page's token, and the code only for the call that recorded the payment. */
type GiftFulfilment = { transactionId: string; gift: { statusToken: string; code?: string }; pack?: undefined };
export type Fulfilment = LicenseFulfilment | GiftFulfilment | (PackFulfilment & { gift?: undefined });

/**
 * What recording a capture came to: the license, the refund PayPal (or a kept refund event) reported instead, or
 * the refund this shop made of a capture it refused (an order its buyer cancelled, a banned payer).
 */
type Settlement = Fulfilment | { refunded: RefundedStatus } | { refused: RefusedCapture };

/**
 * Turns a completed capture into a license, in one transaction: the order
 * row is locked, so concurrent calls (the buyer's capture, PayPal's webhook,
 * the reconciliation pass) fulfil it once; later calls return the same answer.
 * A capture refunded or reversed before it was recorded is recorded as such
 * and issues nothing (lib/payments/record-refunded-capture.ts); a capture of
 * an order its buyer cancelled, by a payer on the ban list, or for an account
 * another payment licensed first, is refunded and issues nothing
 * (lib/payments/refund-refused-capture.ts). Cancelling takes
 * the same row lock, so it and the recording of a capture never interleave.
 */
export async function settleCapture(paypalOrderId: string, payment: CapturedPayment, source: LicenseSource): Promise<Settlement> {
  const recorded: Recorded = { now: false };
  const outcome = await fulfilInTransaction(paypalOrderId, payment, source, recorded);
  if (recorded.receiptToNumber) await numberAfterwards(recorded.receiptToNumber);
  if (recorded.seatRefundsDue) await refundSeatsAfterwards(recorded.seatRefundsDue);
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
      uuid: outcome.mismatch ?? undefined,
      success: false,
      details: { paypalOrderId, captureId: payment.captureId, reason: "capture_mismatch", status: payment.status },
    });
    throw new AppError("unprocessable_entity", "The payment was not completed for the license price.");
  }
  // Counted once, by the call that recorded the capture; repeated calls answer the same and count nothing.
  if (recorded.now) {
    countPurchase("refunded" in outcome ? "refunded_before_record" : "refused" in outcome ? REFUSED_OUTCOMES[outcome.refused] : "fulfilled");
  }
  return outcome;
}

const REFUSED_OUTCOMES = { CANCELLED: "cancelled_refunded", BANNED: "banned_refunded", LICENSED: "licensed_refunded" } as const;

/**
 * settleCapture for the buyer's capture call, which needs the license or the gift: a refunded payment, or a cancelled
 * order, is a conflict; a banned payer is refused (403) in words that name only support.
 */
export async function fulfilOrder(paypalOrderId: string, payment: CapturedPayment, source: LicenseSource): Promise<Fulfilment> {
  const settled = await settleCapture(paypalOrderId, payment, source);
  if ("refunded" in settled) throw new AppError("conflict", "This payment was refunded.");
  if ("refused" in settled) {
    if (settled.refused === "CANCELLED") throw new AppError("conflict", CANCELLED_ORDER.capture);
    if (settled.refused === "LICENSED") throw new AppError("conflict", LICENSED_MEANWHILE.capture);
    throw new AppError("forbidden", BUYER_REFUSED.message(site.supportEmail));
  }
  return settled;
}

/**
 * Fulfilment waits longer still than every transaction may (TRANSACTION_OPTIONS, lib/database/client-options.ts)
 * before giving up: a paid capture should be recorded, not answered with an error.
 */
const FULFILMENT_TRANSACTION = { maxWait: 15_000, timeout: 20_000 } as const;

/**
 * What the transaction did: whether it recorded the capture now, the order whose receipt is to be numbered, and the
 * pack whose seats' refunds are due.
 */
type Recorded = { now: boolean; receiptToNumber?: string; seatRefundsDue?: string };

/**
 * A pack's seats refused at capture get their money back once the capture is committed (lib/payments/refund-due-seats.ts).
 * PayPal failing costs the buyer nothing but time: the seats stay due, and reconciliation asks again on its next pass.
 */
async function refundSeatsAfterwards(orderId: string): Promise<void> {
  try {
    await refundDueSeats(orderId);
  } catch (error) {
    log.warn("seat refund still due; reconciliation will ask again", { orderId, error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * The receipt's number, given once the sale is committed (lib/payments/number-receipt.ts). A failure here costs the
 * buyer nothing: the sale stands, its receipt waits, and reconciliation numbers it on its next pass.
 */
async function numberAfterwards(orderId: string): Promise<void> {
  try {
    await numberReceipt(orderId);
  } catch (error) {
    log.warn("receipt not numbered yet; reconciliation will", { orderId, error: error instanceof Error ? error.message : String(error) });
  }
}

function fulfilInTransaction(
  paypalOrderId: string,
  payment: CapturedPayment,
  source: LicenseSource,
  recorded: Recorded,
): Promise<Settlement | { mismatch: string | null }> {
  return prisma.$transaction(async (tx) => {
    await lockCapture(tx, payment.captureId);
    await tx.$queryRaw`SELECT id FROM orders WHERE paypal_order_id = ${paypalOrderId} FOR UPDATE`;
    const order = await tx.order.findUnique({ where: { paypalOrderId } });
    if (!order) throw new AppError("not_found", "Unknown order.");

    // Recorded already: the same answer again, without a gift's code (it was given once, to the call that recorded it).
    if (order.status === "COMPLETED" && order.captureId && order.quantity > 1) return packAnswer(tx, { ...order, captureId: order.captureId });
    if (order.status === "COMPLETED" && order.captureId && order.isGift) {
      const gift = await tx.gift.findFirstOrThrow({ where: { orderId: order.id, seatId: null }, select: { id: true } });
      return { transactionId: order.captureId, gift: { statusToken: giftStatusToken(gift.id) } };
    }
    if (order.status === "COMPLETED" && order.licenseId && order.captureId && order.minecraftUuid && order.username) {
      const downloadToken = await fulfilmentToken(tx, { id: order.id, licenseId: order.licenseId });
      return { transactionId: order.captureId, uuid: order.minecraftUuid, username: order.username, downloadToken };
    }
    if (order.status === "REFUNDED" || order.status === "REVERSED") return { refunded: order.status };
    const refunded = await recordRefundedCapture(tx, order, payment);
    if (refunded) {
      recorded.now = true;
      return { refunded };
    }
    // Its buyer cancelled it, and gave its creator code's use back, before this capture: PayPal took the money all the same.
    if (order.status === "CLOSED" && order.closedReason === "CANCELLED" && payment.status === "COMPLETED") {
      await refundRefusedCapture(tx, order, payment, "CANCELLED");
      recorded.now = true;
      return { refused: "CANCELLED" };
    }
    // The PayPal account that paid is only known now: a banned one (or a name banned since checkout) is refunded.
    const seatAccounts =
      order.quantity > 1
        ? (await tx.orderSeat.findMany({ where: { orderId: order.id }, select: { minecraftUuid: true } })).map((seat) => seat.minecraftUuid)
        : [];
    const banned =
      payment.status === "COMPLETED" &&
      (await findBan(tx, { payerIds: [payment.payerId], emails: [order.email, payment.payerEmail], uuids: [order.minecraftUuid, ...seatAccounts] }));
    if (banned) {
      await refundRefusedCapture(tx, order, payment, "BANNED");
      recorded.now = true;
      return { refused: "BANNED" };
    }
    if (order.quantity > 1) {
      // Partly refunded at PayPal before the shop recorded it: the rest is still paid for (recordRefundedCapture).
      const paid = payment.status === "COMPLETED" || payment.status === "PARTIALLY_REFUNDED";
      if (!paid || payment.amountCents !== order.amountCents || payment.currency !== order.currency) return { mismatch: null };
      const pack = await fulfilPack(tx, order, payment, source);
      recorded.now = true;
      if ("refused" in pack) return pack;
      await applyKeptPackRefunds(tx, payment.captureId);
      if (pack.receiptToNumber) recorded.receiptToNumber = pack.receiptToNumber;
      if (pack.seatRefundsDue) recorded.seatRefundsDue = order.id;
      return pack.fulfilment;
    }
    // Checkout refuses an account that is licensed, but two orders for one account can both be open (two tabs, two
    // buyers): the first capture licenses it, and any later one is refunded rather than paying for a license twice.
    // The account's lock makes two captures for it take turns.
    if (payment.status === "COMPLETED" && !order.isGift && order.minecraftUuid) {
      await lockAccounts(tx, [order.minecraftUuid]);
      const license = await tx.license.findUnique({ where: { uuid: order.minecraftUuid }, select: { active: true } });
      if (license?.active) {
        await refundRefusedCapture(tx, order, payment, "LICENSED");
        recorded.now = true;
        return { refused: "LICENSED" };
      }
    }

    if (payment.status !== "COMPLETED" || payment.amountCents !== order.amountCents || payment.currency !== order.currency) {
      return { mismatch: order.minecraftUuid };
    }

    // An order closed unpaid (expired, voided, unknown to PayPal; never a cancelled one) gave its creator code's use
    // back; paid after all, it takes it again (even past the limit: its buyer approved that price).
    const retakeUse = order.status === "CLOSED" && !order.codeUseHeld && order.referralCode !== null && order.commissionCents !== null;
    if (retakeUse) await retakeCodeUse(tx, order.referralCode!);
    // A gift issues its code instead of a license: the recipient's account gets one when they redeem it.
    const license = order.isGift ? null : await activateLicense(tx, order, source);
    // Taken after the license is written: a new license's addedAt is never later than the capture it came from.
    const capturedAt = new Date();
    const giftRow = order.isGift ? await tx.gift.findFirstOrThrow({ where: { orderId: order.id, seatId: null }, select: { id: true } }) : null;
    const gift = giftRow ? await issueGiftCode(tx, giftRow.id, capturedAt) : null;
    const taxRecord = await saleTax({ ipAddress: order.ipAddress, payerCountry: payment.payerCountry ?? null, amountCents: order.amountCents, capturedAt });
    const paid = await markOrderPaid(tx, order, payment, { capturedAt, licenseId: license?.id ?? null, retakeUse, taxRecord });
    // A gift's commission is earned now, at its purchase, as for any sale.
    await recordCommission(tx, paid);
    const downloadToken = license ? await issueDownloadToken(tx, license.id, capturedAt, order.id) : null;
    await auditIssue(tx, { order, captureId: payment.captureId, source, license, gift });
    // The receipt is written from the order as just updated: its capture and, with TAX_MODE=vat, its VAT and a receipt
    // held until its number is given.
    const captured = { ...paid, captureId: payment.captureId, capturedAt };
    recorded.now = true;
    if (taxRecord) recorded.receiptToNumber = order.id;
    if (gift) {
      await queueReceipt(tx, { order: captured, delivery: { gift: gift.receipt } });
      return { transactionId: payment.captureId, gift: { statusToken: gift.statusToken, code: gift.code } };
    }
    if (!license || !downloadToken) throw new AppError("internal", `Order ${order.id} was fulfilled without a license.`);
    await queueReceipt(tx, { order: captured, delivery: { downloadToken } });
    return { transactionId: payment.captureId, uuid: license.uuid, username: license.username, downloadToken };
  }, FULFILMENT_TRANSACTION);
}

/** The order's account gets its license (again, after a refund or a revoke), and its buyer role with it. */
async function activateLicense(tx: Prisma.TransactionClient, order: Order, source: LicenseSource) {
  if (!order.minecraftUuid || !order.username) throw new AppError("internal", `Order ${order.id} names no Minecraft account.`);
  return grantLicense(tx, { uuid: order.minecraftUuid, username: order.username, email: order.email, source });
}
