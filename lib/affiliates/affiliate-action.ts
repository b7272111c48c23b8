import "server-only";

import { getAffiliateOrThrow, type SignedInAffiliate } from "@/lib/affiliates/affiliate-session";
import { serverAction } from "@/lib/api/server-action";
import type { z } from "@/lib/validation/zod";

/**
 * A portal server action (lib/api/server-action.ts): the Origin, then the affiliate's own session (an admin's
 * next-auth session counts for nothing here), then the input.
 */
export function affiliateAction<S extends z.ZodType, T>(schema: S, fn: (data: z.infer<S>, ctx: { affiliate: SignedInAffiliate }) => Promise<T>) {
  return serverAction("affiliate", async () => ({ affiliate: await getAffiliateOrThrow() }), schema, fn);
}

/** A server action of the sign-in pages, which nobody is signed in for yet: the Origin, then the input. */
export function signInAction<S extends z.ZodType, T>(schema: S, fn: (data: z.infer<S>) => Promise<T>) {
  return serverAction("affiliate sign-in", async () => undefined, schema, fn);
}
