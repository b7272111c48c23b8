import { NextResponse } from "next/server";

import { clientIp } from "@/lib/api/client-ip";
import { toResponse } from "@/lib/api/errors";
import { parseWith, readJson } from "@/lib/api/parse";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { createOrder } from "@/lib/payments/create-order";
import { createOrderSchema } from "@/lib/payments/schemas";

export const dynamic = "force-dynamic";

/** Each attempt calls Mojang and PayPal; a buyer needs a handful, a script would need thousands. */
const limiter = createRateLimiter({ limit: 10, windowMs: 60_000 });

// POST /api/paypal/create-order – start a purchase at the server's price; answers 201 { orderId }.
export async function POST(req: Request) {
  try {
    const ipAddress = clientIp(req.headers);
    limiter.hit(ipAddress);
    const input = parseWith(createOrderSchema, await readJson(req));
    return NextResponse.json(await createOrder(input, { ipAddress }), { status: 201 });
  } catch (error) {
    return toResponse(error);
  }
}
