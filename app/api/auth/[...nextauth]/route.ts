import type { NextRequest } from "next/server";

import { errorResponse } from "@/lib/api/errors";
import { handlers } from "@/lib/auth/auth";

export const dynamic = "force-dynamic";

/**
 * The next-auth endpoints the session needs: reading it, the CSRF token, and
 * signing out. Everything else (the sign-in page, the credentials callback,
 * providers, session updates) answers 404: POST /api/admin/login, with its
 * lockout and audit, is the only way to a session.
 */
const SERVED = new Set(["GET /api/auth/session", "GET /api/auth/csrf", "POST /api/auth/signout"]);

function onlyServed(handler: (req: NextRequest) => Promise<Response>) {
  return async (req: NextRequest) => {
    const { pathname } = new URL(req.url);
    if (!SERVED.has(`${req.method} ${pathname.replace(/\/+$/, "")}`)) return errorResponse("not_found", "No such API route.");
    return handler(req);
  };
}

// GET /api/auth/session|csrf – the session (JSON) and next-auth's CSRF token; anything else 404.
export const GET = onlyServed(handlers.GET);
// POST /api/auth/signout – clears the session cookie and ends the session row; anything else 404.
export const POST = onlyServed(handlers.POST);
