import { NextResponse } from "next/server";

import { errorResponse, toResponse } from "@/lib/api/errors";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { readBodyText } from "@/lib/api/read-body";
import { clientIp } from "@/lib/http/client-address";
import { verifyWebhookSignature } from "@/lib/paypal/verify-webhook";
import { countWebhookRejection } from "@/lib/webhooks/count-webhook-rejection";
import { handleWebhookEvent } from "@/lib/webhooks/handle-webhook-event";

export const dynamic = "force-dynamic";

/** A flood of forged posts from one address is cut off before verification. */
const limiter = createRateLimiter(RATE_LIMITS.paypalWebhook);

/** PayPal's events are a few kilobytes. */
const MAX_BODY_BYTES = 64 * 1024;

// POST /api/paypal/webhook – PayPal events: verified with PayPal before they are read, processed once per event id; rate limited per address.
export async function POST(req: Request) {
  try {
    const ipAddress = clientIp(req.headers);
    await limiter.hitAddress(ipAddress);
    // Streamed with a bound: a larger body is a 413 before anything is verified or stored.
    const raw = await readBodyText(req, MAX_BODY_BYTES);
    if (!(await verifyWebhookSignature(req.headers, raw))) {
      countWebhookRejection("signature", ipAddress);
      return errorResponse("bad_request", "Invalid webhook signature.");
    }
    const outcome = await handleWebhookEvent(JSON.parse(raw));
    return NextResponse.json({ received: true, outcome });
  } catch (error) {
    return toResponse(error);
  }
}
