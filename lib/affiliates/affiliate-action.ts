import "server-only";

import { getAffiliateOrThrow, type SignedInAffiliate } from "@/lib/affiliates/affiliate-session";
import { serverAction, type ActionOptions, type ActionRequest } from "@/lib/api/server-action";
import type { z } from "@/lib/validation/zod";

/** What a portal action knows of its caller: the affiliate, the name their audit entries carry, the client's address. */
export type AffiliateContext = { affiliate: SignedInAffiliate; actor: "affiliate"; ipAddress: string | undefined };

/**
 * A portal server action (lib/api/server-action.ts): the Origin, then the affiliate's own session (an admin's
 * next-auth session counts for nothing here), then the input.
 */
export function affiliateAction<S extends z.ZodType, T>(options: ActionOptions<S>, fn: (data: z.infer<S>, ctx: AffiliateContext) => Promise<T>) {
  return serverAction(
    { ...options, audience: "affiliate", who: async ({ ipAddress }) => ({ affiliate: await getAffiliateOrThrow(), actor: "affiliate" as const, ipAddress }) },
    fn,
  );
}

/** A server action of the sign-in pages, which nobody is signed in for yet: the Origin, then the input. */
export function signInAction<S extends z.ZodType, T>(options: ActionOptions<S>, fn: (data: z.infer<S>, ctx: ActionRequest) => Promise<T>) {
  return serverAction({ ...options, audience: "affiliate sign-in", who: async (request) => request }, fn);
}
