import "server-only";

import { AppError, badRequest } from "@/lib/api/errors";
import { MAX_FORM_BODY_BYTES, readBodyText } from "@/lib/api/read-body";
import { safeParseClean } from "@/lib/validation/safe-parse-clean";
import type { z } from "@/lib/validation/zod";

/** Reads a JSON body of at most 16 KB (413 beyond), refusing malformed JSON with a 400. */
export async function readJson(req: Request): Promise<unknown> {
  const text = await readBodyText(req, MAX_FORM_BODY_BYTES);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Request body must be JSON.");
  }
}

/**
 * Validates with a zod schema; the 400 names the first problem and lists each field's.
 * Text with control characters or unpaired surrogates is refused first, whatever the
 * schema says, so it never reaches PayPal, Mojang or the database.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = safeParseClean(schema, value);
  if (result.success) return result.data;
  throw badRequest(result.issues);
}
