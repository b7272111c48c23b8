import { jsonPost } from "@/lib/api/json-post";
import { API_RATE_LIMITS as LIMITS } from "@/lib/content/license-api";
import { cancelOrder } from "@/lib/payments/cancel-order";
import { buyerOrderSchema } from "@/lib/payments/schemas";

export const dynamic = "force-dynamic";

// POST /api/paypal/cancel-order – the buyer closed PayPal's window: the open order is closed as CANCELLED.
// Only for the browser holding the order's secret; a buyer cancels a few times at most, so 10 a minute per client.
export const POST = jsonPost({ name: "cancel-order", perMinute: LIMITS.cancelOrder, schema: buyerOrderSchema, run: (input) => cancelOrder(input) });
