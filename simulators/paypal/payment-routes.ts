import { header, isRecord, json, parseJson, text, type SimRequest, type SimResponse } from "../http";
import { notFound, paypalError, unknownRoute, type ErrorDetail } from "./errors";
import { decimalsOf, toMinor } from "./ids";
import type { PaypalContext } from "./simulator";
import { AMOUNT_PATTERN } from "./validate-order";

// GET /v2/payments/captures/{id} – a capture with its current (possibly refunded) status
export function getCapture(ctx: PaypalContext, req: SimRequest, id: string): SimResponse {
  const capture = ctx.store.captures.get(id);
  return capture ? json(200, ctx.render(req).capture(capture)) : notFound("captures.get", id);
}

// GET /v2/payments/refunds/{id} – a refund
export function getRefund(ctx: PaypalContext, req: SimRequest, id: string): SimResponse {
  const refund = ctx.store.refunds.get(id);
  const capture = refund && ctx.store.captures.get(refund.captureId);
  return refund && capture ? json(200, ctx.render(req).refund(refund, capture)) : notFound("refunds.get", id);
}

const refundError = (status: 400 | 422, detail: ErrorDetail) => paypalError("captures.refund", status, [detail]);

/** The amount to refund in minor units, or PayPal's answer to a bad `amount`. */
function refundAmount(amount: unknown, currency: string, remaining: number): number | SimResponse {
  if (amount === undefined) return remaining;
  if (!isRecord(amount) || typeof amount.value !== "string" || !AMOUNT_PATTERN.test(amount.value)) {
    return refundError(400, { issue: "INVALID_PARAMETER_SYNTAX", field: "/amount/value", location: "body" });
  }
  if (amount.currency_code !== currency) return refundError(422, { issue: "CURRENCY_MISMATCH", field: "/amount/currency_code", location: "body" });
  if ((amount.value.split(".")[1] ?? "").length > decimalsOf(currency)) {
    return refundError(422, { issue: "DECIMAL_PRECISION", field: "/amount/value", value: amount.value, location: "body" });
  }
  const minor = toMinor({ currency_code: currency, value: amount.value });
  if (minor <= 0) return refundError(422, { issue: "CANNOT_BE_ZERO_OR_NEGATIVE", field: "/amount/value", value: amount.value, location: "body" });
  if (minor > remaining) return refundError(422, { issue: "REFUND_AMOUNT_EXCEEDED" });
  return minor;
}

// POST /v2/payments/captures/{id}/refund – full refund by default, partial with an amount
export function refundCapture(ctx: PaypalContext, req: SimRequest, id: string): SimResponse {
  const capture = ctx.store.captures.get(id);
  if (!capture) return notFound("captures.refund", id);
  const requestId = header(req, "paypal-request-id");
  const replyKey = `${id}:${requestId ?? ""}`;
  const stored = requestId === undefined ? undefined : ctx.replies.get(replyKey);
  // Unlike Orders v2 (200 for a replay), Payments v2 documents only 201 for a refund: a repeat gets the first answer as it was.
  if (stored) return stored;
  const body = parseJson(req.body);
  // Payments v2 lists no MALFORMED_REQUEST_JSON for refunds: a body that is not a JSON object is a syntax issue there.
  if (!isRecord(body)) return refundError(400, { issue: "INVALID_PARAMETER_SYNTAX", field: "/", location: "body" });

  const remaining = ctx.store.remainingMinor(capture);
  if (remaining === 0) return refundError(422, { issue: "CAPTURE_FULLY_REFUNDED" });
  const amountMinor = refundAmount(body.amount, capture.amount.currency_code, remaining);
  if (typeof amountMinor !== "number") return amountMinor;
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
  if (!isRecord(body)) return paypalError("verify-webhook-signature.post", 400, [{ issue: "MALFORMED_REQUEST_JSON", location: "body" }]);
  const missing = VERIFY_FIELDS.filter((field) => body[field] === undefined || body[field] === "");
  const [first, ...rest] = missing.map((field) => ({ issue: "MISSING_REQUIRED_PARAMETER", field: `/${field}`, location: "body" as const }));
  if (first) return paypalError("verify-webhook-signature.post", 400, [first, ...rest]);
  // PayPal answers a bad signature with HTTP 200 and FAILURE, never with an error status.
  return json(200, { verification_status: ctx.signer.verify(body) ? "SUCCESS" : "FAILURE" });
}

// GET /v1/notifications/certs/{id} – the public certificate named in PAYPAL-CERT-URL
export function getCertificate(ctx: PaypalContext, id: string): SimResponse {
  if (id !== ctx.signer.certId) return unknownRoute();
  return text(200, ctx.signer.certificatePem, "application/x-pem-file");
}
