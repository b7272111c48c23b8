import "server-only";

import { downloadLink } from "@/lib/downloads/download-link";
import { fulfilmentToken, issueDownloadToken } from "@/lib/downloads/issue-download-token";
import type { LicenseSource, Order, OrderSeat, Prisma } from "@/lib/generated/prisma/client";
import { redeemLink } from "@/lib/gifts/gift-links";
import { giftStatusToken } from "@/lib/gifts/gift-status-token";
import { issueGiftCode } from "@/lib/gifts/issue-gift-code";
import { grantLicense } from "@/lib/licenses/grant-license";
import { lockAccounts } from "@/lib/licenses/lock-accounts";
import type { PackReceipt } from "@/lib/mail/templates/receipt";
import { auditIssue } from "@/lib/payments/audit-issue";
import { markOrderPaid } from "@/lib/payments/mark-order-paid";
import { queueReceipt } from "@/lib/payments/queue-receipt";
import { refundRefusedCapture } from "@/lib/payments/refund-refused-capture";
import { revokeSeat, seatCreditNote } from "@/lib/payments/refund-seat";
import type { PackSeatResult } from "@/lib/payments/schemas";
import type { CapturedPayment } from "@/lib/paypal/mapping";
import { retakeCodeUse } from "@/lib/pricing/creator-code";
import { recordCommission } from "@/lib/referrals/record-commission";
import { saleTax } from "@/lib/tax/sale-tax";

/** A pack's capture as its buyer is answered: every seat, and one download token for its accounts (none if it has none). */
export type PackFulfilment = { transactionId: string; pack: { downloadToken: string | null; seats: PackSeatResult[] } };

type SeatWithGift = OrderSeat & { gift: { id: string } | null };

const seatsOf = (tx: Prisma.TransactionClient, orderId: string): Promise<SeatWithGift[]> =>
  tx.orderSeat.findMany({ where: { orderId }, orderBy: { position: "asc" }, include: { gift: { select: { id: true } } } });

/**
 * A pack recorded already: the same seats again, without their gift codes (given once, to the call that recorded
 * the payment), and the download token of its first account still licensed by it.
 */
export async function packAnswer(tx: Prisma.TransactionClient, order: Order & { captureId: string }): Promise<PackFulfilment> {
  const seats = await seatsOf(tx, order.id);
  // An account seat's: a gift seat's license, once redeemed, is its recipient's, and its buyer gets no token for it.
  const licensed = seats.find((seat) => !seat.isGift && seat.licenseId && !seat.refundedAt);
  const downloadToken = licensed?.licenseId ? await fulfilmentToken(tx, { id: order.id, licenseId: licensed.licenseId }) : null;
  return {
    transactionId: order.captureId,
    pack: {
      downloadToken,
      seats: seats.map((seat) => ({
        position: seat.position,
        ...(seat.username && { username: seat.username }),
        ...(seat.gift && { gift: { statusToken: giftStatusToken(seat.gift.id) } }),
        refunded: seat.refundedAt !== null,
      })),
    },
  };
}

/**
 * Records a pack's completed capture, inside fulfilment's transaction and locks (lib/payments/fulfil-order.ts), after
 * its refund, cancel and ban checks. Each seat becomes its own license or gift code. The pack's accounts are locked
 * (lib/licenses/lock-accounts.ts): an account another payment licensed first (a single order, another pack) has its
 * seat recorded refunded, its amount asked of PayPal after the commit, and its seat gives nothing; a pack whose every
 * seat is such is refunded whole.
 * The commission is per seat paid; the receipt lists every seat. `capturedAt` is taken once the licenses are written.
 */
