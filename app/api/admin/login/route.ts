import { NextResponse } from "next/server";

import { toResponse } from "@/lib/api/errors";
import { parseWith, readJson } from "@/lib/api/parse";
import { assertSameOrigin } from "@/lib/api/same-origin";
import { checkAdminLogin } from "@/lib/auth/admin-login";
import { signIn } from "@/lib/auth/auth";
import { adminCredentialsSchema } from "@/lib/auth/schemas";
import { DASHBOARD_PATH } from "@/lib/content/admin/routes";
import { clientIp } from "@/lib/http/client-address";

export const dynamic = "force-dynamic";

// POST /api/admin/login – the only way in: lockout, audited password check, then next-auth sets the session cookie.
export async function POST(req: Request) {
  try {
    assertSameOrigin(req);
    const credentials = parseWith(adminCredentialsSchema, await readJson(req));
    const { grant } = await checkAdminLogin(credentials, { ipAddress: clientIp(req.headers) });
    // next-auth only turns the grant into the session cookie; it never sees the password.
    await signIn("credentials", { grant, redirect: false });
    return NextResponse.json({ ok: true, redirectTo: DASHBOARD_PATH });
  } catch (error) {
    return toResponse(error);
  }
}
