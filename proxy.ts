import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";

import { authSecret } from "@/lib/auth/auth-secret";

/**
 * The request gate for the admin pages (app/admin/(pages)): a visitor without
 * a valid session cookie is sent to /admin/login. It is only the first line:
 * every admin page, route handler and server action checks the session again
 * on the server. The spec's JSON routes (app/admin/(api)) are outside the
 * matcher and answer 401 JSON themselves; tests/unit/http/proxy-matcher.test.ts
 * checks the matcher against both groups' folders.
 */
export async function proxy(req: NextRequest) {
  const token = await getToken({ req, secret: authSecret(), secureCookie: req.nextUrl.protocol === "https:" }).catch(() => null);
  if (token?.sub) return NextResponse.next();
  return NextResponse.redirect(new URL("/admin/login", req.url));
}

// The pages group's routes, /admin/login excepted (it is the way in); unknown /admin/... paths are gated by the group's catch-all page.
export const config = { matcher: ["/admin", "/admin/dashboard/:path*"] };
