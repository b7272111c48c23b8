import { LOST_DOWNLOAD_LINK } from "@/lib/content/checkout";
import { GIFT_RECEIPT } from "@/lib/content/gifts";
import { site } from "@/lib/site";

/**
 * The wording of the e-mails the shop queues. The bodies are assembled from
 * these lines by lib/mail/templates/ (one file per mail), which add the data.
 */

/** Every mail's frame (lib/mail/templates/mail-layout.tsx): the footer's line before the support address. */
export const MAIL_LAYOUT = {
  questions: "Questions?",
};

/** The line every mail to a buyer carries: their account, where everything they bought stays. */
export const ACCOUNT_MAIL_LINE = {
  label: "Your licenses, receipts, gifts and downloads, any time:",
};

/** The receipt, sent once per order when the license is issued. */
export const RECEIPT_MAIL = {
  subject: (username: string) => `Your ${site.name} license for ${username}`,
  preview: (username: string) => `Your ${site.name} license for ${username} is active. Your download is ready.`,
  thanks: `Thank you for buying ${site.name}.`,
  account: (username: string) => `Minecraft account: ${username}`,
  transaction: (captureId: string) => `PayPal transaction: ${captureId}`,
  order: (paypalOrderId: string) => `Order: ${paypalOrderId}`,
  date: (paidAt: string) => `Date: ${paidAt}`,
  /** How a sale or a creator code brought the price down, above the amount charged. */
  regularPrice: (amount: string) => `Regular price: ${amount}`,
  salePrice: (label: string, amount: string) => `${label}: ${amount}`,
  codeDiscount: (code: string, amount: string) => `Creator code ${code}: -${amount}`,
  amount: (amount: string) => `Amount: ${amount} (one-time, permanent license)`,
  /** With TAX_MODE=vat, for an order with a receipt number: the receipt's number and day, the seller, the buyer's country. */
  receipt: (number: string, date: string) => `Receipt ${number} of ${date}`,
  seller: (name: string, address: string) => `Seller: ${name}, ${address}`,
  vatId: (vatId: string) => `VAT ID: ${vatId}`,
  buyerCountry: (country: string) => `Buyer's country: ${country}`,
  /** Below the amount: the VAT inside it. A sale outside the EU and the UK has none, and no line. */
  vatIncluded: (rate: string, country: string, amount: string) => `incl. VAT ${rate} (${country}) ${amount}`,
  terms: (version: string, acceptedAt: string) => `Terms of Service: version ${version}, accepted ${acceptedAt}. All sales are final.`,
  downloadButton: `Download ${site.name}`,
  linkLifetime: "This link works for 30 days; you can ask for a fresh one on the download page at any time.",
  status: "Purchase status",
  statusNote: "when you paid, when your account was whitelisted and when you downloaded",
  lostLink: LOST_DOWNLOAD_LINK.label,
  /** A pack's bulk tier, per license, under the regular (or sale) price. */
  tierDiscount: (percent: number, amount: string) => `Bulk discount ${percent} %: -${amount}`,
};

/** A pack's receipt: what differs from a single license's (RECEIPT_MAIL). */
export const PACK_RECEIPT_MAIL = {
  subject: (quantity: number) => `Your ${site.name} pack of ${quantity} licenses`,
  preview: (quantity: number) => `Your ${quantity} ${site.name} licenses are ready.`,
  /** Per license, above the amount of the whole pack. */
  perLicense: (quantity: number, amount: string) => `${quantity} licenses at ${amount} each`,
  amount: (amount: string) => `Amount: ${amount} (one-time, permanent licenses)`,
  seatsHeading: "Your licenses",
  account: (position: number, username: string) => `License ${position}: Minecraft account ${username}`,
  gift: (position: number, code: string) => `License ${position}: gift code ${code}`,
  giftRecipient: (email: string, sendAt: Date | null) => ` (we e-mail it to ${email}${sendAt ? ` ${GIFT_RECEIPT.sendAt(sendAt)}` : ""})`,
  refunded: (position: number) => `License ${position}: refunded, as another payment had licensed its account first`,
  redeemAt: (url: string) => `Gift codes are redeemed at: ${url}`,
};

