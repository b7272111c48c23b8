import { NextResponse } from "next/server";

import { clientIp } from "@/lib/api/client-ip";
import { toResponse } from "@/lib/api/errors";
import { parseWith, readJson } from "@/lib/api/parse";
import { assertSameOrigin } from "@/lib/api/same-origin";
import { adminCredentialsSchema, signIn } from "@/lib/auth/auth";
import { checkAdminLogin } from "@/lib/auth/admin-login";

export const dynamic = "force-dynamic";

// POST /api/admin/login – lockout check, audited password check, then next-auth sets the session cookie.
export async function POST(req: Request) {
  try {
    assertSameOrigin(req.headers);
    const credentials = parseWith(adminCredentialsSchema, await readJson(req));
    await checkAdminLogin(credentials, { ipAddress: clientIp(req.headers) });
    await signIn("credentials", { ...credentials, redirect: false });
    return NextResponse.json({ ok: true, redirectTo: "/admin/dashboard" });
  } catch (error) {
    return toResponse(error);
  }
}
