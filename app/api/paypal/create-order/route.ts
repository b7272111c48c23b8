import { jsonPost } from "@/lib/api/json-post";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { createOrder } from "@/lib/payments/create-order";
import { createOrderSchema } from "@/lib/payments/schemas";
import { readReferralClick } from "@/lib/referrals/referral-cookie";

export const dynamic = "force-dynamic";

// POST /api/paypal/create-order – start a purchase at the server's price; answers 201 { orderId, orderSecret }.
// Each attempt calls Mojang and PayPal: a buyer needs a handful a minute, a script would need thousands.
// The referral attribution cookie is read here and handed to the use-case as data (it decides the order's code).
export const POST = jsonPost({
  rateLimit: RATE_LIMITS.createOrder,
  schema: createOrderSchema,
  status: 201,
  run: (input, { ipAddress, req }) => createOrder(input, { ipAddress, referralClick: readReferralClick(req.headers), now: new Date() }),
});
