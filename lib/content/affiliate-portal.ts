import { BACK_HOME } from "@/lib/content/navigation";
import { counted } from "@/lib/content/plural";

/**
 * Texts of the affiliate portal: the sign-in page, the page a sign-in link
 * opens, and the portal itself. Free of server-only imports, because its
 * forms run in the browser.
 */

export const AFFILIATE_PATHS = { portal: "/affiliate", login: "/affiliate/login", signIn: "/affiliate/sign-in" } as const;

/** The one answer to a sign-in request, known address or not, so it reveals nothing. */
export const SIGN_IN_LINK_SENT = "If that e-mail address belongs to an affiliate account, we have sent it a sign-in link. It works for 15 minutes.";

export const AFFILIATE_LOGIN_META = {
  title: "Affiliate sign-in",
  description: "Sign in to the affiliate portal with a one-time link sent to your e-mail address.",
  keywords: ["affiliate", "affiliate sign-in"],
  path: AFFILIATE_PATHS.login,
};

export const AFFILIATE_LOGIN_PAGE = {
  heading: "Affiliate sign-in",
  intro: "Enter the e-mail address your affiliate application was approved for. We e-mail you a link that signs you in; no password needed.",
  label: "Email address",
  placeholder: "you@example.com",
  submit: "Email me a sign-in link",
  submitting: "Sending...",
  failed: "Something went wrong. Please try again.",
  home: BACK_HOME,
} as const;

export const AFFILIATE_SIGN_IN_PAGE = {
  title: "Sign in to the affiliate portal",
  heading: "Sign in to the affiliate portal",
  intro: "Press the button to finish signing in. The link works once.",
  submit: "Sign in",
  submitting: "Signing in...",
  /** A link that is used, expired or was never issued: the same words, and the way to ask again. */
  invalidHeading: "This sign-in link no longer works",
  invalid: "Sign-in links work once and for a limited time. Ask for a new one and use the newest e-mail.",
  askAgain: "Send me a new link",
} as const;

export const AFFILIATE_PORTAL = {
  title: "Affiliate portal",
  heading: (name: string) => `Welcome, ${name}`,
  status: { label: "Account status", ACTIVE: "Active", SUSPENDED: "Suspended" },
  suspended: "Your account is suspended: your referral codes do not earn commissions while it is.",
  suspendedReason: (reason: string) => `Reason: ${reason}`,
  suspendedContact: (supportEmail: string) => `Questions? Write to ${supportEmail}.`,
  codes: {
    heading: "Your referral links",
    intro: "Share a link: a sale made through it earns you a commission.",
    empty: "No referral codes yet. Ask for a code of your own below, or ask us for one.",
    copyLabel: (code: string) => `Copy the link for ${code}`,
    /** Each code's terms, uses and what the affiliate's audience saved with it. */
    discount: (amount: string | null) => (amount ? `Buyers save ${amount}` : "No buyer discount"),
    commission: (amount: string) => `You earn ${amount} per sale`,
    uses: (uses: number, max: number | null) => (max === null ? `Used ${counted(uses, "time")}` : `Used ${uses} of ${max}`),
    from: (date: string) => `From ${date}`,
    until: (date: string) => `Until ${date}`,
    inactive: "Inactive: it gives no discount now",
    saved: (amount: string) => `Your audience saved ${amount}`,
  },
  /** An affiliate asks for a code of their own (a channel name); an admin accepts or refuses it. */
  vanity: {
    heading: "Ask for a vanity code",
    intro:
      "Want a code your audience already knows, like your channel's name? Ask for it here. We review each request; once accepted, it appears in your referral links above.",
    label: "Code",
    hint: "1 to 20 letters A-Z or digits 0-9. We remove anything else as you type.",
    placeholder: "YOURCHANNEL",
    submit: "Ask for this code",
    submitting: "Sending...",
    sent: (code: string) => `Asked for ${code}: it is waiting for review`,
    full: (max: number) => `You have ${max} referral codes, the most an affiliate can have. Ask us if you want one of them replaced.`,
    suspended: "Your account is suspended: you cannot ask for a new code while it is.",
    pending: (code: string) => `${code}: waiting for review`,
    pendingNote: "You can ask for another code once this one is decided.",
    refused: (code: string) => `${code}: not accepted`,
    reason: (reason: string) => `Reason: ${reason}`,
    asked: (date: string) => `Asked ${date}`,
  },
  payout: {
    heading: "Payout details",
    intro: "Commissions are paid to this PayPal account.",
    emailLabel: "PayPal e-mail address",
    uuidLabel: "Your Minecraft UUID (optional)",
    uuidHint: "32 hex digits, dashes optional. Leave empty if you do not want to give it.",
    submit: "Save payout details",
    submitting: "Saving...",
    saved: "Payout details saved",
  },
  signOut: "Sign out",
} as const;

/** What a portal action answers when nobody, or an admin, is signed in as an affiliate. */
export const AFFILIATE_SIGN_IN_REQUIRED = "Sign in as an affiliate to do this.";

/** The portal's commission ledger and payouts (lib/affiliates/affiliate-ledger.ts). */
export const AFFILIATE_LEDGER = {
  heading: "Commissions",
  intro: (holdDays: number) =>
    `Each sale through your links earns a commission. It stays pending for ${holdDays} days, while the buyer can still ask PayPal for a refund, and is approved after that. Approved commissions are paid once a month by PayPal.`,
  totals: { pending: "Pending", approved: "Approved, unpaid", paid: "Paid to date" },
  empty: "No sales yet. Share your links to start earning.",
  columns: ["Date", "Code", "Line", "State", "Amount", "Note"],
  kind: { SALE: "Sale", CLAWBACK: "Clawback (sale refunded after payout)" },
  state: { pending: "Pending", approved: "Approved", paid: "Paid", voided: "Voided" },
  inPayout: (period: string) => `Payout of ${period}`,
  frozen: "Held: the buyer opened a PayPal dispute. It is paid once PayPal decides for the seller.",
  payoutsHeading: "Payouts",
  payoutsEmpty: "No payouts yet.",
  payoutColumns: ["Month", "Amount", "Status"],
  payoutStatus: { PROPOSED: "Being prepared", SENT: "Sent to PayPal", PAID: "Paid", RETURNED: "Returned: back on your balance" },
} as const;

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** The portal's statistics (lib/affiliates/affiliate-stats.ts): clicks, sales and conversion for a period, and the chart. */
export const AFFILIATE_STATS = {
  heading: "Statistics",
  intro:
    "Clicks count the people who followed one of your links, each once a day; sales count the purchases made through them, refunded ones left out. Days are UTC.",
  period: (from: string, to: string) => `From ${from} to ${to}`,
  periodNav: "Period",
  lastDays: (days: number) => `Last ${days} days`,
  custom: { legend: "Or choose the days", from: "From", to: "To", submit: "Show" },
  totals: { clicks: "Clicks", sales: "Sales", conversion: "Conversion", earned: "Earned" },
  conversion: (rate: number | null) => (rate === null ? "No clicks yet" : percent.format(rate)),
  chartLabel: (from: string, to: string) => `Chart of clicks and sales per day from ${from} to ${to}; the same numbers are in the table below it.`,
  chartLoading: "Loading the chart...",
  series: { clicks: "Clicks", sales: "Sales" },
  table: { summary: "Show as table", columns: ["Day", "Clicks", "Sales"] },
} as const;
