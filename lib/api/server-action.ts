import "server-only";

import { headers } from "next/headers";

import { AppError } from "@/lib/api/errors";
import { assertActionOrigin } from "@/lib/api/same-origin";
import { log } from "@/lib/log";
import { safeParseClean } from "@/lib/validation/safe-parse-clean";
import type { z } from "@/lib/validation/zod";

/** What every server action answers: its data, or a message (and the fields it names) for the form to show. */
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
 * The one way the shop builds a server action, for every audience: checks the request's Origin (its scheme too,
 * which Next.js does not), then `who` (the audience's session, or nobody for a sign-in page), validates the input
 * with the schema, runs `fn`; AppErrors become `{ ok: false, error }` (with the fields a refusal names), anything
 * else is logged under `audience` and answered with a generic message. Never throws. The Origin comes first, so a
 * request from another site learns nothing of the session or the input.
 */
export function serverAction<S extends z.ZodType, W, T>(audience: string, who: () => Promise<W>, schema: S, fn: (data: z.infer<S>, ctx: W) => Promise<T>) {
  return async (input: z.input<S>): Promise<ActionResult<T>> => {
    try {
      const request = await requestHeaders();
      if (request) assertActionOrigin(request);
      const ctx = await who();
      const parsed = safeParseClean(schema, input);
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
        return { ok: false, error: "Please check the highlighted fields.", fieldErrors };
      }
      return { ok: true, data: await fn(parsed.data, ctx) };
    } catch (error) {
      if (error instanceof AppError) {
        // A refusal that names a field (a sale's end already past, a vanity code already taken) shows under that field too.
        const fields = error.details?.fields;
        if (fields && typeof fields === "object") return { ok: false, error: error.message, fieldErrors: fields as Record<string, string> };
        return { ok: false, error: error.message };
      }
      log.error(`${audience} action failed`, { error: error instanceof Error ? error.message : String(error) });
      return { ok: false, error: "Something went wrong" };
    }
  };
}
