import { RESEND_META, RESEND_PATH } from "@/lib/content/delivery";
import { BACK_HOME } from "@/lib/content/navigation";
import { COMMISSION, PRICE } from "@/lib/money";
import type { PageMeta } from "@/lib/seo";
import { site } from "@/lib/site";

export const PAYMENT_META: PageMeta = {
  title: `Buy ${site.name} - ${PRICE} Permanent License`,
  description: (price: string) =>
    `Get ${site.name} for a one-time ${price} payment: a permanent license for your Minecraft account, activated on the whitelist automatically, with an instant download.`,
  keywords: ["buy skyblock auction sniper", `${site.name} license`, "minecraft mod license", "hypixel skyblock mod purchase"],
  path: "/payment",
};

export const PAYMENT_PAGE = {
  heading: `Get ${site.name}`,
  intro: "One payment, yours for life. Your Minecraft account is activated the moment your payment completes.",
  backHome: BACK_HOME,
  adminLogin: "Admin login",
  alreadyPaid: "Already paid?",
  /** The way to /redeem for a friend's gift. */
  haveGift: "Got a gift code?",
  redeem: { label: "Redeem it", href: "/redeem" },
};

export const LICENSE_CARD = {
  name: "Permanent License",
  period: "one-time",
  /** Beside a sale's price: the regular one, struck through, and what the sale is. */
  regularPrice: (price: string) => `Regular price ${price}`,
  saleUntil: (label: string, until: string) => `${label}, until ${until}`,
  /** Beside the card's price once a creator code applies: what PayPal will be asked for. */
  withCode: (code: string, amount: string) => `You pay ${amount} with creator code ${code}`,
  note: "Lifetime access. No subscriptions, no recurring fees.",
  includedHeading: "What's included",
  included: [
    "Automatic whitelist system",
    "Malware-scan verified download",
    "Permanent license, no subscriptions",
    "Instant download after payment",
    "No auto-updates: you choose when to update",
  ],
};

export const CHECKOUT_FORM = {
  heading: "Your details",
  usernameLabel: "Minecraft Username",
  usernamePlaceholder: "e.g. Notch",
  usernameHint: "The Java Edition account that will use the mod (3-16 letters, digits or _).",
  emailLabel: "Email Address",
  emailPlaceholder: "you@example.com",
  emailNote: "Used for license delivery and support only.",
  termsBefore: "I have read and accept the ",
  termsLink: "Terms of Service",
  /** The version comes from the page (TOS_VERSION, lib/payments/schemas.ts): this module is bundled for the browser, zod-free. */
  termsAfter: (version: string) => ` (v${version}). All sales are final.`,
  warning: "Please fill in your Minecraft username and email, and accept the Terms of Service, to continue to payment.",
  paymentHeading: "Payment",
  loadingPayments: "Loading payment options...",
  paymentsUnavailable: "Payment options could not be loaded. Please refresh the page or try again later.",
  demoBanner: "Demo mode: no real payment is taken. PayPal, Mojang and VirusTotal are local simulators.",
  referralBadge: "Creator code",
};

/**
 * A pack on the payment form: how many licenses, and each one's account or gift code; then the pack's price, the
 * bulk discount it earned (or the next one it would).
 */
export const PACK_FORM = {
  quantityLabel: "Licenses",
  quantityHint: "Buying for a group or a second account? Each license is for one Minecraft account, or a gift code.",
  seatsHeading: "Who each license is for",
  seatLegend: (position: number) => `License ${position}`,
  account: "Minecraft account",
  gift: "Gift code",
  usernameLabel: (position: number) => `Minecraft username, license ${position}`,
  recipientLabel: (position: number) => `E-mail gift code ${position} to (optional)`,
  recipientHint: "Leave it empty to pass the code on yourself: it is on the next page and in your receipt.",
  messageLabel: (position: number) => `Message with gift code ${position} (optional)`,
  sendAtLabel: (position: number) => `Send gift code ${position} on (optional)`,
  summary: (quantity: number, each: string, total: string) => `${quantity} licenses × ${each} = ${total}`,
  tier: (percent: number, from: number) => `Bulk discount: ${percent} % off each license, for ${from} or more.`,
  nextTier: (from: number, percent: number) => `From ${from} licenses, each is ${percent} % off.`,
  warning: "Please name each license's Minecraft account (or make it a gift code), fill in your email and accept the Terms of Service to continue to payment.",
};