/** "Lost your download link?": one fresh link per active license of the address. */
export const RESEND_LINKS_MAIL = {
  subject: (count: number) => `Your ${site.name} download link${count > 1 ? "s" : ""}`,
  intro: `You asked for a new ${site.name} download link.`,
  account: (username: string) => `Minecraft account: ${username}`,
  download: "Download:",
  linkLifetime: "Each link works for 30 days. Older links keep working until they expire.",
  notYou: "If you did not ask for this, you can ignore this e-mail: only this address receives the links.",
};

/** The notice to the support address that someone applied to the affiliate program. */
export const AFFILIATE_APPLICATION_MAIL = {
  subject: (name: string) => `New affiliate application: ${name}`,
  intro: `Someone applied to the ${site.name} affiliate program.`,
  labels: {
    name: "Name",
    email: "E-mail",
    website: "Website",
    socialMedia: "Social media",
    experience: "Marketing experience",
    expectedTraffic: "Expected monthly traffic",
    additionalInfo: "Additional information",
  },
  notGiven: "(not given)",
  applicationId: (id: string) => `Application id: ${id}`,
  received: (at: string, ipAddress: string) => `Received: ${at} from ${ipAddress}`,
};

/** To an applicant whose application was approved: their account exists, and a link signs them in. */
export const AFFILIATE_WELCOME_MAIL = {
  subject: `Welcome to the ${site.name} affiliate program`,
  greeting: (name: string) => `Hi ${name},`,
  approved: `Your application to the ${site.name} affiliate program has been approved, and your affiliate account is ready.`,
  code: (code: string) => `Your referral code is ${code}. Buyers can type it at checkout, or follow your link.`,
  codeLink: "Your referral link:",
  signIn: "Sign in to your affiliate portal:",
  linkLifetime: (hours: number) => `This link works once, for ${hours} hours. After that, ask for a new one at`,
};

/** To an applicant whose application was not accepted. */
export const AFFILIATE_REJECTION_MAIL = {
  subject: `Your ${site.name} affiliate application`,
  greeting: (name: string) => `Hi ${name},`,
  body: `Thank you for applying to the ${site.name} affiliate program and for your interest in working with us. After reviewing your application, we are not able to accept it at this time.`,
  again: "This is not a judgement of you or your work; you are welcome to apply again in the future.",
};

/** To an affiliate whose vanity code request an admin decided: the code and its link, or the reason. */
export const AFFILIATE_VANITY_CODE_MAIL = {
  subject: {
    accepted: (code: string) => `Your ${site.name} referral code ${code} is ready`,
    refused: (code: string) => `Your request for the ${site.name} referral code ${code}`,
  },
  greeting: (name: string) => `Hi ${name},`,
  accepted: (code: string) => `We accepted your request: ${code} is now one of your referral codes. Buyers can type it at checkout, or follow its link.`,
  codeLink: "Its referral link:",
  refused: (code: string) => `We could not accept your request for the referral code ${code}.`,
  reason: (reason: string) => `Reason: ${reason}`,
  again: "You can ask for another code in your affiliate portal:",
  portal: "Your codes, their terms and your sales are in your affiliate portal:",
};

/** The one-time sign-in link an affiliate asked for on the sign-in page. */
export const AFFILIATE_SIGN_IN_MAIL = {
  subject: `Your ${site.name} affiliate sign-in link`,
  intro: `You asked to sign in to the ${site.name} affiliate portal.`,
  signIn: "Sign in:",
  lifetime: (minutes: number) => `This link works once, for ${minutes} minutes.`,
  notYou: "If you did not ask for this, you can ignore this e-mail: nobody can sign in without the link.",
};

/** The code and link a buyer asked for on /account's sign-in form. */
export const ACCOUNT_SIGN_IN_MAIL = {
  subject: `Your ${site.name} sign-in code`,
  intro: `You asked to sign in to your ${site.name} account, where your licenses, receipts, gifts and downloads are.`,
  code: "Your code:",
  signIn: "Or sign in with this link:",
  lifetime: (minutes: number) => `The code and the link work once, for ${minutes} minutes.`,
  notYou: "If you did not ask for this, you can ignore this e-mail: nobody can sign in without the code or the link.",
};

