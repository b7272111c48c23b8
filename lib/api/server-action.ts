import "server-only";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";

import { AppError, type ErrorCode } from "@/lib/api/errors";
import { assertActionOrigin } from "@/lib/api/same-origin";
import { clientIp } from "@/lib/http/client-address";
import { log } from "@/lib/log";
import { safeParseClean } from "@/lib/validation/safe-parse-clean";
import type { z } from "@/lib/validation/zod";

/**
 * What every server action answers: its data, or a message (and the fields it names) for the form to show, with the
 * refusal's code for the code that calls it ("forbidden" for a request from another site, "unauthorized" without the
 * audience's session).
 */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: string; code: ErrorCode; fieldErrors?: Record<string, string> };

/** What the builder reads of the request before the audience's session: the client's address, for audits and limits. */
export type ActionRequest = { ipAddress: string | undefined };

/** A page whose cached render an action's success makes stale: Next.js's revalidatePath arguments. */
export type Refresh = { path: string; type?: "layout" | "page" };

export type ActionOptions<S extends z.ZodType> = {
  schema: S;
  /** What to render afresh once the action has succeeded (nothing when it failed: nothing changed). */
  refresh?: readonly Refresh[];
};

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
 * which Next.js does not), reads the client's address, then `who` (the audience's session and audit actor, or
 * nobody for a sign-in page), validates the input with the schema, runs `fn`, and refreshes what the action names.
 * AppErrors become `{ ok: false, error, code }` (with the fields a refusal names), anything else is logged under
 * `audience` and answered with a generic message. Never throws. The Origin comes first, so a request from another
 * site learns nothing of the session or the input.
 */
export function serverAction<S extends z.ZodType, W, T>(
  { audience, who, schema, refresh = [] }: ActionOptions<S> & { audience: string; who: (request: ActionRequest) => Promise<W> },
  fn: (data: z.infer<S>, ctx: W) => Promise<T>,
) {
  return async (input: z.input<S>): Promise<ActionResult<T>> => {
    try {
      const request = await requestHeaders();
      if (request) assertActionOrigin(request);
      const ctx = await who({ ipAddress: request ? clientIp(request) : undefined });
      const parsed = safeParseClean(schema, input);
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
        return { ok: false, error: "Please check the highlighted fields.", code: "bad_request", fieldErrors };
      }
      const data = await fn(parsed.data, ctx);
      for (const { path, type } of refresh) revalidatePath(path, type);
      return { ok: true, data };
    } catch (error) {
      if (error instanceof AppError) {
        // A refusal that names a field (a sale's end already past, a vanity code already taken) shows under that field too.
        const fields = error.details?.fields;
        if (fields && typeof fields === "object") return { ok: false, error: error.message, code: error.code, fieldErrors: fields as Record<string, string> };
        return { ok: false, error: error.message, code: error.code };
      }
      log.error(`${audience} action failed`, { error: error instanceof Error ? error.message : String(error) });
      return { ok: false, error: "Something went wrong", code: "internal" };
    }
  };
}
