import { header, json, parseJson, type SimRequest, type SimResponse } from "../http";
import { FORCEABLE_CAPTURE_ISSUES, notFound, paypalError, serverError } from "./errors";
import type { PaypalContext } from "./simulator";
import { validateOrderRequest } from "./validate-order";

/** A repeated PayPal-Request-Id gets the stored response again, with 200 instead of 201. */
export function replay(stored: SimResponse): SimResponse {
  return { ...stored, status: 200 };
}

// POST /v2/checkout/orders – create an order; PayPal-Request-Id makes retries return the same order
export function createOrder(ctx: PaypalContext, req: SimRequest): SimResponse {
  const render = ctx.render(req);
  const requestId = header(req, "paypal-request-id");
  const wantsFull = header(req, "prefer")?.includes("return=representation") ?? false;
  const previous = requestId === undefined ? undefined : ctx.store.orders.get(ctx.createdByRequestId.get(requestId) ?? "");
  if (previous) return json(200, wantsFull ? render.order(previous) : render.minimalOrder(previous));
  if (ctx.forcedCreateFailures.remaining > 0) {
    ctx.forcedCreateFailures.remaining -= 1;
    return serverError("orders.create");
  }
  const checked = validateOrderRequest(parseJson(req.body));
  if (!checked.ok) return checked.response;
  const order = ctx.store.create(checked.value);
  if (requestId !== undefined) ctx.createdByRequestId.set(requestId, order.id);
  return json(201, wantsFull ? render.order(order) : render.minimalOrder(order));
}

// GET /v2/checkout/orders/{id} – the order with its payer and captures
export function getOrder(ctx: PaypalContext, req: SimRequest, id: string): SimResponse {
  if (ctx.forcedLookupFailures.delete(id)) return serverError("orders.get");
  const order = ctx.store.orders.get(id);
  return order ? json(200, ctx.render(req).order(order)) : notFound("orders.get", id);
}

// POST /v2/checkout/orders/{id}/capture – the order state machine of contracts §1.6
export function captureOrder(ctx: PaypalContext, req: SimRequest, id: string): SimResponse {
  const order = ctx.store.orders.get(id);
  if (!order) return notFound("orders.capture", id);
  const requestId = header(req, "paypal-request-id");
  const replyKey = `${id}:${requestId ?? ""}`;
  const stored = requestId === undefined ? undefined : ctx.replies.get(replyKey);
  if (stored) return replay(stored);
  if (parseJson(req.body) === undefined) return paypalError("orders.capture", 400, [{ issue: "MALFORMED_REQUEST_JSON", location: "body" }]);

  const forced = ctx.forcedCaptureIssues.get(id);
  if (forced !== undefined) {
    ctx.forcedCaptureIssues.delete(id);
    // failNextCapture takes only FORCEABLE_CAPTURE_ISSUES, so every forced issue has its status.
    const status = FORCEABLE_CAPTURE_ISSUES[forced] ?? 500;
    if (status === 500) return serverError("orders.capture");
    const links = forced === "INSTRUMENT_DECLINED" ? [redirectLink(ctx, req, id)] : [];
    return paypalError("orders.capture", status, [{ issue: forced }], { links });
  }
  if (order.status === "COMPLETED") return paypalError("orders.capture", 422, [{ issue: "ORDER_ALREADY_CAPTURED" }]);
  if (order.status !== "APPROVED") return paypalError("orders.capture", 422, [{ issue: "ORDER_NOT_APPROVED" }]);
  if (order.intent !== "CAPTURE") return paypalError("orders.capture", 422, [{ issue: "ACTION_DOES_NOT_MATCH_INTENT" }]);
  if (order.declineOnCapture) {
    return paypalError("orders.capture", 422, [{ issue: "INSTRUMENT_DECLINED" }], { links: [redirectLink(ctx, req, id)] });
  }
  ctx.store.capture(order);
  const response = json(201, ctx.render(req).order(order));
  if (requestId !== undefined) ctx.replies.set(replyKey, response);
  return response;
}

/** Declines carry a link back to checkout so the buyer can pick another funding source. */
function redirectLink(ctx: PaypalContext, req: SimRequest, id: string) {
  return { href: ctx.render(req).approveUrl(id), rel: "redirect", method: "GET" };
}
