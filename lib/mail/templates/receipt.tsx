import "server-only";

import { Button, Link } from "react-email";

import { utcDate, utcDateTime } from "@/lib/content/dates";
import { GIFT_RECEIPT as G } from "@/lib/content/gifts";
import { RECEIPT_MAIL as M, PACK_RECEIPT_MAIL as PM } from "@/lib/content/mail";
import { countryName, vatRatePercent } from "@/lib/content/tax";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MAIL_STYLES, MailAccountBlock, MailBlock, MailLayout, MailLine } from "@/lib/mail/templates/mail-layout";
import { formatPrice, toPaypalValue } from "@/lib/money";

/** A tax receipt's facts (lib/tax/receipt-details.ts): an order that has a receipt number has them. */
export type TaxReceipt = {
  /** "2026-000001"; the receipt is dated the day of the capture. */
  number: string;
  /** The merchant as the settings name them (SELLER_*); null when they are unset. */
  seller: { name: string; address: string; vatId: string | null } | null;
  /** The buyer's country decided at capture (ISO 3166 alpha-2); null when no evidence named one. */
  buyerCountry: string | null;
  /** The VAT inside the amount, and the country whose VAT it is; null: none (a country outside the EU and the UK). */
  vat: { rateBp: number; cents: number; country: string } | null;
};

/** What a gift's receipt carries instead of the account and the download. */
export type GiftReceipt = {
  /** The code, in the clear: this mail and the recipient's are the only places it is written down. */
  code: string;
  /** The buyer's gift page, with the code in its fragment for printing. */
  giftPageLink: string;
  redeemLink: string;
  recipientEmail: string | null;
  sendAt: Date | null;
};

/** A license's receipt: the account, its download and purchase status. */
type LicenseItem = {
  gift?: undefined;
  pack?: undefined;
  username: string;
  downloadLink: string;
  /** The buyer's purchase status: paid, whitelisted, downloaded, refunded. */
  statusLink: string;
  /** The page that sends a fresh download link. */
  lostLinkUrl: string;
};

/** A pack's receipt: every seat (its account, its gift code in the clear, or its refund) and one download for its accounts. */
export type PackReceipt = {
  quantity: number;
  /** What each license cost (the amount divided by the quantity). */
  seatCents: number;
  seats: { position: number; username: string | null; giftCode: string | null; recipientEmail: string | null; sendAt: Date | null; refunded: boolean }[];
  /** The download for the pack's accounts; null when every seat is a gift (or refunded). */
  downloadLink: string | null;
  redeemLink: string;
};

type GiftItem = { gift: GiftReceipt; pack?: undefined };
type PackItem = { gift?: undefined; pack: PackReceipt };

type ReceiptMailData = (LicenseItem | GiftItem | PackItem) & {
  paypalOrderId: string;
  /** PayPal's transaction id for the payment (the order's capture id). */
  captureId: string;
  /** When the shop recorded the capture (the order's capturedAt). */
  paidAt: Date;
  /** What this order was charged (the order row's own amount, not today's price). */
  amountCents: number;
  currency: string;
  /** How the order was priced (lib/pricing/quote-price.ts), when a sale or a creator code lowered it. */
  breakdown?: {
    listPriceCents: number;
    sale: { label: string; priceCents: number } | null;
    tier?: { percent: number; cents: number };
    code: { code: string; discountCents: number } | null;
  } | null;
  tosVersion: string;
  tosAcceptedAt: Date;
  /** With TAX_MODE=vat: the receipt's number, the seller, the buyer's country and the VAT. Absent: the mail as before. */
  receipt?: TaxReceipt | null;
};

/** The receipt's head: its number and day, the seller (with the VAT id when set) and the buyer's country. */
function ReceiptHead({ receipt, paidAt }: { receipt: TaxReceipt; paidAt: Date }) {
  const { seller } = receipt;
  return (
    <MailBlock>
      <MailLine>{M.receipt(receipt.number, utcDate(paidAt))}</MailLine>
      {seller ? <MailLine>{M.seller(seller.name, seller.address)}</MailLine> : null}
      {seller?.vatId ? <MailLine>{M.vatId(seller.vatId)}</MailLine> : null}
      {receipt.buyerCountry ? <MailLine>{M.buyerCountry(countryName(receipt.buyerCountry))}</MailLine> : null}
    </MailBlock>
  );
}

