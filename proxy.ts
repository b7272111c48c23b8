import { type NextRequest, NextResponse } from "next/server";

import { getToken } from "next-auth/jwt";

import { authSecret } from "@/lib/auth/auth-secret";

/** The spec's admin calls (route handlers): they answer 401 JSON themselves instead of redirecting. */
const ADMIN_API = /^\/admin\/(stats|audit-log|list-uuids|add-uuid|mojang)(\/|$)/;

/**
 * The request gate for /admin: a visitor without a valid session cookie is
 * sent to /admin/login. It is only the first line: every admin page, route
 * handler and server action checks the session again on the server.
 */
export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname === "/admin/login" || ADMIN_API.test(pathname)) return NextResponse.next();
  const token = await getToken({ req, secret: authSecret(), secureCookie: req.nextUrl.protocol === "https:" }).catch(() => null);
  if (token?.sub) return NextResponse.next();
  return NextResponse.redirect(new URL("/admin/login", req.url));
}

export const config = { matcher: ["/admin", "/admin/:path*"] };