export async function fulfilPack(
  tx: Prisma.TransactionClient,
  order: Order,
  payment: CapturedPayment,
  source: LicenseSource,
): Promise<{ fulfilment: PackFulfilment; receiptToNumber: string | null; seatRefundsDue: boolean } | { refused: "LICENSED" }> {
  const seats = await seatsOf(tx, order.id);
  const accounts = seats.flatMap((seat) => (seat.minecraftUuid ? [seat.minecraftUuid] : []));
  await lockAccounts(tx, accounts);
  const active = new Set(
    (await tx.license.findMany({ where: { uuid: { in: accounts }, active: true }, select: { uuid: true } })).map((license) => license.uuid),
  );
  const taken = (seat: OrderSeat) => seat.minecraftUuid !== null && active.has(seat.minecraftUuid);
  if (seats.every(taken)) {
    await refundRefusedCapture(tx, order, payment, "LICENSED");
    return { refused: "LICENSED" };
  }

  const retakeUse = order.status === "CLOSED" && !order.codeUseHeld && order.referralCode !== null && order.commissionCents !== null;
  if (retakeUse) await retakeCodeUse(tx, order.referralCode!);
  const licenses = new Map<number, { id: string; uuid: string; username: string }>();
  for (const seat of seats) {
    if (taken(seat) || !seat.minecraftUuid || !seat.username) continue;
    const license = await grantLicense(tx, { uuid: seat.minecraftUuid, username: seat.username, email: order.email, source });
    licenses.set(seat.position, license);
  }
  const capturedAt = new Date();
  const gifts = new Map<number, Awaited<ReturnType<typeof issueGiftCode>>>();
  for (const seat of seats) if (seat.gift) gifts.set(seat.position, await issueGiftCode(tx, seat.gift.id, capturedAt));
  const taxRecord = await saleTax({ ipAddress: order.ipAddress, payerCountry: payment.payerCountry ?? null, amountCents: order.amountCents, capturedAt });
  const vatShares = taxRecord?.vatCents != null ? shares(taxRecord.vatCents, seats.length) : null;
  for (const [index, seat] of seats.entries()) {
    const licenseId = licenses.get(seat.position)?.id ?? null;
    if (licenseId || vatShares) await tx.orderSeat.update({ where: { id: seat.id }, data: { licenseId, vatCents: vatShares?.[index] ?? null } });
  }
  const recorded = await markOrderPaid(tx, order, payment, { capturedAt, licenseId: null, retakeUse, taxRecord });
  const paid = seats.filter((seat) => !taken(seat));
  const seatUuids = seats.flatMap((seat) => (seat.minecraftUuid ? [seat.minecraftUuid] : []));
  await recordCommission(tx, { ...recorded, seatUuids }, capturedAt, paid);
  for (const { position } of paid) {
    const [license, gift] = [licenses.get(position) ?? null, gifts.get(position) ?? null];
    await auditIssue(tx, { order, captureId: payment.captureId, source, license, gift, seat: position });
  }

  // The seats whose account another payment licensed first are recorded refunded, one credit note for them all; their
  // money is asked of PayPal once this commits (refund-due-seats.ts), so a rollback here has refunded nothing.
  const refused = seats.filter(taken);
  if (refused.length > 0) {
    const creditNoteNumber = await seatCreditNote(tx, recorded, capturedAt);
    for (const seat of refused) {
      await revokeSeat(tx, { order: recorded, seat, why: "LICENSED", refundId: null, creditNoteNumber, actor: "system", now: capturedAt });
    }
  }

  const first = seats.map((seat) => licenses.get(seat.position)).find((license) => license !== undefined);
  const downloadToken = first ? await issueDownloadToken(tx, first.id, capturedAt, order.id) : null;
  const receipt: PackReceipt = {
    quantity: order.quantity,
    seatCents: Math.round(order.amountCents / order.quantity),
    seats: seats.map((seat) => ({
      position: seat.position,
      username: seat.username,
      giftCode: gifts.get(seat.position)?.code ?? null,
      recipientEmail: gifts.get(seat.position)?.receipt.recipientEmail ?? null,
      sendAt: gifts.get(seat.position)?.receipt.sendAt ?? null,
      refunded: taken(seat),
    })),
    downloadLink: downloadToken ? downloadLink(downloadToken) : null,
    redeemLink: redeemLink(),
  };
  await queueReceipt(tx, { order: { ...recorded, captureId: payment.captureId, capturedAt }, delivery: { pack: receipt } });
  return {
    receiptToNumber: taxRecord ? order.id : null,
    seatRefundsDue: refused.length > 0,
    fulfilment: {
      transactionId: payment.captureId,
      pack: {
        downloadToken,
        seats: seats.map((seat) => {
          const gift = gifts.get(seat.position);
          return {
            position: seat.position,
            ...(seat.username && { username: seat.username }),
            ...(gift && { gift: { statusToken: gift.statusToken, code: gift.code } }),
            refunded: taken(seat),
          };
        }),
      },
    },
  };
}

/** `total` cents split over `count` seats as evenly as cents allow, the first seats taking the odd cents: they add up to `total`. */
function shares(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  return Array.from({ length: count }, (_, index) => base + (index < total - base * count ? 1 : 0));
}