/** Each affiliate's statement of the month that just ended, sent on the 1st (lib/affiliates/send-monthly-statements.ts). */
export const AFFILIATE_STATEMENT_MAIL = {
  subject: (month: string) => `Your ${site.name} affiliate statement for ${month}`,
  greeting: (name: string) => `Hi ${name},`,
  intro: (month: string) => `Here is your ${site.name} affiliate statement for ${month} (dates in UTC).`,
  monthHeading: (month: string) => `In ${month}:`,
  sales: (count: number, amount: string) => `- Sales through your links: ${count}, earning ${amount} in commission`,
  voided: (count: number, amount: string) => `- Commissions voided: ${count} (${amount}): sales refunded or reversed before payout, or voided by us`,
  clawbacks: (count: number, amount: string) => `- Clawbacks: ${count} (${amount}): sales refunded after their commission was paid out`,
  payout: (amount: string, status: string) => `- Payout: ${amount}, ${status}`,
  payoutReturned: (reason: string) => `  ${reason}`,
  noPayout: "- Payout: none this month",
  payoutStatus: {
    PROPOSED: "being prepared",
    SENT: "sent to PayPal",
    PAID: "paid",
    RETURNED: "returned by PayPal; the amount is back on your balance",
  },
  balancesHeading: "Your balances now:",
  pending: (amount: string) => `- Pending (still in the refund hold): ${amount}`,
  approved: (amount: string) => `- Approved, not yet paid: ${amount}`,
  paid: (amount: string) => `- Paid to date: ${amount}`,
  portal: "Every commission line and payout is in your affiliate portal:",
};

/** The code that confirms a buyer's new address, sent to that address. */
export const ACCOUNT_EMAIL_CODE_MAIL = {
  subject: `Confirm your new ${site.name} e-mail address`,
  intro: `You asked to move your ${site.name} account to this e-mail address. Enter this code in your account to confirm it:`,
  code: "Your code:",
  lifetime: (minutes: number) => `The code works once, for ${minutes} minutes.`,
  notYou: "If you did not ask for this, you can ignore this e-mail: nothing changes without the code.",
};

/** The notice to a buyer's old address once their account moved to another. */
export const ACCOUNT_EMAIL_CHANGED_MAIL = {
  subject: `Your ${site.name} account's e-mail address was changed`,
  body: (to: string) => `Your ${site.name} account, with its licenses, receipts and gifts, now belongs to ${to}. Sign-ins go to that address from now on.`,
  notYou: "If you did not do this, write to us at once:",
};

/** To the admins when an outgoing webhook endpoint is disabled after its deliveries kept failing. */
export const WEBHOOK_DISABLED_MAIL = {
  subject: (url: string) => `${site.name}: webhook endpoint disabled (${url})`,
  intro: (url: string, failed: number) => `The shop stopped sending events to ${url}: its last ${failed} deliveries failed every try.`,
  lastError: (error: string) => `The last try: ${error}`,
  next: "Events that happen while it is disabled are not queued for it. Once it answers again, enable it in the dashboard's Webhooks tab; you can send any failed delivery again from its log.",
  dashboard: "Open the Webhooks tab",
};

/** The admins' notices of a PayPal dispute (lib/disputes/): one opened, and a due date two days away. */
export const DISPUTE_MAIL = {
  openedSubject: (amount: string, reason: string) => `${site.name}: PayPal dispute opened (${amount}, ${reason})`,
  dueSubject: (amount: string, days: string) => `${site.name}: a PayPal dispute must be answered ${days}`,
  opened: (amount: string, reason: string, stage: string) => `A buyer opened a PayPal ${stage.toLowerCase()} for ${amount}: ${reason}.`,
  due: (amount: string) => `The PayPal dispute of ${amount} is still waiting for your answer.`,
  dueAt: (at: string) => `Answer by ${at} (UTC), or PayPal decides for the buyer.`,
  noDue: "PayPal gave no due date.",
  order: (username: string | null) => (username ? `The order was for ${username}.` : "The shop knows no order for the disputed payment."),
  next: "The Disputes tab shows what the shop can send PayPal as proof: the accepted terms, the downloads and the mod's signed checks. While the dispute is open, its affiliate commission is not paid out.",
  dashboard: "Open the Disputes tab",
};
