import { NextResponse } from "next/server";

import { openApiDocument } from "@/lib/openapi/build-openapi-document";

// Built into the prerendered output: the document changes only with a release (or the site settings, which rebuild).
export const dynamic = "force-static";

// GET /openapi.json – the public API's OpenAPI 3.1 document, generated from the handlers' zod schemas; no sign-in, cacheable.
export function GET() {
  return NextResponse.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=3600" } });
}
