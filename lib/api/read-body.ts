import "server-only";

import { AppError } from "@/lib/api/errors";

/** JSON and form posts carry a few fields; 16 KB is far above any honest one. */
export const MAX_FORM_BODY_BYTES = 16 * 1024;

/**
 * A request body as UTF-8 text, never holding more than `maxBytes` (plus the
 * chunk that crossed it) in memory. `req.text()` buffers whatever arrives, and
 * a chunked upload declares no length to refuse up front: a 200 MB one grew
 * the server by 435 MB. So a declared Content-Length over the limit is
 * refused unread, and otherwise the stream is read chunk by chunk and
 * cancelled as soon as the total passes the limit, which stops the upload.
 * Both answer 413 (`payload_too_large`).
 */
export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  const declared = Number(req.headers.get("content-length"));
  if (declared > maxBytes) {
    // Cancelling an unread body tells the server not to wait for (or read) the rest.
    await req.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!req.body) return "";

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  // TextDecoder, as req.text() does: a leading byte-order mark is dropped, invalid bytes become U+FFFD.
  return new TextDecoder().decode(Buffer.concat(chunks, total));
}

function tooLarge(): AppError {
  return new AppError("payload_too_large", "Request body is too large.");
}
