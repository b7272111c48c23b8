import { RECEIPT_MAIL as M } from "@/lib/content/mail";
import type { Mail } from "@/lib/mail/templates/mail";
import { toPaypalValue } from "@/lib/payments/pricing";
import { site } from "@/lib/site";

export type ReceiptMailData = {
  username: string;
  paypalOrderId: string;
  /** What this order was charged (the order row's own amount, not today's price). */
  amountCents: number;
  currency: string;
  tosVersion: string;
  tosAcceptedAt: Date;
  downloadLink: string;
};

/** The receipt: the order, its amount, the terms accepted and the download link. */
export function receiptMail(data: ReceiptMailData): Mail {
  const text = [
    M.thanks,
    "",
    M.account(data.username),
    M.order(data.paypalOrderId),
    M.amount(`${toPaypalValue(data.amountCents)} ${data.currency}`),
    M.terms(data.tosVersion, data.tosAcceptedAt.toISOString()),
    "",
    M.download(data.downloadLink),
    M.linkLifetime,
    "",
    M.questions(site.supportEmail),
  ].join("\n");
  return { subject: M.subject(data.username), text };
}
