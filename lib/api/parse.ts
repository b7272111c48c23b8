import "server-only";

import type { z } from "zod";

import { AppError } from "@/lib/api/errors";

/** Request bodies are small JSON documents; anything bigger is refused unread. */
const MAX_BODY_BYTES = 16 * 1024;

/** Reads a JSON body, refusing oversized or malformed ones with a 400. */
export async function readJson(req: Request): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw new AppError("bad_request", "Request body is too large.");
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new AppError("bad_request", "Request body is too large.");
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Request body must be JSON.");
  }
}

/** Validates with a zod schema; the 400 names the first problem and lists each field's. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  const [first] = result.error.issues;
  throw new AppError("bad_request", first ? first.message : "Invalid request.", { fields });
}
