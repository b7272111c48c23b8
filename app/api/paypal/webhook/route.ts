import { NextResponse } from "next/server";

import { clientIp } from "@/lib/api/client-ip";
import { errorResponse, toResponse } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { handleWebhookEvent } from "@/lib/payments/handle-webhook-event";
import { verifyWebhookSignature } from "@/lib/payments/verify-webhook";

export const dynamic = "force-dynamic";

/** PayPal's events are a few kilobytes. */
const MAX_BODY_BYTES = 64 * 1024;

// POST /api/paypal/webhook – PayPal events: verified with PayPal before they are read, processed once per event id.
export async function POST(req: Request) {
  try {
    const raw = await req.text();
    if (Buffer.byteLength(raw) > MAX_BODY_BYTES || !(await verifyWebhookSignature(req.headers, raw))) {
      await recordAudit({ action: "webhook.rejected", actor: "paypal", success: false, ipAddress: clientIp(req.headers), details: { reason: "signature" } });
      return errorResponse("bad_request", "Invalid webhook signature.");
    }
    const outcome = await handleWebhookEvent(JSON.parse(raw));
    return NextResponse.json({ received: true, outcome });
  } catch (error) {
    return toResponse(error);
  }
}
