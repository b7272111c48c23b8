import "server-only";

import { getBuyerOrThrow, type SignedInBuyer } from "@/lib/account/account-session";
import { createRateLimiter } from "@/lib/api/rate-limit";
import type { RateLimitRule } from "@/lib/api/rate-limits";
import { serverAction } from "@/lib/api/server-action";
import { UNKNOWN_CLIENT } from "@/lib/http/client-address";
import { requestIp } from "@/lib/http/request-ip";
import type { z } from "@/lib/validation/zod";

export type BuyerContext = { buyer: SignedInBuyer; ipAddress: string };

/**
 * An account server action (lib/api/server-action.ts): the Origin, then the buyer's own session (an affiliate's or
 * an admin's counts for nothing here) and the client's address, then the input.
 */
export function buyerAction<S extends z.ZodType, T>(schema: S, fn: (data: z.infer<S>, ctx: BuyerContext) => Promise<T>) {
  return serverAction("buyer", async () => ({ buyer: await getBuyerOrThrow(), ipAddress: (await requestIp()) ?? UNKNOWN_CLIENT }), schema, fn);
}

/**
 * A server action of the account's sign-in, which nobody is signed in for yet: the Origin, then the client's limit
 * (the same entry of RATE_LIMITS its JSON route counts), then the input.
 */
export function accountSignInAction<S extends z.ZodType, T>(
  rateLimit: RateLimitRule & { policy: "per-address" },
  schema: S,
  fn: (data: z.infer<S>, ctx: { ipAddress: string }) => Promise<T>,
) {
  const limiter = createRateLimiter(rateLimit);
  return serverAction(
    "account sign-in",
    async () => {
      const ipAddress = (await requestIp()) ?? UNKNOWN_CLIENT;
      await limiter.hitAddress(ipAddress);
      return { ipAddress };
    },
    schema,
    fn,
  );
}
