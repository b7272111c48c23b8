import { withArticle } from "@/lib/content/article";
import { utcDateTime } from "@/lib/content/dates";
import type { PageMeta } from "@/lib/seo";
import { site } from "@/lib/site";

/**
 * Gift codes. The checkout's "Buy as a gift", the buyer's gift page (the code once, printable, and
 * what became of it), the recipient's e-mail and /redeem.
 */

export const GIFT_CHECKOUT = {
  toggle: "Buy as a gift",
  toggleHint: "Pay now, and get a gift code a friend redeems for their own Minecraft account.",
  recipientEmailLabel: "Recipient's email (optional)",
  recipientEmailHint: "We e-mail the code to your friend. Leave it empty to pass the code on yourself.",
  messageLabel: "Message (optional)",
  sendAtLabel: "Send on (optional)",
  sendAtHint: "Leave it empty to send at once.",
  warning: "Please fill in your email and accept the Terms of Service to continue to payment.",
};

/** The gift's states, as the buyer's page and the admin's Orders tab name them. */
export const GIFT_STATE = {
  pending: "Not paid yet",
  unredeemed: "Not redeemed yet",
  redeemed: (username: string, at: Date) => `Redeemed by ${username} on ${utcDateTime(at)}`,
  voided: (at: Date) => `Void since ${utcDateTime(at)}: the payment was refunded`,
};

export const GIFT_PAGE_META: PageMeta = {
  title: `Your ${site.name} gift`,
  description: `Your ${site.name} gift code and what became of it.`,
  keywords: [],
  path: "/gift",
};

export const GIFT_PAGE = {
  heading: `Your ${site.name} gift`,
  codeHeading: "Gift code",
  codeOnce: "This is the only time this page shows the code: print it, copy it, or keep your receipt e-mail, which holds it too.",
  codeInReceipt: "The gift code is in your receipt e-mail.",
  print: "Print gift card",
  cardTitle: `${withArticle(site.name, { capital: true })} license, for you`,
  cardRedeem: (url: string) => `Redeem it at ${url} with your Minecraft username.`,
  statusHeading: "Status",
  noRecipient: "No e-mail to send: pass the code on yourself.",
  /**
   * Where the recipient's e-mail stands: sent (and when), due at the time the buyer picked, or going now (no time
   * picked, or that time has come); the page reads it at `now`.
   */
  delivery: (mail: { recipientEmail: string; sendAt: Date | null; sentAt: Date | null }, now: Date) =>
    mail.sentAt
      ? `Sent to ${mail.recipientEmail} on ${utcDateTime(mail.sentAt)}`
      : mail.sendAt && mail.sendAt > now
        ? `To be sent to ${mail.recipientEmail} on ${utcDateTime(mail.sendAt)}`
        : `Being sent to ${mail.recipientEmail} now`,
  invalidLink: "This gift link is not valid.",
};

export const REDEEM_META: PageMeta = {
  title: `Redeem ${withArticle(site.name)} gift`,
  description: `Redeem ${withArticle(site.name)} gift code: your Minecraft account gets a permanent license and the download.`,
  keywords: [`${site.name} gift code`, "redeem minecraft mod gift"],
  path: "/redeem",
};

export const REDEEM_PAGE = {
  heading: `Redeem ${withArticle(site.name)} gift`,
  intro: "Enter the gift code you received and your Minecraft username: your account is whitelisted at once, and the download opens.",
  codeLabel: "Gift code",
  codePlaceholder: "GIFT-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX",
  usernameLabel: "Minecraft Username",
  usernameHint: "The Java Edition account that will use the mod (3-16 letters, digits or _).",
  emailLabel: "Your email (optional)",
  emailHint: "Where we send a fresh download link if you lose yours.",
  submit: "Redeem",
  submitting: "Redeeming...",
};

/** The redeem route's refusals. A code that is not one, or matches no paid gift, gets the same words. */
export const REDEEM_ERRORS = {
  unknown: "No gift matches this code. Check it and try again.",
  redeemed: "This gift code has already been redeemed.",
  voided: "This gift code is no longer valid: its payment was refunded.",
  tooMany: "Too many attempts. Please wait a minute and try again.",
};

/** "Send the e-mail again" in the buyer's account: a new code, since the shop keeps none it could send twice. */
export const GIFT_SEND_AGAIN = {
  button: "Send the e-mail again",
  sending: "Sending...",
  hint: "With a new code: the earlier code stops working.",
  sent: (to: string) => `Sent again to ${to}, with a new code. The earlier code no longer works.`,
  notFound: "There is no such gift in your account.",
  redeemed: "This gift was redeemed already.",
  notValid: "This gift's code is not valid (its payment was refunded).",
  noRecipient: "This gift has no recipient address: pass its code on yourself.",
  notSentYet: "This gift's e-mail has not been sent yet: it goes out on the day you chose.",
  tooSoon: "This gift's e-mail was just sent again. Please wait a few minutes.",
};

/** The recipient's e-mail, sent at once or on the day the buyer picked. */
export const GIFT_MAIL = {
  subject: `You have been given ${site.name}`,
  preview: `${withArticle(site.name, { capital: true })} license is waiting for your Minecraft account.`,
  intro: `Someone bought you ${site.name}, a permanent license for your Minecraft account.`,
  messageHeading: "Their message:",
  code: (code: string) => `Your gift code: ${code}`,
  redeemButton: "Redeem your gift",
  howTo: "Open the link, paste the code and enter your Minecraft username: your account is whitelisted at once, and the download opens.",
};

/** The receipt of a gift: the code instead of the account, the gift page instead of the download. */
export const GIFT_RECEIPT = {
  subject: `Your ${site.name} gift code`,
  preview: `Your ${site.name} gift code is ready to give.`,
  code: (code: string) => `Gift code: ${code}`,
  recipient: (email: string) => `We e-mail it to ${email}`,
  sendAt: (at: Date) => `on ${utcDateTime(at)}`,
  giftPage: "Gift page (print it, and see when it is redeemed)",
  redeemAt: (url: string) => `Redeem at: ${url}`,
};
