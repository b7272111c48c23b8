import { NextResponse } from "next/server";

import { toResponse } from "@/lib/api/errors";
import { jsonWebKeySet } from "@/lib/licenses/signing/json-web-key-set";

// Read per request, never prerendered: the keys are the running server's, not the build machine's.
export const dynamic = "force-dynamic";

// GET /.well-known/jwks.json – the public keys whitelist answers are signed with (current first, then retired), for mods to pin.
export function GET() {
  try {
    return NextResponse.json(jsonWebKeySet(), { headers: { "Cache-Control": "public, max-age=3600" } });
  } catch (error) {
    return toResponse(error);
  }
}
