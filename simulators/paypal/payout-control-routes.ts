import { json, type SimRequest, type SimResponse } from "../http";
import { isPayoutItemStatus, type PayoutItemEventType } from "./payout-controls";
import { PAYOUT_ITEM_EVENT_OF, PAYOUT_ITEM_EVENT_TYPES } from "./payout-representation";
import type { PaypalSimulator } from "./simulator";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

class ControlError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Error text from the store or the controls, as the status the control answers with. */
function asControlError(error: unknown): ControlError {
  if (error instanceof ControlError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (message.startsWith("Unknown")) return new ControlError(404, "not_found", message);
  if (message.includes("cannot go from") || message.startsWith("PayPal sends no")) return new ControlError(409, "conflict", message);
  return new ControlError(400, "bad_request", message);
}

interface Delivery {
  event: object;
  headers: Record<string, string>;
  body: string;
  delivery?: { status: number; body: string };
}

/** Signs the event; with `deliverTo` (loopback only) also POSTs it, as PayPal would. */
async function signAndDeliver(paypal: PaypalSimulator, event: object, body: Record<string, unknown>): Promise<Delivery> {
  const webhookId = typeof body.webhookId === "string" ? body.webhookId : undefined;
  const signed = paypal.signWebhook(event, webhookId);
  if (body.deliverTo === undefined) return { event, ...signed };
  if (typeof body.deliverTo !== "string" || !URL.canParse(body.deliverTo) || !LOOPBACK_HOSTS.has(new URL(body.deliverTo).hostname)) {
    throw new ControlError(400, "bad_request", "deliverTo must be a loopback URL");
  }
  const delivered = await fetch(body.deliverTo, { method: "POST", headers: signed.headers, body: signed.body });
  return { event, ...signed, delivery: { status: delivered.status, body: await delivered.text() } };
}

function statusOf(value: unknown, fallback?: "SUCCESS") {
  const status = value ?? fallback;
  if (!isPayoutItemStatus(status)) throw new ControlError(400, "bad_request", "status must be a payout item transaction_status (SUCCESS, FAILED, …)");
  return status;
}

/** The event for an item's new status, signed (and delivered), or null when PayPal sends none for it (REVERSED). */
async function eventFor(paypal: PaypalSimulator, itemId: string, body: Record<string, unknown>, status: keyof typeof PAYOUT_ITEM_EVENT_OF) {
  return PAYOUT_ITEM_EVENT_OF[status] ? signAndDeliver(paypal, paypal.payoutItemWebhookEvent(itemId), body) : null;
}

type Control = [method: string, pattern: RegExp, run: (paypal: PaypalSimulator, body: Record<string, unknown>, id: string) => unknown];

const CONTROLS: Control[] = [
  ["GET", /^\/paypal\/payouts$/, (paypal) => ({ batches: paypal.listPayoutBatches() })],
  ["POST", /^\/paypal\/payouts\/fail-next$/, (paypal, body) => paypal.failNextPayoutCall(typeof body.status === "number" ? body.status : 500)],
  ["GET", /^\/paypal\/payouts\/([^/]+)$/, (paypal, _body, id) => paypal.getPayoutBatch(id) ?? new ControlError(404, "not_found", `Unknown payout batch ${id}`)],
  [
    "POST",
    /^\/paypal\/payouts\/([^/]+)\/finish$/,
    async (paypal, body, id) => {
      const items = paypal.finishPayoutBatch(id, statusOf(body.status, "SUCCESS"));
      const webhooks = [];
      for (const item of items) webhooks.push(await eventFor(paypal, item.id, body, item.status));
      return { batch: paypal.getPayoutBatch(id), webhooks: webhooks.filter((each) => each !== null) };
    },
  ],
  [
    "POST",
    /^\/paypal\/payouts\/items\/([^/]+)\/finish$/,
    async (paypal, body, id) => {
      const errorName = typeof body.errorName === "string" ? body.errorName : undefined;
      const item = paypal.finishPayoutItem(id, statusOf(body.status), { errorName });
      return { item, webhook: await eventFor(paypal, id, body, item.status) };
    },
  ],
  [
    "POST",
    /^\/paypal\/payouts\/items\/([^/]+)\/webhook$/,
    (paypal, body, id) => {
      const type = PAYOUT_ITEM_EVENT_TYPES.find((each) => each === body.type) as PayoutItemEventType | undefined;
      if (body.type !== undefined && !type) throw new ControlError(400, "bad_request", "type must be a PAYMENT.PAYOUTS-ITEM.* event type");
      return signAndDeliver(paypal, paypal.payoutItemWebhookEvent(id, type), body);
    },
  ],
];

/**
 * The Payouts test controls over HTTP, under /__simulator/paypal/payouts
 * (simulators/README.md); `undefined` for any other path.
 */
export async function payoutControl(paypal: PaypalSimulator, req: SimRequest, body: Record<string, unknown>): Promise<SimResponse | undefined> {
  for (const [method, pattern, run] of CONTROLS) {
    const match = pattern.exec(req.path);
    if (method !== req.method || !match) continue;
    try {
      const result = await run(paypal, body, decodeURIComponent(match[1] ?? ""));
      if (result instanceof Error) throw result;
      return result === undefined ? { status: 204, headers: {}, body: "" } : json(200, result);
    } catch (error) {
      const failure = asControlError(error);
      return json(failure.status, { error: { code: failure.code, message: failure.message } });
    }
  }
  return undefined;
}
