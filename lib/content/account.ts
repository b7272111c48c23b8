import { site } from "@/lib/site";

/**
 * Texts of the buyer's account (/account): the sign-in form, the page a sign-in link opens, and the account itself.
 * Free of server-only imports, because its forms run in the browser.
 */

export const ACCOUNT_PATHS = { home: "/account", signIn: "/account/sign-in" } as const;

/**
 * Why a button of the account came back to it without doing what it says (a license revoked meanwhile, a beta
 * withdrawn, an edited address): the account says so above its sections instead of reloading silently.
 */
export const ACCOUNT_NOTICES = {
  download: "That download is not available: the license is no longer active, or the release is no longer offered. Here is what your account holds now.",
  discord: "That license cannot be linked to Discord: it is no longer active, or it is not in this account.",
} as const;

export type AccountNotice = keyof typeof ACCOUNT_NOTICES;

/** The account, with the notice of a button that could not do its work. */
export const accountNoticePath = (notice: AccountNotice) => `${ACCOUNT_PATHS.home}?notice=${notice}`;

/** How long a sign-in code and its link work. */
export const ACCOUNT_SIGN_IN_MINUTES = 30;

/** The one answer to a sign-in request, known address or not, so it reveals nothing. */
export const ACCOUNT_CODE_SENT = `If that address bought ${site.name}, we have e-mailed it a 6-digit code and a sign-in link. Both work once, for ${ACCOUNT_SIGN_IN_MINUTES} minutes.`;

/** Demo mode (simulated PayPal, no mail server): the page shows what the mail would carry. */
export const ACCOUNT_DEMO = {
  code: (code: string) => `Demo mode: no e-mail is sent. Your sign-in code is ${code}; it works once, for ${ACCOUNT_SIGN_IN_MINUTES} minutes.`,
  none: "Demo mode: no e-mail is sent, and this address bought nothing here, so there is no code. Buy with it on /payment first.",
  emailCode: (email: string, code: string) =>
    `Demo mode: no e-mail is sent. The code for ${email} is ${code}; it works once, for ${ACCOUNT_SIGN_IN_MINUTES} minutes.`,
};

/** A code that is wrong, used, expired, or guessed at too often: one message for all, so it tells nothing. */
export const ACCOUNT_CODE_REFUSED = "That code does not work. Check the newest e-mail, or ask for a new code.";

/** What a buyer action or JSON route answers without a buyer's session. */
export const ACCOUNT_SIGN_IN_REQUIRED = "Please sign in to your account first.";

export const ACCOUNT_META = {
  title: "Your account",
  description: `Your ${site.name} licenses, orders, receipts, gifts and downloads, in one place. Sign in with a code sent to your e-mail address.`,
  keywords: ["account", "license", "receipt", "download"],
  path: ACCOUNT_PATHS.home,
};

export const ACCOUNT_SIGN_IN_FORM = {
  heading: "Your account",
  intro: `Everything you bought: licenses, receipts, gifts and the download. Enter the e-mail address you bought ${site.name} with; we e-mail you a 6-digit code. No password needed.`,
  emailLabel: "Email address",
  emailPlaceholder: "you@example.com",
  send: "Email me a sign-in code",
  sending: "Sending...",
  codeLabel: "6-digit code",
  codeHint: "From the e-mail we just sent. The e-mail's link signs you in too.",
  verify: "Sign in",
  verifying: "Signing in...",
  otherAddress: "Use another address",
} as const;

export const ACCOUNT_LINK_PAGE = {
  title: "Sign in to your account",
  heading: "Sign in to your account",
  intro: "Press the button to finish signing in. The link works once.",
  submit: "Sign in",
  submitting: "Signing in...",
  /** A link that is used, expired or was never issued: the same words, and the way to ask again. */
  invalidHeading: "This sign-in link no longer works",
  invalid: "Sign-in links work once and for a limited time. Ask for a new code and use the newest e-mail.",
  askAgain: "Send me a new code",
} as const;

export const ACCOUNT_PAGE = {
  heading: "Your account",
  signedInAs: (email: string) => `Signed in as ${email}`,
  signOut: "Sign out",
  signOutEverywhere: "Sign out everywhere",
  email: {
    heading: "E-mail address",
    intro: "Move your account, with everything in it, to another address: we e-mail that address a code to confirm it, and tell this one.",
    newLabel: "New e-mail address",
    send: "Send a code to the new address",
    sending: "Sending...",
    sent: (to: string) => `We e-mailed a code to ${to}. It works for ${ACCOUNT_SIGN_IN_MINUTES} minutes.`,
    codeLabel: "Code from the new address",
    confirm: "Change my e-mail address",
    confirming: "Changing...",
    changed: (to: string) => `Your account now belongs to ${to}.`,
    same: "That is already your account's address.",
    tooMany: "Too many codes for that address. Please try again in an hour.",
  },
  data: {
    heading: "Your data",
    intro: "Everything we keep about this address, as a JSON file: orders, licenses, gifts, e-mails sent to you, downloads.",
    export: "Download your data",
  },
  signOutEverywhereHint: "Ends every session of this account, on every device, this one too.",
  empty: `Nothing here yet. Purchases made with this address show up here, and so do gifts redeemed for it.`,
  licenses: {
    heading: "Licenses",
    account: "Minecraft account",
    state: "State",
    since: "Since",
    lastCheck: "Last check by the mod",
    discord: "Discord",
    active: "Active",
    revoked: "Revoked",
    never: "Not yet",
  },
  discord: {
    link: "Link Discord",
    linkLabel: (username: string) => `Link a Discord account to the license for ${username}`,
    unlink: "Unlink",
    unlinkLabel: (name: string, username: string) => `Unlink ${name} from the license for ${username}`,
    none: "-",
    notYours: "There is no such license in your account.",
  },
  download: {
    heading: "Download",
    intro: "The current release, for any of your active licenses.",
    stable: (version: string) => `Download ${site.name} ${version}`,
    beta: (version: string) => `Download the beta ${version}`,
    betaNote: "Beta: newer, less tested. Use it if you want the newest features first.",
    none: "No release is published yet.",
    needsLicense: "The download is for active licenses: none of yours is active.",
  },
  orders: {
    heading: "Orders",
    date: "Date",
    item: "For",
    gift: "A gift",
    pack: (quantity: number) => `A pack of ${quantity} licenses`,
    amount: "Amount",
    receipt: "Receipt",
    receiptLink: (number: string) => `Receipt ${number}`,
    creditNote: (number: string) => `credit note ${number}`,
    noReceipt: "-",
    status: { COMPLETED: "Paid", REFUNDED: "Refunded", REVERSED: "Reversed" } as Record<string, string>,
  },
  gifts: {
    heading: "Gifts you bought",
    received: "Gifts redeemed for you",
    to: (recipient: string | null) => (recipient ? `To ${recipient}` : "You pass the code on"),
    page: "Open the gift page",
    redeemedBy: (username: string) => `Redeemed by ${username}`,
  },
} as const;
