import { NextResponse } from "next/server";

import { clientIp } from "@/lib/api/client-ip";
import { toResponse } from "@/lib/api/errors";
import { parseWith, readJson } from "@/lib/api/parse";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { captureOrder } from "@/lib/payments/capture-order";
import { captureOrderSchema } from "@/lib/payments/schemas";

export const dynamic = "force-dynamic";

const limiter = createRateLimiter({ limit: 20, windowMs: 60_000 });

// POST /api/paypal-capture-order – capture an approved order and issue its license; repeating it answers the same.
export async function POST(req: Request) {
  try {
    const ipAddress = clientIp(req.headers);
    limiter.hit(ipAddress);
    const { orderId } = parseWith(captureOrderSchema, await readJson(req));
    const { transactionId, downloadToken } = await captureOrder(orderId, { ipAddress });
    return NextResponse.json({ transactionId, downloadToken });
  } catch (error) {
    return toResponse(error);
  }
}
