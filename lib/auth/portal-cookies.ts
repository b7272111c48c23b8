import type { PortalAudience } from "@/lib/generated/prisma/enums";

/**
 * The cookies of the e-mailed audiences' sessions (lib/auth/portal-session.ts), apart from next-auth's `authjs.*`
 * names; `__Host-` on https (Secure, whole site, no Domain). Kept apart from the session store so proxy.ts, which
 * slides a cookie's expiry on each page of its portal, reads the names without the database client.
 */
export const PORTAL_COOKIES: Record<PortalAudience, { http: string; https: string }> = {
  AFFILIATE: { http: "shop_affiliate_session", https: "__Host-shop_affiliate_session" },
  BUYER: { http: "shop_account_session", https: "__Host-shop_account_session" },
};

/** How long a session lasts after its last use: the row's expiry and the cookie's. */
export const PORTAL_SESSION_DAYS = 30;

/** The attributes every portal session cookie is set with, for a cookie that expires `PORTAL_SESSION_DAYS` from `now`. */
export function portalCookieOptions(secure: boolean, now = new Date()) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure,
    path: "/",
    expires: new Date(now.getTime() + PORTAL_SESSION_DAYS * 24 * 60 * 60 * 1000),
  };
}
