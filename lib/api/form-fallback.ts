import "server-only";

import { AppError } from "@/lib/api/errors";
import { MAX_FORM_BODY_BYTES, readBodyText } from "@/lib/api/read-body";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";

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

    const text = await readFormText(req);
    // A browser never posts 16 KB from a one-field form; still, the visitor goes back to the page with its
    // message rather than to a bare 413, as every other outcome of a form post does.
    if (text === undefined) return seeOther(`${page}?error=failed`);

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

/** The form body within the JSON bound, or undefined when it is larger (read no further than that). */
async function readFormText(req: Request): Promise<string | undefined> {
  try {
    return await readBodyText(req, MAX_FORM_BODY_BYTES);
  } catch (error) {
    if (error instanceof AppError && error.code === "payload_too_large") return undefined;
    throw error;
  }
}

/** A relative Location, so the redirect stays on whatever host the visitor used (behind the proxy too). */
function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}
