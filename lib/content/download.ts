import { RESEND_META } from "@/lib/content/delivery";
import { RECEIPT_MAIL } from "@/lib/content/mail";
import { BACK_HOME } from "@/lib/content/navigation";
import type { PageMeta } from "@/lib/seo";
import { site } from "@/lib/site";

export const DOWNLOAD_META: PageMeta = {
  title: `Download ${site.name}`,
  description: `Download ${site.name} for Minecraft 1.8.9 Forge after your purchase.`,
  keywords: ["ah sniper download", "skyblock auction sniper download"],
  path: "/download",
};

/** Spec sections 2 and 4: the download page's states. */
export const DOWNLOAD_PAGE = {
  activating: { heading: "Activating License...", subtitle: "Please wait while we activate your license for your Minecraft account." },
  activated: { heading: "Payment Successful!", subtitle: (username: string) => `Your license is active for ${username}. Your download is ready.` },
  ready: { heading: "Payment Successful!", subtitle: (username: string) => `Your download is ready. The license for ${username} is active.` },
  failed: {
    heading: "Activation Failed",
    subtitle: (supportEmail: string) =>
      `We could not confirm your license. If you were charged, your license is safe: use the link in your receipt e-mail, ask for a new one, or write to ${supportEmail}.`,
  },
  required: { heading: "Payment Required", subtitle: "Please complete your purchase to access downloads.", cta: "Complete Purchase" },
  invalidLink: {
    heading: "This download link is invalid or has expired",
    subtitle:
      "Download links work for 30 days and stop working when a license is revoked. Enter the e-mail address you paid with and we will send a new link for every license it holds.",
  },
  lostLink: RESEND_META.title,
  backHome: BACK_HOME,
};

/** The purchase's timeline on the download page (components/download/purchase-status.tsx); times come from lib/content/dates.ts. */
export const PURCHASE_STATUS = {
  heading: "Purchase status",
  intro: (username: string) => `What happened to the purchase for ${username}, in UTC.`,
  paid: "Paid",
  whitelisted: "Whitelisted",
  downloaded: "Downloaded",
  refunded: { REFUNDED: "Refunded", REVERSED: "Payment reversed (chargeback)" },
  deactivated: "License deactivated",
  notYet: "Not yet",
  transaction: (captureId: string) => `PayPal transaction ${captureId}`,
  /** What the purchase cost, in the receipt's words (RECEIPT_MAIL); the first three lines only when a sale or a creator code lowered it. */
  price: {
    label: "What you paid",
    regularPrice: "Regular price",
    salePrice: (label: string) => label,
    codeDiscount: (code: string) => `Creator code ${code}`,
    /** A pack's: its bulk tier's share off each license, and what each license cost. */
    tierDiscount: (percent: number) => `Bulk discount ${percent} %`,
    eachOf: (quantity: number) => `Each of ${quantity} licenses`,
    discount: (amount: string) => `-${amount}`,
    amountPaid: "Amount paid",
  },
  active: (username: string) => `The license for ${username} is active: the mod accepts this account.`,
  inactive: (username: string) => `The license for ${username} is inactive: the mod no longer accepts this account and the download is closed.`,
  /** Shown when the order has a receipt number (TAX_MODE=vat). */
  printableReceipt: "Printable receipt",
};

/**
 * The printable receipt (app/(shop)/download/receipt/page.tsx): the receipt e-mail's lines
 * (RECEIPT_MAIL) as a document, and after a refund the credit note that corrects it.
 */
export const RECEIPT_PAGE = {
  title: "Receipt",
  heading: "Receipt",
  print: "Print",
  back: "Back to your purchase",
  backToAccount: "Back to your account",
  receipt: RECEIPT_MAIL.receipt,
  seller: "Seller",
  vatId: RECEIPT_MAIL.vatId,
  buyer: "Buyer",
  account: RECEIPT_MAIL.account,
  gift: "A gift: its recipient redeems the code for their own Minecraft account",
  /** A pack's buyer section: its size, then a line per license. */
  pack: (quantity: number) => `A pack of ${quantity} licenses`,
  seatAccount: (position: number, username: string) => `License ${position}: Minecraft account ${username}`,
  seatGift: (position: number) => `License ${position}: a gift code, redeemed by its recipient for their own account`,
  seatRefunded: "(refunded)",
  seatCreditNote: (number: string, receipt: string, positions: string) => `Credit note ${number}, correcting receipt ${receipt}: license ${positions}`,
  buyerCountry: RECEIPT_MAIL.buyerCountry,
  transaction: RECEIPT_MAIL.transaction,
  order: RECEIPT_MAIL.order,
  date: RECEIPT_MAIL.date,
  product: `${site.name}: one-time, permanent license`,
  amountLabel: "Amount",
  vatIncluded: RECEIPT_MAIL.vatIncluded,
  terms: RECEIPT_MAIL.terms,
  creditNote: {
    heading: (number: string, receipt: string) => `Credit note ${number}, correcting receipt ${receipt}`,
    date: (at: string) => `Date of the refund: ${at}`,
  },
};

/** The download page for a link whose license is no longer active: the status stays readable, the jar does not. */
export const INACTIVE_LICENSE_PAGE = {
  heading: "This license is inactive",
  subtitle: (supportEmail: string) => `The download is closed for this purchase. If you think this is a mistake, write to ${supportEmail}.`,
};

export const DOWNLOAD_CARD = {
  button: `Download ${site.name}`,
  details: (version: string, size: string) => `Version ${version} · ${size} · Windows compatible`,
  preparing: "The download is being prepared. Please check back in a few minutes.",
};

export const SCAN_BLOCK = {
  heading: "Security Verification",
  clean: "Clean",
  flagged: "Flagged",
  scanning: "Scanning...",
  notScanned: "Not scanned yet",
  engines: (malicious: number, total: number) => `${malicious}/${total} engines flagged this file`,
  hashLabel: "SHA-256",
  report: "Download Scan Report",
  noKeyNote: "Check this file yourself: compare its SHA-256 with the one below and open VirusTotal's public report for it.",
  viewOnVirusTotal: "View on VirusTotal",
};

export const TRANSPARENCY_NOTE =
  "Transparency: the mod never updates itself. When a new version is released, download it from this page and replace the jar in your mods folder.";

export const QUICK_SETUP = {
  heading: "Quick Setup",
  steps: [
    "Install Forge for Minecraft 1.8.9.",
    "Put the downloaded jar in your .minecraft/mods folder.",
    "Launch Minecraft with the Forge 1.8.9 profile.",
    `Join Hypixel and type /${site.command} to configure the mod.`,
    "Open the auction house with /ah and let it snipe.",
  ],
};

/** Spec section 8: the download page's toasts, word for word. */
export const DOWNLOAD_TOASTS = {
  activated: { title: "License Activated!" },
  activationFailed: { title: "Activation Failed", description: "There was an error activating your license. Please contact support." },
  paymentRequired: { title: "Payment Required", description: "Please complete your purchase to access downloads." },
  downloadStarting: { title: "Download Starting" },
  reportDownloaded: { title: "Report Downloaded" },
  reportFailed: { title: "Download Failed", description: "Could not download scan report." },
};

/** Spec section 9: the payment-required redirect. */
export const PAYMENT_REQUIRED_REDIRECT_MS = 2000;
