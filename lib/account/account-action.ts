import "server-only";

import { getBuyerOrThrow, type SignedInBuyer } from "@/lib/account/account-session";
import { createRateLimiter } from "@/lib/api/rate-limit";
import type { RateLimitRule } from "@/lib/api/rate-limits";
import { serverAction, type ActionOptions } from "@/lib/api/server-action";
import { UNKNOWN_CLIENT } from "@/lib/http/client-address";
import type { z } from "@/lib/validation/zod";

/** What an account action knows of its caller: the buyer, the name their audit entries carry, the client's address. */
export type BuyerContext = { buyer: SignedInBuyer; actor: "buyer"; ipAddress: string };

/**
 * An account server action (lib/api/server-action.ts): the Origin, then the buyer's own session (an affiliate's or
 * an admin's counts for nothing here) and the client's address, then the input.
 */
export function buyerAction<S extends z.ZodType, T>(options: ActionOptions<S>, fn: (data: z.infer<S>, ctx: BuyerContext) => Promise<T>) {
  return serverAction(
    {
      ...options,
      audience: "buyer",
      who: async ({ ipAddress }) => ({ buyer: await getBuyerOrThrow(), actor: "buyer" as const, ipAddress: ipAddress ?? UNKNOWN_CLIENT }),
    },
    fn,
  );
}

/**
 * A server action of the account's sign-in, which nobody is signed in for yet: the Origin, then the client's limit
 * (the same entry of RATE_LIMITS its JSON route counts), then the input.
 */
export function accountSignInAction<S extends z.ZodType, T>(
  { rateLimit, ...options }: ActionOptions<S> & { rateLimit: RateLimitRule & { policy: "per-address" } },
  fn: (data: z.infer<S>, ctx: { ipAddress: string }) => Promise<T>,
) {
  const limiter = createRateLimiter(rateLimit);
  return serverAction(
    {
      ...options,
      audience: "account sign-in",
      who: async (request) => {
        const ipAddress = request.ipAddress ?? UNKNOWN_CLIENT;
        await limiter.hitAddress(ipAddress);
        return { ipAddress };
      },
    },
    fn,
  );
}
