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

type SecurityHeaderOptions = {
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

/** The page whose form ends on Discord's consent page. */
const DISCORD_FORM_PAGES = new Set(["/download"]);

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

/**
 * The Content-Security-Policy for a path. Public pages are prerendered, so
 * they cannot carry a per-request nonce: scripts come only from this origin
 * plus Next.js's inline bootstrap and page data (`'unsafe-inline'`, what
 * Next.js documents for static pages), styles likewise (React and Radix set
 * style attributes). PayPal's hosts (or the simulator's origin in demo mode)
 * are allowed on the payment page only.
 */
function contentSecurityPolicy(pathname: string, options: SecurityHeaderOptions, https: boolean): string {
  const paypal = PAYPAL_PAGES.has(pathname) ? paypalSources(options) : [];
  const list = (...sources: string[]) => [...sources, ...paypal].join(" ");
  const directives = [
    "default-src 'self'",
    `script-src ${list("'self'", "'unsafe-inline'", ...(options.dev ? ["'unsafe-eval'"] : []))}`,
    `style-src ${list("'self'", "'unsafe-inline'")}`,
    `img-src ${list("'self'", "data:", "blob:")}`,
    "font-src 'self'",
    `connect-src ${list("'self'")}`,
    `frame-src ${paypal.length ? paypal.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${list("'self'", ...(DISCORD_FORM_PAGES.has(pathname) ? originOf(options.discordOauthBase) : []))}`,
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
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

/** Every header the HTTP server adds to a response, by path and by whether the visitor came over https. */
export function securityHeaders(pathname: string, options: SecurityHeaderOptions, https: boolean): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(pathname, options, https),
    // PayPal's window must keep its opener to report back; everywhere else the page keeps its own browsing context group.
    "Cross-Origin-Opener-Policy": PAYPAL_PAGES.has(pathname) ? "same-origin-allow-popups" : "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
