import { jsonPost } from "@/lib/api/json-post";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { captureForBuyer } from "@/lib/payments/capture-for-buyer";
import { captureOrderSchema } from "@/lib/payments/schemas";

export const dynamic = "force-dynamic";

// POST /api/paypal-capture-order – capture an approved order and issue its license; repeating it answers the same.
// The download token comes back only with the order's secret (the browser that created it).
export const POST = jsonPost({ rateLimit: RATE_LIMITS.captureOrder, schema: captureOrderSchema, run: captureForBuyer });