function Receipt(data: ReceiptMailData) {
  const money = (cents: number) => `${toPaypalValue(cents)} ${data.currency}`;
  const { breakdown, receipt, pack } = data;
  return (
    <MailLayout preview={data.gift ? G.preview : data.pack ? PM.preview(data.pack.quantity) : M.preview(data.username)}>
      <MailBlock>
        <MailLine>{M.thanks}</MailLine>
      </MailBlock>
      {receipt ? <ReceiptHead receipt={receipt} paidAt={data.paidAt} /> : null}
      <MailBlock>
        {data.pack ? null : <MailLine>{data.gift ? G.code(data.gift.code) : M.account(data.username)}</MailLine>}
        <MailLine>{M.transaction(data.captureId)}</MailLine>
        <MailLine>{M.order(data.paypalOrderId)}</MailLine>
        <MailLine>{M.date(utcDateTime(data.paidAt))}</MailLine>
        {breakdown ? <MailLine>{M.regularPrice(money(breakdown.listPriceCents))}</MailLine> : null}
        {breakdown?.sale ? <MailLine>{M.salePrice(breakdown.sale.label, money(breakdown.sale.priceCents))}</MailLine> : null}
        {breakdown?.tier ? <MailLine>{M.tierDiscount(breakdown.tier.percent, money(breakdown.tier.cents))}</MailLine> : null}
        {breakdown?.code ? <MailLine>{M.codeDiscount(breakdown.code.code, money(breakdown.code.discountCents))}</MailLine> : null}
        {pack ? <MailLine>{PM.perLicense(pack.quantity, money(pack.seatCents))}</MailLine> : null}
        <MailLine>{pack ? PM.amount(money(data.amountCents)) : M.amount(money(data.amountCents))}</MailLine>
        {receipt?.vat ? (
          <MailLine>
            {M.vatIncluded(vatRatePercent(receipt.vat.rateBp), countryName(receipt.vat.country), formatPrice(receipt.vat.cents, data.currency))}
          </MailLine>
        ) : null}
        <MailLine>{M.terms(data.tosVersion, data.tosAcceptedAt.toISOString())}</MailLine>
      </MailBlock>
      {data.gift ? <GiftBlock gift={data.gift} /> : data.pack ? <PackBlock pack={data.pack} /> : <LicenseBlock {...data} />}
      <MailAccountBlock />
    </MailLayout>
  );
}

/** The download button and how long its link lasts. */
function DownloadBlock({ href }: { href: string }) {
  return (
    <MailBlock>
      <Button href={href} style={MAIL_STYLES.button}>
        {M.downloadButton}
      </Button>
      <MailLine muted>{M.linkLifetime}</MailLine>
    </MailBlock>
  );
}

function LicenseBlock(data: LicenseItem) {
  return (
    <>
      <DownloadBlock href={data.downloadLink} />
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
    </>
  );
}

function PackBlock({ pack }: { pack: PackReceipt }) {
  return (
    <>
      <MailBlock>
        <MailLine>{PM.seatsHeading}</MailLine>
        {pack.seats.map((seat) => (
          <MailLine key={seat.position}>
            {seat.refunded
              ? PM.refunded(seat.position)
              : seat.giftCode
                ? `${PM.gift(seat.position, seat.giftCode)}${seat.recipientEmail ? PM.giftRecipient(seat.recipientEmail, seat.sendAt) : ""}`
                : PM.account(seat.position, seat.username ?? "")}
          </MailLine>
        ))}
        {pack.seats.some((seat) => seat.giftCode && !seat.refunded) ? <MailLine>{PM.redeemAt(pack.redeemLink)}</MailLine> : null}
      </MailBlock>
      {pack.downloadLink ? <DownloadBlock href={pack.downloadLink} /> : null}
    </>
  );
}

function GiftBlock({ gift }: { gift: GiftReceipt }) {
  return (
    <MailBlock>
      {gift.recipientEmail ? <MailLine>{[G.recipient(gift.recipientEmail), gift.sendAt ? ` ${G.sendAt(gift.sendAt)}` : ""].join("")}</MailLine> : null}
      <MailLine>{G.redeemAt(gift.redeemLink)}</MailLine>
      <Button href={gift.giftPageLink} style={MAIL_STYLES.button}>
        {G.giftPage}
      </Button>
    </MailBlock>
  );
}

/**
 * The receipt: the account, the PayPal transaction, date, amount and terms, the download button and the purchase
 * status; with a tax receipt (TAX_MODE=vat), its number, the seller, the buyer's country and the VAT inside the amount.
 */
export function receiptMail(data: ReceiptMailData): Promise<Mail> {
  const subject = data.gift ? G.subject : data.pack ? PM.subject(data.pack.quantity) : M.subject(data.username);
  return renderMail(subject, <Receipt {...data} />);
}
