import { header, isRecord, json, parseJson, text, type SimRequest, type SimResponse } from "../http";
import { notFound, paypalError } from "./errors";
import { toMinor } from "./ids";
import { replay } from "./order-routes";
import type { PaypalContext } from "./simulator";

// GET /v2/payments/captures/{id} – a capture with its current (possibly refunded) status
export function getCapture(ctx: PaypalContext, req: SimRequest, id: string): SimResponse {
  const capture = ctx.store.captures.get(id);
  return capture ? json(200, ctx.render(req).capture(capture)) : notFound(id);
}

// GET /v2/payments/refunds/{id} – a refund
export function getRefund(ctx: PaypalContext, req: SimRequest, id: string): SimResponse {
  const refund = ctx.store.refunds.get(id);
  const capture = refund && ctx.store.captures.get(refund.captureId);
  return refund && capture ? json(200, ctx.render(req).refund(refund, capture)) : notFound(id);
}

// POST /v2/payments/captures/{id}/refund – full refund by default, partial with an amount
export function refundCapture(ctx: PaypalContext, req: SimRequest, id: string): SimResponse {
  const capture = ctx.store.captures.get(id);
  if (!capture) return notFound(id);
  const requestId = header(req, "paypal-request-id");
  const replyKey = `${id}:${requestId ?? ""}`;
  const stored = requestId === undefined ? undefined : ctx.replies.get(replyKey);
  if (stored) return replay(stored);
  const body = parseJson(req.body);
  if (!isRecord(body)) return paypalError(400, [{ issue: "MALFORMED_REQUEST_JSON", location: "body" }]);

  const remaining = ctx.store.remainingMinor(capture);
  if (remaining === 0) return paypalError(422, [{ issue: "CAPTURE_FULLY_REFUNDED" }]);
  let amountMinor = remaining;
  if (body.amount !== undefined) {
    const amount = body.amount;
    if (!isRecord(amount) || typeof amount.value !== "string" || amount.currency_code !== capture.amount.currency_code) {
      return paypalError(422, [{ issue: "CURRENCY_MISMATCH", field: "/amount", location: "body" }]);
    }
    amountMinor = toMinor({ currency_code: capture.amount.currency_code, value: amount.value });
    if (!(amountMinor > 0)) return paypalError(422, [{ issue: "CANNOT_BE_ZERO_OR_NEGATIVE", field: "/amount/value", location: "body" }]);
    if (amountMinor > remaining) return paypalError(422, [{ issue: "REFUND_AMOUNT_EXCEEDED" }]);
  }
  const note = typeof body.note_to_payer === "string" ? body.note_to_payer : undefined;
  const refund = ctx.store.refund(capture, amountMinor, { noteToPayer: note });
  const response = json(201, ctx.render(req).refund(refund, capture));
  if (requestId !== undefined) ctx.replies.set(replyKey, response);
  return response;
}

const VERIFY_FIELDS = ["auth_algo", "cert_url", "transmission_id", "transmission_sig", "transmission_time", "webhook_id", "webhook_event"];

// POST /v1/notifications/verify-webhook-signature – SUCCESS only for events this simulator signed
export function verifyWebhookSignature(ctx: PaypalContext, req: SimRequest): SimResponse {
  const body = parseJson(req.body);
  if (!isRecord(body)) return paypalError(400, [{ issue: "MALFORMED_REQUEST_JSON", location: "body" }]);
  const missing = VERIFY_FIELDS.filter((field) => body[field] === undefined || body[field] === "");
  if (missing.length > 0) {
    return paypalError(
      400,
      missing.map((field) => ({ issue: "MISSING_REQUIRED_PARAMETER", field: `/${field}`, location: "body" as const })),
    );
  }
  // PayPal answers a bad signature with HTTP 200 and FAILURE, never with an error status.
  return json(200, { verification_status: ctx.signer.verify(body) ? "SUCCESS" : "FAILURE" });
}

// GET /v1/notifications/certs/{id} – the public certificate named in PAYPAL-CERT-URL
export function getCertificate(ctx: PaypalContext, id: string): SimResponse {
  if (id !== ctx.signer.certId) return notFound(id);
  return text(200, ctx.signer.certificatePem, "application/x-pem-file");
}