/** The page after a pack's payment: each license, the gift codes once, and the download. */
export const PACK_OUTCOME = {
  heading: (quantity: number) => `Your ${quantity} licenses`,
  intro: "Each license is listed here and in your receipt. Gift codes are shown on this page only once: copy them now.",
  account: (position: number, username: string) => `License ${position}: ${username}`,
  active: "active",
  gift: (position: number) => `License ${position}: gift code`,
  giftPage: "Gift page",
  /** The copy button's name: its visible "Copy", and which code. */
  copy: (position: number) => `Copy gift code ${position}`,
  refunded: (position: number, username: string) =>
    `License ${position}: ${username}, refunded, as another payment licensed this account first. PayPal returns its share.`,
  download: `Download ${site.name}`,
};

/** The payment form's currency choice, shown when the seller offers more than USD. */
export const CURRENCY_SWITCH = {
  label: "Pay in",
  option: (currency: string, price: string) => `${currency} (${price})`,
  hint: "PayPal charges this amount in this currency. Your choice is remembered on this device.",
};

/** The checkout's "Have a creator code?" control, under the form. */
export const CREATOR_CODE_FORM = {
  toggle: "Have a creator code?",
  label: "Creator code",
  placeholder: "e.g. TECHNO",
  apply: "Apply",
  remove: "Remove code",
  saves: (saved: string, total: string) => `You save ${saved}: you pay ${total}.`,
  noDiscount: (total: string) => `You pay ${total}. Thank you for supporting this creator.`,
  /** A pack's licenses: the code's saving and price per license. */
  savesEach: (saved: string, each: string) => `You save ${saved} on each license: you pay ${each} each.`,
  noDiscountEach: (each: string) => `You pay ${each} each. Thank you for supporting this creator.`,
  tooMany: "Too many codes tried. Please wait a minute and try again.",
};

/** Create-order's answer, shown under the username, for an account that already has an active license. */
export const ALREADY_LICENSED = (username: string) => `${username} already has an active license: there is nothing to pay again.`;
/** The way back to the download, beside that message. */
export const LOST_DOWNLOAD_LINK = { label: RESEND_META.title, href: RESEND_PATH } as const;

/**
 * The lasting message after a capture failed: the spec's toast goes
 * after a few seconds, this stays, saying whether PayPal took the money (the
 * server asks PayPal) and what to do.
 */
export const CAPTURE_OUTCOME = {
  checking: "Checking with PayPal whether any money was taken...",
  notCharged: {
    heading: "No money was taken",
    body: (orderId: string) => `PayPal has not taken any money for this attempt (order ${orderId}). You can try again with the buttons below.`,
  },
  paid: {
    heading: "Your payment went through",
    body: (orderId: string) => `PayPal took your payment (order ${orderId}) and your license is now active.`,
    link: "Go to your download",
  },
  refunded: {
    heading: "This payment was refunded",
    body: (orderId: string, supportEmail: string) =>
      `The payment for order ${orderId} was refunded, so no license is active. Write to ${supportEmail} if this is unexpected.`,
  },
  unknown: {
    heading: "We could not confirm your payment",
    body: (orderId: string, supportEmail: string) =>
      `PayPal could not tell us whether money was taken for order ${orderId}. Please do not pay again yet: check your PayPal account, and write to ${supportEmail} with this order number. If you were charged, your license will be activated and e-mailed to you.`,
  },
} as const;

/**
 * An order its buyer cancelled (they closed PayPal's window) is never paid: the capture call's 409, and the note
 * PayPal shows the payer on the refund of a payment it took for one all the same.
 */
export const CANCELLED_ORDER = {
  capture: "This order was cancelled, so it can no longer be paid. Any payment taken for it is refunded in full. Please start again to buy.",
  refundNote: "Refunded in full: this order was cancelled before it was paid.",
} as const;

