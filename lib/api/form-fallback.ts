import "server-only";

import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";

/** Same bound as JSON bodies (lib/api/parse.ts). */
const MAX_FORM_BYTES = 16 * 1024;

type Handler = (req: Request) => Promise<Response>;

/**
 * Lets a JSON POST handler (jsonPost) also take a plain HTML form post, for
 * pages that must work without JavaScript. The form fields are turned into
 * the same JSON body, so the rate limit, the schema and the use-case are the
 * one pipeline; the answer becomes a 303 back to the page, which shows the
 * outcome (`?sent=1`, or `?error=invalid|rate_limited|failed`).
 */
export function withFormFallback(handler: Handler, page: string): Handler {
  return async (req) => {
    const type = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded") return handler(req);

    const declared = Number(req.headers.get("content-length") ?? 0);
    const text = declared > MAX_FORM_BYTES ? "" : await req.text();
    if (declared > MAX_FORM_BYTES || Buffer.byteLength(text) > MAX_FORM_BYTES) return seeOther(`${page}?error=failed`);

    // Only what the JSON pipeline reads: the body type and the client address the rate limit keys on.
    const headers = new Headers({ "content-type": "application/json" });
    const address = req.headers.get(CLIENT_ADDRESS_HEADER);
    if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
    const body = JSON.stringify(Object.fromEntries(new URLSearchParams(text)));
    const answer = await handler(new Request(req.url, { method: "POST", headers, body }));
    if (answer.ok) return seeOther(`${page}?sent=1`);
    const reason = answer.status === 400 ? "invalid" : answer.status === 429 ? "rate_limited" : "failed";
    return seeOther(`${page}?error=${reason}`);
  };
}

/** A relative Location, so the redirect stays on whatever host the visitor used (behind the proxy too). */
function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}
