import { jsonPost } from "@/lib/api/json-post";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { cancelOrder } from "@/lib/payments/cancel-order";
import { buyerOrderSchema } from "@/lib/payments/schemas";

export const dynamic = "force-dynamic";

// POST /api/paypal/cancel-order – the buyer closed PayPal's window: the open order is closed as CANCELLED.
// Only for the browser holding the order's secret; a buyer cancels a few times at most, so 10 a minute per client.
export const POST = jsonPost({ rateLimit: RATE_LIMITS.cancelOrder, schema: buyerOrderSchema, run: (input) => cancelOrder(input) });