/**
 * A capture for an account that another payment licensed first (two tabs, two buyers): refunded in full, as the
 * capture call answers and as PayPal shows the payer.
 */
export const LICENSED_MEANWHILE = {
  capture: "This Minecraft account got its license from another payment first, so this payment is refunded in full. Nothing else is needed.",
  refundNote: "Refunded in full: this Minecraft account already had its license from another payment.",
  /** A pack's seat whose account another payment licensed first: its share alone is refunded. */
  seatRefundNote: "Refunded for one license of your pack: its Minecraft account already had its license from another payment.",
} as const;

/** What PayPal shows the payer of a pack when the seller refunds one of its licenses from the dashboard. */
export const REFUND_SEAT_NOTE = "Refunded for one license of your pack.";

/**
 * A buyer on the ban list (lib/bans/), at checkout, /redeem or capture: neutral words that name support and neither
 * the list nor which name matched. The refund note is what PayPal shows the payer of a capture refunded for it.
 */
export const BUYER_REFUSED = {
  message: (supportEmail: string) => `We cannot complete this purchase online. Please write to ${supportEmail} and we will help.`,
  refundNote: (supportEmail: string) => `Refunded in full: this purchase could not be completed. Please write to ${supportEmail}.`,
} as const;

/** Spec section 8: title and description of each toast, word for word. */
export const PAYMENT_TOASTS = {
  validation: { title: "Validation Error", description: "Please fill in all required fields correctly." },
  terms: { title: "Terms Required", description: "Please accept the Terms of Service to continue." },
  createFailed: { title: "Payment Error", description: (message: string) => `Failed to create payment order: ${message}.` },
  provider: { title: "Payment Error", description: "There was an error processing your payment. Please try again." },
  processing: { title: "Payment Processing Error", description: "Payment was successful but activation failed. Please contact support." },
  success: { title: "Payment Successful!" },
  cancelled: { title: "Payment cancelled", description: "You have not been charged." },
  /** The capture was refused (409: the order was cancelled or refunded; 403: the buyer is refused): the server says why. */
  refused: { title: "Payment not completed" },
};

export const AFFILIATE = {
  cardHeading: "Become an Affiliate",
  cardBody: `Share your referral link and earn ${COMMISSION} for every successful referral sale.`,
  open: "Become an Affiliate",
  dialogTitle: "Become an Affiliate",
  dialogIntro: "Tell us a little about yourself and how you would promote the mod.",
  benefits: ["Competitive commission rates", "Real-time tracking and analytics", "Marketing materials and support", "Monthly payouts via PayPal"],
  fields: {
    name: "Full Name*",
    email: "Email Address*",
    website: "Website/Blog URL",
    socialMedia: "Social Media Profiles",
    experience: "Marketing Experience",
    expectedTraffic: "Expected Monthly Traffic/Reach",
    additionalInfo: "Additional Information",
  },
  cancel: "Cancel",
  submit: "Submit Application",
  submitting: "Submitting...",
  success: { title: "Application Submitted!", description: "We'll review your application and get back to you within 24-48 hours." },
  failure: { title: "Submission Failed", description: "There was an error submitting your application. Please try again." },
};

/** Why a creator code typed at checkout gives no discount, as the field's message. */
export const CREATOR_CODE_REFUSALS = {
  unknown: (code: string) => `There is no creator code ${code}. Check the spelling with the creator.`,
  inactive: (code: string) => `The creator code ${code} is not active.`,
  notStarted: (code: string, startsAt: string) => `The creator code ${code} starts on ${startsAt}.`,
  ended: (code: string) => `The creator code ${code} has ended.`,
  usedUp: (code: string) => `The creator code ${code} has been used up.`,
  otherCurrency: (code: string) => `The creator code ${code} takes a fixed amount off prices in US dollars only. Pay in US dollars to use it.`,
} as const;

/** create-order and the code check, asked for a currency the seller set no price in. */
export const CURRENCY_NOT_OFFERED = (currency: string) => `Prices in ${currency} are not offered. Choose another currency to pay in.`;
