/** PayPal's documented hosts for its JavaScript SDK, buttons and card fields. */
const PAYPAL_HOSTS = ["https://*.paypal.com", "https://*.paypalobjects.com", "https://*.venmo.com"];

/** Pages that load PayPal's script and open its window. */
const PAYPAL_PAGES = new Set(["/payment"]);

/**
 * Whether a link must load the page in full rather than navigate client-side:
 * a client-side navigation keeps the policy of the page it started from,
 * which does not allow PayPal, so its buttons would be blocked.
 */
export function needsOwnPolicy(href: string): boolean {
  return PAYPAL_PAGES.has(new URL(href, "http://shop.invalid").pathname);
}

export type SecurityHeaderOptions = {
  /** `next dev` needs eval for React's debugging aids; production never does. */
  dev: boolean;
  /** simulator, sandbox or live (PAYPAL_ENV). */
  paypalEnv: string;
  /** Where the browser loads PayPal's SDK from when not PayPal itself (the simulator in demo mode). */
  paypalSdkUrl?: string;
  /**
   * Discord's consent page, with the DISCORD_ settings: the download page's Buyer role form posts to
   * /discord/link, which redirects there, and a form's redirect is held to form-action too.
   */
  discordOauthBase?: string;
};

/** The pages whose form ends on Discord's consent page: the download page's Buyer role button, the account's "Link Discord". */
const DISCORD_FORM_PAGES = new Set(["/download", "/account"]);

/** A configured URL's origin, for a source list; nothing for a missing or malformed one (the configuration check refused it). */
function originOf(url: string | undefined): string[] {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}

function paypalSources({ paypalEnv, paypalSdkUrl }: SecurityHeaderOptions): string[] {
  const sources = paypalEnv === "simulator" ? [] : [...PAYPAL_HOSTS];
  return [...sources, ...originOf(paypalSdkUrl)];
}

/** Where browsers send the policy's violation reports (app/api/csp-report/route.ts). */
export const CSP_REPORT_PATH = "/api/csp-report";
/** The Reporting API's name for that endpoint, declared in Reporting-Endpoints and named by report-to. */
const REPORT_GROUP = "csp";

/** What a page's script-src allows besides this origin's files: the response's nonce and its inline scripts' hashes. */
export type ScriptAllowance = { nonce?: string; hashes?: readonly string[] };

/**
 * Whether a path's pages get a strict script policy (a nonce and hashes, no 'unsafe-inline'). Not under `next dev`,
 * whose client injects scripts and styles of its own. Not on /payment: PayPal's SDK runs an inline script and style
 * in the same-origin frame of its prerendered buttons, which it can mark only with a nonce given to the SDK before
 * it loads, and a prerendered page has none to give (docs/decisions.md).
 */
export function strictScripts(pathname: string, { dev }: Pick<SecurityHeaderOptions, "dev">): boolean {
  return !dev && !PAYPAL_PAGES.has(pathname);
}

/**
 * The Content-Security-Policy for a path. Scripts come from this origin's files; inline ones run only if the
 * response names them (`allowance`: Next's per-request nonce on a page rendered now, the hashes of a prerendered
 * page's own inline scripts, lib/http/page-policy.ts). Style sheets come from this origin only; `<style>` elements
 * may be inline, because Radix's dialogs and sonner's toasts insert theirs at run time and a prerendered page has no
 * nonce to give them; style attributes in markup are refused (React sets styles through the CSSOM, which a policy does
 * not govern). The looser policy where strictScripts says no: 'unsafe-inline' for scripts and styles. PayPal's hosts
 * (or the simulator's origin in demo mode) are allowed on the payment page only. Violations are reported to
 * CSP_REPORT_PATH.
 */
export function contentSecurityPolicy(pathname: string, options: SecurityHeaderOptions, https: boolean, allowance: ScriptAllowance = {}): string {
  const paypal = PAYPAL_PAGES.has(pathname) ? paypalSources(options) : [];
  const list = (...sources: string[]) => [...sources, ...paypal].join(" ");
  const strict = strictScripts(pathname, options);
  const inline = strict ? [...(allowance.nonce ? [`'nonce-${allowance.nonce}'`] : []), ...(allowance.hashes ?? [])] : ["'unsafe-inline'"];
  const directives = [
    "default-src 'self'",
    `script-src ${list("'self'", ...inline, ...(options.dev ? ["'unsafe-eval'"] : []))}`,
    ...(strict ? ["style-src 'self'", "style-src-elem 'self' 'unsafe-inline'", "style-src-attr 'none'"] : [`style-src ${list("'self'", "'unsafe-inline'")}`]),
    `img-src ${list("'self'", "data:", "blob:")}`,
    "font-src 'self'",
    `connect-src ${list("'self'")}`,
    `frame-src ${paypal.length ? paypal.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${list("'self'", ...(DISCORD_FORM_PAGES.has(pathname) ? originOf(options.discordOauthBase) : []))}`,
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${REPORT_GROUP}`,
  ];
  return directives.join("; ");
}

/** The headers every answer carries, whatever its path: next.config.ts adds them to the answers Next.js writes. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/**
 * The headers of the answers our HTTP server writes itself before Next.js sees the request (400, 414, 431: plain
 * text, no page): the static ones, and a policy under which nothing in them is run, loaded or framed.
 */
export const EARLY_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  ...STATIC_SECURITY_HEADERS,
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

/**
 * Every header the HTTP server adds to a response, by path and by whether the visitor came over https. The policy
 * here allows no inline script where strictScripts holds; lib/http/page-policy.ts adds what an HTML answer needs.
 */
export function securityHeaders(pathname: string, options: SecurityHeaderOptions, https: boolean): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(pathname, options, https),
    "Reporting-Endpoints": `${REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    // PayPal's window must keep its opener to report back; everywhere else the page keeps its own browsing context group.
    "Cross-Origin-Opener-Policy": PAYPAL_PAGES.has(pathname) ? "same-origin-allow-popups" : "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
