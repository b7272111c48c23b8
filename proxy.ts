import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";

import { authSecret } from "@/lib/auth/auth-secret";
import { PORTAL_COOKIES, portalCookieOptions } from "@/lib/auth/portal-cookies";

/** The portals whose session cookie slides: each page a signed-in visitor opens keeps it 30 days from then. */
const PORTALS = [
  { prefix: "/account", audience: "BUYER" },
  { prefix: "/affiliate", audience: "AFFILIATE" },
] as const;

/**
 * The request gate for the admin pages (app/admin/(pages)): a visitor without
 * a valid session cookie is sent to /admin/login. It is only the first line:
 * every admin page, route handler and server action checks the session again
 * on the server. The spec's JSON routes (app/admin/(api)) are outside the
 * matcher and answer 401 JSON themselves; tests/unit/http/proxy-matcher.test.ts
 * checks the matcher against both groups' folders.
 *
 * On the buyer's account and the affiliate portal it only slides the session cookie's expiry (the session row
 * slides on the server, lib/auth/portal-session.ts): a server component cannot set a cookie, and a session in use
 * must not end in the browser 30 days after its sign-in. It decides nothing: the pages check the session themselves.
 */
export async function proxy(req: NextRequest) {
  const portal = PORTALS.find(({ prefix }) => req.nextUrl.pathname === prefix || req.nextUrl.pathname.startsWith(`${prefix}/`));
  if (portal) return slideCookie(req, portal.audience);
  const token = await getToken({ req, secret: authSecret(), secureCookie: req.nextUrl.protocol === "https:" }).catch(() => null);
  if (token?.sub) return NextResponse.next();
  return NextResponse.redirect(new URL("/admin/login", req.url));
}

function slideCookie(req: NextRequest, audience: keyof typeof PORTAL_COOKIES) {
  const res = NextResponse.next();
  const secure = req.nextUrl.protocol === "https:";
  const name = secure ? PORTAL_COOKIES[audience].https : PORTAL_COOKIES[audience].http;
  const value = req.cookies.get(name)?.value;
  if (value && value.length <= 100) res.cookies.set({ name, value, ...portalCookieOptions(secure) });
  return res;
}

// The admin pages group's routes, /admin/login excepted (it is the way in); unknown /admin/... paths are gated by the
// group's catch-all page. The portals' pages, for their cookies.
export const config = { matcher: ["/admin", "/admin/dashboard/:path*", "/account", "/account/:path*", "/affiliate", "/affiliate/:path*"] };
