import "server-only";

import { getAffiliateOrThrow, type SignedInAffiliate } from "@/lib/affiliates/affiliate-session";
import { AppError } from "@/lib/api/errors";
import type { ActionResult } from "@/lib/auth/admin-action";
import { log } from "@/lib/log";
import { safeParseClean } from "@/lib/validation/safe-parse-clean";
import type { z } from "@/lib/validation/zod";

/** Validates, runs, maps errors: the same steps and answers as adminAction, behind whatever check `who` makes. */
function action<S extends z.ZodType, W, T>(who: () => Promise<W>, schema: S, fn: (data: z.infer<S>, ctx: W) => Promise<T>) {
  return async (input: z.input<S>): Promise<ActionResult<T>> => {
    try {
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
        // As in adminAction: a refusal that names a field (a vanity code already taken) shows under that field too.
        const fields = error.details?.fields;
        if (fields && typeof fields === "object") return { ok: false, error: error.message, fieldErrors: fields as Record<string, string> };
        return { ok: false, error: error.message };
      }
      log.error("affiliate action failed", { error: error instanceof Error ? error.message : String(error) });
      return { ok: false, error: "Something went wrong" };
    }
  };
}

/**
 * A portal server action: the affiliate's own session is checked first (an
 * admin's next-auth session counts for nothing here), then the input.
 */
export function affiliateAction<S extends z.ZodType, T>(schema: S, fn: (data: z.infer<S>, ctx: { affiliate: SignedInAffiliate }) => Promise<T>) {
  return action(async () => ({ affiliate: await getAffiliateOrThrow() }), schema, fn);
}

/** A server action of the sign-in pages, which nobody is signed in for yet. */
export function signInAction<S extends z.ZodType, T>(schema: S, fn: (data: z.infer<S>) => Promise<T>) {
  return action(
    async () => undefined,
    schema,
    (data) => fn(data),
  );
}
