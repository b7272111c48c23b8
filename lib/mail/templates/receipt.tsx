import "server-only";

import { Button, Link } from "react-email";

import { utcDateTime } from "@/lib/content/dates";
import { RECEIPT_MAIL as M } from "@/lib/content/mail";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MAIL_STYLES, MailBlock, MailLayout, MailLine } from "@/lib/mail/templates/mail-layout";
import { toPaypalValue } from "@/lib/money";

type ReceiptMailData = {
  username: string;
  paypalOrderId: string;
  /** PayPal's transaction id for the payment (the order's capture id). */
  captureId: string;
  /** When the shop recorded the capture (the order's capturedAt). */
  paidAt: Date;
  /** What this order was charged (the order row's own amount, not today's price). */
  amountCents: number;
  currency: string;
  /** How the order was priced (lib/pricing/quote-price.ts), when a sale or a creator code lowered it. */
  breakdown?: { listPriceCents: number; sale: { label: string; priceCents: number } | null; code: { code: string; discountCents: number } | null } | null;
  tosVersion: string;
  tosAcceptedAt: Date;
  downloadLink: string;
  /** The buyer's purchase status: paid, whitelisted, downloaded, refunded. */
  statusLink: string;
  /** The page that sends a fresh download link. */
  lostLinkUrl: string;
};

function Receipt(data: ReceiptMailData) {
  const money = (cents: number) => `${toPaypalValue(cents)} ${data.currency}`;
  const { breakdown } = data;
  return (
    <MailLayout preview={M.preview(data.username)}>
      <MailBlock>
        <MailLine>{M.thanks}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine>{M.account(data.username)}</MailLine>
        <MailLine>{M.transaction(data.captureId)}</MailLine>
        <MailLine>{M.order(data.paypalOrderId)}</MailLine>
        <MailLine>{M.date(utcDateTime(data.paidAt))}</MailLine>
        {breakdown ? <MailLine>{M.regularPrice(money(breakdown.listPriceCents))}</MailLine> : null}
        {breakdown?.sale ? <MailLine>{M.salePrice(breakdown.sale.label, money(breakdown.sale.priceCents))}</MailLine> : null}
        {breakdown?.code ? <MailLine>{M.codeDiscount(breakdown.code.code, money(breakdown.code.discountCents))}</MailLine> : null}
        <MailLine>{M.amount(money(data.amountCents))}</MailLine>
        <MailLine>{M.terms(data.tosVersion, data.tosAcceptedAt.toISOString())}</MailLine>
      </MailBlock>
      <MailBlock>
        <Button href={data.downloadLink} style={MAIL_STYLES.button}>
          {M.downloadButton}
        </Button>
        <MailLine muted>{M.linkLifetime}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine>
          <Link href={data.statusLink} style={MAIL_STYLES.link}>
            {M.status}
          </Link>
          {`: ${M.statusNote}`}
        </MailLine>
        <MailLine>
          <Link href={data.lostLinkUrl} style={MAIL_STYLES.link}>
            {M.lostLink}
          </Link>
        </MailLine>
      </MailBlock>
    </MailLayout>
  );
}

/** The receipt: the account, the PayPal transaction, date, amount and terms, the download button and the purchase status. */
export function receiptMail(data: ReceiptMailData): Promise<Mail> {
  return renderMail(M.subject(data.username), <Receipt {...data} />);
}
