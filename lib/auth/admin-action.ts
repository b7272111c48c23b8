import "server-only";

import { headers } from "next/headers";

import { AppError } from "@/lib/api/errors";
import { assertActionOrigin } from "@/lib/api/same-origin";
import { getAdminOrThrow, type AdminSession } from "@/lib/auth/require-admin";
import { log } from "@/lib/log";
import { safeParseClean } from "@/lib/validation/safe-parse-clean";
import type { z } from "@/lib/validation/zod";

export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string> };

/** The headers of the request the action runs in; null outside one (a script calling it), with no Origin to check. */
async function requestHeaders() {
  try {
    return await headers();
  } catch {
    return null;
  }
}

/**
 * Builds an admin server action: checks the request's Origin (its scheme too,
 * which Next.js does not), the session, validates the input with the schema,
 * runs `fn`; AppErrors become `{ ok: false, error }`, anything else is logged
 * and answered with a generic message. Never throws.
 */
export function adminAction<S extends z.ZodType, T>(schema: S, fn: (data: z.infer<S>, ctx: { admin: AdminSession }) => Promise<T>) {
  return async (input: z.input<S>): Promise<ActionResult<T>> => {
    try {
      const request = await requestHeaders();
      if (request) assertActionOrigin(request);
      const admin = await getAdminOrThrow();
      const parsed = safeParseClean(schema, input);
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
        return { ok: false, error: "Please check the highlighted fields.", fieldErrors };
      }
      return { ok: true, data: await fn(parsed.data, { admin }) };
    } catch (error) {
      if (error instanceof AppError) {
        // A refusal that names a field (a sale's end already past, a code's window) shows under that field too.
        const fields = error.details?.fields;
        if (fields && typeof fields === "object") return { ok: false, error: error.message, fieldErrors: fields as Record<string, string> };
        return { ok: false, error: error.message };
      }
      log.error("admin action failed", { error: error instanceof Error ? error.message : String(error) });
      return { ok: false, error: "Something went wrong" };
    }
  };
}
