import { header, json, parseJson, type SimRequest, type SimResponse } from "../http";
import { replay } from "./order-routes";
import type { PayoutRepresentation } from "./payout-representation";
import type { PayoutStore } from "./payout-store";
import { payoutsError, validatePayoutRequest, validationError } from "./validate-payout";

/** What the Payouts routes share; the simulator owns and implements it. */
export interface PayoutContext {
  readonly payouts: PayoutStore;
  /** PayPal-Request-Id → the first answer to a create, replayed for a repeat (PayPal keeps keys 30 days). */
  readonly payoutReplies: Map<string, SimResponse>;
  /** Statuses the next Payouts calls answer with, one each (a test control). */
  readonly forcedPayoutFailures: number[];
  renderPayouts(req: SimRequest): PayoutRepresentation;
}

/** The next forced failure, if a test asked for one: PayPal having a bad moment. */
function forcedFailure(ctx: PayoutContext): SimResponse | undefined {
  const status = ctx.forcedPayoutFailures.shift();
  if (status === undefined) return undefined;
  return payoutsError(status, status === 503 ? "SERVICE_UNAVAILABLE" : "INTERNAL_ERROR", "An internal service error has occurred.");
}

// POST /v1/payments/payouts – a batch of payouts; PayPal-Request-Id replays, a used sender_batch_id is refused
export function createPayoutBatch(ctx: PayoutContext, req: SimRequest): SimResponse {
  const forced = forcedFailure(ctx);
  if (forced) return forced;
  const requestId = header(req, "paypal-request-id");
  const stored = requestId === undefined ? undefined : ctx.payoutReplies.get(requestId);
  if (stored) return replay(stored);
  const checked = validatePayoutRequest(parseJson(req.body));
  if (!checked.ok) return checked.response;
  const render = ctx.renderPayouts(req);
  const senderBatchId = checked.header.senderBatchId;
  const existing = senderBatchId === undefined ? undefined : ctx.payouts.bySenderBatchId.get(senderBatchId);
  if (existing !== undefined) {
    // The real answer (PayPal SDK issues and sandbox captures): USER_BUSINESS_ERROR naming SENDER_BATCH_ID, linking to the first batch.
    const link = [{ href: render.batchUrl(existing), rel: "self", method: "GET" }];
    return payoutsError(400, "USER_BUSINESS_ERROR", "User business error.", [
      { field: "SENDER_BATCH_ID", location: "body", issue: "Batch with given sender_batch_id already exists", link },
    ]);
  }
  const batch = ctx.payouts.create(checked.header, checked.items);
  const response = json(201, render.created(batch));
  if (requestId !== undefined) ctx.payoutReplies.set(requestId, response);
  return response;
}

/** page (from 1), page_size (1–1000, default 1000) and total_required, as the spec's parameters allow. */
function paging(req: SimRequest): { page: number; pageSize: number; totalRequired: boolean } | SimResponse {
  const read = (name: string, fallback: number) => {
    const raw = req.query.get(name);
    return raw === null ? fallback : /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  };
  const page = read("page", 1);
  const pageSize = read("page_size", 1000);
  const total = req.query.get("total_required");
  const issues = [
    ...(page >= 1 && page <= 1000 ? [] : [{ field: "page", location: "query" as const, issue: "page must be a whole number from 1 to 1000" }]),
    ...(pageSize >= 1 && pageSize <= 1000
      ? []
      : [{ field: "page_size", location: "query" as const, issue: "page_size must be a whole number from 1 to 1000" }]),
    ...(total === null || total === "true" || total === "false"
      ? []
      : [{ field: "total_required", location: "query" as const, issue: "total_required must be true or false" }]),
  ];
  return issues.length > 0 ? validationError(issues) : { page, pageSize, totalRequired: total === "true" };
}

function unknownResource(id: string): SimResponse {
  return payoutsError(404, "INVALID_RESOURCE_ID", "Requested resource ID was not found.", [
    { field: "id", location: "path", issue: `No payout resource ${id}` },
  ]);
}

// GET /v1/payments/payouts/{id} – the batch header and one page of its items
export function getPayoutBatch(ctx: PayoutContext, req: SimRequest, id: string): SimResponse {
  const forced = forcedFailure(ctx);
  if (forced) return forced;
  const batch = ctx.payouts.batches.get(id);
  if (!batch) return unknownResource(id);
  const page = paging(req);
  if ("status" in page) return page;
  return json(200, ctx.renderPayouts(req).batchPage(batch, ctx.payouts.itemsOf(batch), page));
}

// GET /v1/payments/payouts-item/{id} – one item with its batch's sender_batch_id
export function getPayoutItem(ctx: PayoutContext, req: SimRequest, id: string): SimResponse {
  const forced = forcedFailure(ctx);
  if (forced) return forced;
  const item = ctx.payouts.items.get(id);
  return item ? json(200, ctx.renderPayouts(req).item(item, { withSenderBatchId: true })) : unknownResource(id);
}
