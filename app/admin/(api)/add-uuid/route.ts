import { NextResponse } from "next/server";

import { withAdmin } from "@/lib/auth/with-admin";
import { clientIp } from "@/lib/http/client-address";
import { addLicenseManually } from "@/lib/licenses/add-license";
import { addLicenseSchema } from "@/lib/licenses/schemas";

export const dynamic = "force-dynamic";

// POST /admin/add-uuid – whitelist { uuid, username, email } (uuid optional: then looked up on Mojang); 201 { success, license }.
// withAdmin refuses a post from another site's page (the session is a cookie) before it parses the body.
export const POST = withAdmin({ body: addLicenseSchema }, async (req, { admin, body }) => {
  const license = await addLicenseManually(body, { admin, ipAddress: clientIp(req.headers) });
  return NextResponse.json({ success: true, license }, { status: 201 });
});
