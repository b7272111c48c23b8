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

/**
 * The session as page scripts may see it: next-auth's answer without `sessionId`, the admin_sessions row the cookie
 * names, which only the server needs (lib/auth/require-admin.ts). Its headers (a refreshed cookie) stay as they were.
 */
async function withoutSessionId(res: Response): Promise<Response> {
  if (!res.ok || !res.headers.get("content-type")?.includes("application/json")) return res;
  const body: unknown = await res.json();
  if (body && typeof body === "object" && "sessionId" in body) delete (body as { sessionId?: unknown }).sessionId;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: res.status, headers });
}

function onlyServed(handler: (req: NextRequest) => Promise<Response>) {
  return async (req: NextRequest) => {
    const route = `${req.method} ${new URL(req.url).pathname.replace(/\/+$/, "")}`;
    if (!SERVED.has(route)) return errorResponse("not_found", "No such API route.");
    const res = await handler(req);
    return route === "GET /api/auth/session" ? withoutSessionId(res) : res;
  };
}

// GET /api/auth/session|csrf – the session (JSON) and next-auth's CSRF token; anything else 404.
export const GET = onlyServed(handlers.GET);
// POST /api/auth/signout – clears the session cookie and ends the session row; anything else 404.
export const POST = onlyServed(handlers.POST);
