import { jsonPost } from "@/lib/api/json-post";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { createOrder } from "@/lib/payments/create-order";
import { createOrderSchema } from "@/lib/payments/schemas";
import { limitCreatorCodeMisses } from "@/lib/pricing/creator-code-misses";
import { readReferralClick } from "@/lib/referrals/referral-cookie";

export const dynamic = "force-dynamic";

// POST /api/paypal/create-order – start a purchase at the server's price; answers 201 { orderId, orderSecret }.
// Each attempt calls Mojang and PayPal: a buyer needs a handful a minute, a script would need thousands.
// The referral attribution cookie is read here and handed to the use-case as data (it decides the order's code).
// A typed creator code that is unknown counts in its prefix's misses, the budget POST /api/creator-code keeps
// (lib/pricing/creator-code-misses.ts): its refusal would otherwise tell a walker which codes exist.
export const POST = jsonPost({
  rateLimit: RATE_LIMITS.createOrder,
  schema: createOrderSchema,
  status: 201,
  run: (input, { ipAddress, req }) =>
    limitCreatorCodeMisses(input.creatorCode, () => createOrder(input, { ipAddress, referralClick: readReferralClick(req.headers), now: new Date() })),
});
