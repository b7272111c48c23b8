import { jsonPost } from "@/lib/api/json-post";
import { captureOrder } from "@/lib/payments/capture-order";
import { captureOrderSchema } from "@/lib/payments/schemas";

export const dynamic = "force-dynamic";

// POST /api/paypal-capture-order – capture an approved order and issue its license; repeating it answers the same.
export const POST = jsonPost({
  perMinute: 20,
  schema: captureOrderSchema,
  run: async ({ orderId }, ctx) => {
    const { transactionId, downloadToken } = await captureOrder(orderId, ctx);
    return { transactionId, downloadToken };
  },
});
