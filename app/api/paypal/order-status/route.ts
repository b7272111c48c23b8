import { jsonPost } from "@/lib/api/json-post";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { buyerOrderStatus } from "@/lib/payments/buyer-order-status";
import { buyerOrderSchema } from "@/lib/payments/schemas";

export const dynamic = "force-dynamic";

// POST /api/paypal/order-status – after a failed capture: was money taken? Asks PayPal about an open order first.
// Only for the browser holding the order's secret; each call may reach PayPal, so 10 a minute per client.
export const POST = jsonPost({ rateLimit: RATE_LIMITS.orderStatus, schema: buyerOrderSchema, run: (input) => buyerOrderStatus(input) });
