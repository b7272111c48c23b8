import { NextResponse } from "next/server";

import { withAdmin } from "@/lib/auth/with-admin";
import { clientIp } from "@/lib/http/client-address";
import { listCreatorCodes } from "@/lib/pricing/list-creator-codes";
import { saveCreatorCode } from "@/lib/pricing/save-creator-code";
import { creatorCodeTermsSchema, listCreatorCodesSchema } from "@/lib/pricing/schemas";

export const dynamic = "force-dynamic";

// GET /admin/creator-codes?limit=20[&cursor=&search=] – the codes the shop issued, newest first, with their terms and uses: { codes, nextCursor }.
export const GET = withAdmin({ query: listCreatorCodesSchema }, async (_req, { query }) =>
  NextResponse.json(await listCreatorCodes(query), { headers: { "Cache-Control": "no-store" } }),
);

// POST /admin/creator-codes – create a code or change its terms; 201 { created: true, code } or 200 { created: false, code }.
// withAdmin refuses a post from another site's page (the session is a cookie) before it parses the body.
export const POST = withAdmin({ body: creatorCodeTermsSchema }, async (req, { admin, body }) => {
  const saved = await saveCreatorCode(body, { admin, ipAddress: clientIp(req.headers) });
  return NextResponse.json(saved, { status: saved.created ? 201 : 200 });
});
