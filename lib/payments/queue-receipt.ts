import "server-only";

import { LOST_DOWNLOAD_LINK } from "@/lib/content/checkout";
import { downloadLink, purchaseStatusLink } from "@/lib/downloads/download-link";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { sealMail } from "@/lib/mail/sealed-codes";
import { receiptMail, type GiftReceipt, type PackReceipt } from "@/lib/mail/templates/receipt";
import { PENDING_RECEIPT_NUMBER } from "@/lib/payments/number-receipt";
import { priceBreakdown } from "@/lib/pricing/price-breakdown";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { absoluteUrl } from "@/lib/site";
import { receiptDetails, type OrderTax } from "@/lib/tax/receipt-details";

/**
 * The order as fulfilment just recorded it: captured, so its capture id and time are known, and with TAX_MODE=vat
 * its VAT and its receipt number still to be given (receiptPending; null otherwise: the receipt as before).
 */
export type CapturedOrder = Pick<
  Order,
  | "id"
  | "email"
  | "username"
  | "paypalOrderId"
  | "amountCents"
  | "currency"
  | "tosVersion"
  | "tosAcceptedAt"
  | "listPriceCents"
  | "saleId"
  | "discountCents"
  | "referralCode"
  | "receiptPending"
  | "tierPercent"
  | "tierCents"
> &
  OrderTax & {
    captureId: string;
    capturedAt: Date;
  };

/**
 * Puts the receipt in the outbox, in the fulfilment transaction, once per
 * order (its dedupe key), with the mail job that delivers it (committed or
 * rolled back with the license): the mail worker runs when SMTP is configured.
 * A gift's receipt carries its code and gift page instead of the account and the download.
 * An order a sale or a creator code lowered shows the regular price, the sale's and the code's discount; an order
 * with a receipt number is a tax receipt, with the seller as the settings name them now. A receipt whose number is
 * still to be given is held, its number a placeholder, until lib/payments/number-receipt.ts writes it in and sends it.
 */
export async function queueReceipt(
  tx: Prisma.TransactionClient,
  { order, delivery }: { order: CapturedOrder; delivery: { downloadToken: string } | { gift: GiftReceipt } | { pack: PackReceipt } },
): Promise<void> {
  if (!order.email) return;
  const sale = order.saleId ? await tx.sale.findUnique({ where: { id: order.saleId }, select: { label: true, priceCents: true } }) : null;
  const numbered = order.receiptPending ? { ...order, receiptNumber: PENDING_RECEIPT_NUMBER } : order;
  const common = { ...order, breakdown: priceBreakdown({ ...order, sale }), paidAt: order.capturedAt, receipt: receiptDetails(numbered) };
  const rendered = await receiptMail(
    "gift" in delivery
      ? { ...common, gift: delivery.gift }
      : "pack" in delivery
        ? { ...common, pack: delivery.pack }
        : {
            ...common,
            gift: undefined,
            username: order.username ?? "",
            downloadLink: downloadLink(delivery.downloadToken),
            statusLink: purchaseStatusLink(delivery.downloadToken),
            lostLinkUrl: absoluteUrl(LOST_DOWNLOAD_LINK.href),
          },
  );
  const dedupeKey = `receipt:${order.id}`;
  const to = order.email;
  // A gift's code waits sealed, as in the recipient's mail (lib/mail/sealed-codes.ts): the outbox keeps none in the clear.
  const codes =
    "gift" in delivery ? [delivery.gift.code] : "pack" in delivery ? delivery.pack.seats.flatMap((seat) => (seat.giftCode ? [seat.giftCode] : [])) : [];
  const mail = codes.length > 0 ? sealMail(rendered, codes, { dedupeKey, to }) : rendered;
  const status = order.receiptPending ? "HELD" : "PENDING";
  const created = await tx.emailOutbox.createMany({ data: [{ dedupeKey, to, ...mail, status }], skipDuplicates: true });
  if (created.count > 0 && status === "PENDING") await enqueue(QUEUES.mail, { dedupeKey }, { tx });
  // The body holds a download link or a gift code (credentials): only the envelope is logged.
  log.info("mail queued", { dedupeKey, subject: mail.subject });
}
