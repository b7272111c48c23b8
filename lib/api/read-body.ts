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
  // TextDecoder, as req.text() does: a leading byte-order mark is dropped, invalid bytes become U+FFFD.
  return new TextDecoder().decode(await readBodyBytes(req, maxBytes));
}

/** The body's bytes under the same bound as readBodyText (the dashboard's jar upload). */
async function readBodyBytes(req: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length"));
  if (declared > maxBytes) {
    // Cancelling an unread body tells the server not to wait for (or read) the rest.
    await req.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!req.body) return Buffer.alloc(0);

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
  return Buffer.concat(chunks, total);
}

function tooLarge(): AppError {
  return new AppError("payload_too_large", "Request body is too large.");
}

/**
 * A multipart/form-data body, read under readBodyBytes' bound and then
 * parsed (the platform's parser, on bytes already counted). Anything else,
 * or a body that is not valid multipart, is a 400.
 */
export async function readMultipart(req: Request, maxBytes: number): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(type)) {
    await req.body?.cancel().catch(() => undefined);
    throw new AppError("bad_request", "Send the form as multipart/form-data.");
  }
  const bytes = await readBodyBytes(req, maxBytes);
  try {
    return await new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), {
      headers: { "content-type": type },
    }).formData();
  } catch {
    throw new AppError("bad_request", "The form data could not be read.");
  }
}
