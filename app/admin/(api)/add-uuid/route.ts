import { NextResponse } from "next/server";

import { addLicenseManually } from "@/lib/licenses/add-license";
import { addLicenseSchema } from "@/lib/admin/schemas";
import { clientIp } from "@/lib/http/client-address";
import { parseWith, readJson } from "@/lib/api/parse";
import { assertSameOrigin } from "@/lib/api/same-origin";
import { withAdmin } from "@/lib/auth/with-admin";

export const dynamic = "force-dynamic";

// POST /admin/add-uuid – whitelist { uuid, username, email } (uuid optional: then looked up on Mojang); 201 { success, license }.
export const POST = withAdmin(async (req, { admin }) => {
  // The session is a cookie: a write must come from the shop's own pages.
  assertSameOrigin(req.headers);
  const input = parseWith(addLicenseSchema, await readJson(req));
  const license = await addLicenseManually(input, { admin, ipAddress: clientIp(req.headers) });
  return NextResponse.json({ success: true, license }, { status: 201 });
});
