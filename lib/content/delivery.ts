import { BACK_HOME } from "@/lib/content/navigation";

/**
 * Texts of jar delivery: the "Lost your download link?" page and form, and
 * the small HTML pages the download route answers with when it cannot serve
 * the jar. Free of server-only imports, because the resend form runs in the
 * browser; texts that name the support address take it as an argument.
 */

/** The one answer to a resend request, known address or not, so it reveals nothing. */
export const RESEND_SENT_MESSAGE = "If that e-mail address bought a license, we have sent it a new download link.";

/** The answer when this shop has no mail server yet (no SMTP_URL): the mail waits in the outbox, and it says so. */
export const RESEND_QUEUED_MESSAGE =
  "If that e-mail address bought a license, a new download link will be e-mailed to it as soon as this shop's e-mail is set up. Until then, write to the support address.";

/** Demo mode (simulated PayPal, no mail server): the links the e-mail would hold are shown on the page instead. */
export const RESEND_DEMO = {
  message: "Demo mode: no e-mail is sent. These are the links the e-mail would hold:",
  none: "Demo mode: no e-mail is sent, and there is no new link to show (that address has no active license, or a link was made for it in the last minute).",
  linkLabel: (username: string) => `Download link for ${username}`,
} as const;

export const RESEND_PATH = "/download/resend";

export const RESEND_META = {
  title: "Lost your download link?",
  description: "Ask for a new download link: we e-mail one to the address you bought your license with.",
  keywords: ["download link", "resend download link", "lost download link"],
  path: RESEND_PATH,
};

export const RESEND_PAGE = {
  heading: "Lost your download link?",
  intro:
    "Enter the e-mail address you used at checkout. If it bought a license, we e-mail it a fresh download link for each Minecraft account it paid for. Links work for 30 days.",
  home: BACK_HOME,
  /** The buyer's account holds every link at once, and the receipts: the page says it exists. */
  account: "Bought before? Your account has every license, receipt and gift, and the download, any time:",
  accountLink: "Sign in to your account",
} as const;

export const RESEND_FORM = {
  label: "Email address",
  placeholder: "you@example.com",
  submit: "Send me a new link",
  submitting: "Sending...",
  /** Shown for ?error=… after the no-JavaScript form post, and as toasts in the browser. */
  errors: {
    invalid: "Please enter a valid e-mail address.",
    rate_limited: "Too many requests. Please try again later.",
    failed: "Something went wrong. Please try again.",
  },
} as const;

export type ResendFormError = keyof typeof RESEND_FORM.errors;

/** The pages GET /download/{product} answers with instead of the jar. */
export const DOWNLOAD_ERROR_PAGES = {
  invalid: {
    title: "Download link invalid",
    heading: "This download link is invalid or has expired",
    body: "Download links work for 30 days and stop working when a license is revoked. Enter the e-mail address you paid with and we will send a new link for every license it holds.",
  },
  unavailable: {
    title: "Download unavailable",
    heading: "The download is temporarily unavailable",
    body: (supportEmail: string) =>
      `Your link is valid, but no build of the mod can be served right now. Please try again in a few minutes, or write to ${supportEmail}.`,
  },
  notFound: {
    title: "Page not found",
    heading: "Oops! Page not found",
    body: "There is nothing to download at this address.",
  },
  error: {
    title: "Something went wrong",
    heading: "Something went wrong",
    body: "The download could not be started. Please try again in a moment.",
  },
  resendLink: "Open the resend page",
  home: BACK_HOME,
} as const;
