import { json, type SimRequest, type SimResponse } from "../http";
import type { DisputeControls } from "./dispute-controls";

type Control = [method: string, pattern: RegExp, run: (disputes: DisputeControls, body: Record<string, unknown>, id: string) => unknown];

function optionalString(value: unknown, field: string): string | undefined {
  if (value !== undefined && typeof value !== "string") throw new Error(`${field} must be a string`);
  return value;
}

const CONTROLS: Control[] = [
  [
    "POST",
    /^\/paypal\/disputes$/,
    (disputes, body) => {
      const captureId = optionalString(body.captureId, "captureId");
      if (captureId === undefined) throw new Error("captureId is required");
      return disputes.open(captureId, {
        reason: optionalString(body.reason, "reason"),
        stage: optionalString(body.stage, "stage"),
        message: optionalString(body.message, "message"),
      });
    },
  ],
  ["GET", /^\/paypal\/disputes\/([^/]+)$/, (disputes, _body, id) => disputes.get(id) ?? new Error(`Unknown PayPal dispute ${id}`)],
  ["POST", /^\/paypal\/disputes\/([^/]+)\/resolve$/, (disputes, body, id) => disputes.resolve(id, optionalString(body.favour, "favour") ?? "")],
  ["POST", /^\/paypal\/disputes\/([^/]+)\/webhook$/, (disputes, body, id) => disputes.webhook(optionalString(body.type, "type") ?? "", id)],
];

/**
 * The Customer Disputes test controls over HTTP, under /__simulator/paypal/disputes (simulators/README.md):
 * unknown captures and disputes answer 404, what PayPal never does 409, a bad body 400; `undefined` for any other path.
 */
export function disputeControl(disputes: DisputeControls, req: SimRequest, body: Record<string, unknown>): SimResponse | undefined {
  for (const [method, pattern, run] of CONTROLS) {
    const match = pattern.exec(req.path);
    if (method !== req.method || !match) continue;
    try {
      const result = run(disputes, body, decodeURIComponent(match[1] ?? ""));
      if (result instanceof Error) throw result;
      return json(200, result);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const [status, code] = message.startsWith("Unknown")
        ? [404, "not_found"]
        : message.startsWith("PayPal sends no")
          ? [409, "conflict"]
          : [400, "bad_request"];
      return json(status, { error: { code, message } });
    }
  }
  return undefined;
}
