import { isRecord, type SimResponse } from "../http";
import { paypalError, type ErrorDetail } from "./errors";
import { decimalsOf, PAYPAL_CURRENCIES } from "./ids";
import type { PurchaseUnit, SimOrder } from "./store";

type OrderInput = Pick<SimOrder, "intent" | "purchaseUnits" | "returnUrl" | "cancelUrl">;
type Checked = { ok: true; value: OrderInput } | { ok: false; response: SimResponse };

/** The `value` pattern from the spec's `money` schema. */
export const AMOUNT_PATTERN = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;
const STRING_LIMITS = { reference_id: 256, custom_id: 127, invoice_id: 127, description: 127, soft_descriptor: 22 } as const;

function fail(status: 400 | 422, detail: ErrorDetail): Checked {
  return { ok: false, response: paypalError("orders.create", status, [{ location: "body", ...detail }]) };
}

function checkUnit(raw: unknown, index: number): { unit: PurchaseUnit } | { error: Checked } {
  const at = `/purchase_units/@reference_id=='${isRecord(raw) && typeof raw.reference_id === "string" ? raw.reference_id : "default"}'`;
  if (!isRecord(raw)) return { error: fail(400, { issue: "INVALID_PARAMETER_SYNTAX", field: `/purchase_units/${index}` }) };
  const amount = raw.amount;
  if (!isRecord(amount)) return { error: fail(400, { issue: "MISSING_REQUIRED_PARAMETER", field: `${at}/amount` }) };
  const { currency_code: currency, value } = amount;
  if (typeof currency !== "string" || !PAYPAL_CURRENCIES.has(currency)) {
    return { error: fail(422, { issue: "INVALID_CURRENCY_CODE", field: `${at}/amount/currency_code`, value: String(currency) }) };
  }
  if (typeof value !== "string" || value.length > 32 || !AMOUNT_PATTERN.test(value)) {
    return { error: fail(400, { issue: "INVALID_PARAMETER_SYNTAX", field: `${at}/amount/value`, value: String(value) }) };
  }
  if (Number(value) <= 0) {
    return { error: fail(422, { issue: "CANNOT_BE_ZERO_OR_NEGATIVE", field: `${at}/amount/value`, value }) };
  }
  if ((value.split(".")[1] ?? "").length > decimalsOf(currency)) {
    return { error: fail(422, { issue: "DECIMAL_PRECISION", field: `${at}/amount/value`, value }) };
  }
  const unit: PurchaseUnit = { reference_id: "default", amount: { currency_code: currency, value } };
  for (const [key, max] of Object.entries(STRING_LIMITS) as [keyof typeof STRING_LIMITS, number][]) {
    const field = raw[key];
    if (field === undefined) continue;
    if (typeof field !== "string" || field.length < 1 || field.length > max) {
      return { error: fail(400, { issue: "INVALID_STRING_LENGTH", field: `${at}/${key}`, value: String(field) }) };
    }
    unit[key] = field;
  }
  return { unit };
}

/** Where a client asked to be sent back after approval (redirect flows without the JS SDK). */
function experienceUrls(body: Record<string, unknown>): Pick<OrderInput, "returnUrl" | "cancelUrl"> {
  const source = isRecord(body.payment_source) && isRecord(body.payment_source.paypal) ? body.payment_source.paypal : {};
  const contexts = [source.experience_context, body.application_context].filter(isRecord);
  const pick = (key: string) => contexts.map((context) => context[key]).find((url) => typeof url === "string");
  return { returnUrl: pick("return_url") as string | undefined, cancelUrl: pick("cancel_url") as string | undefined };
}

/** Validates a create-order body the way PayPal does, answering with PayPal's 400/422 issues. */
export function validateOrderRequest(body: unknown): Checked {
  if (body === undefined) return fail(400, { issue: "MALFORMED_REQUEST_JSON" });
  if (!isRecord(body)) return fail(400, { issue: "INVALID_PARAMETER_SYNTAX", field: "/" });
  if (body.intent === undefined) return fail(400, { issue: "MISSING_REQUIRED_PARAMETER", field: "/intent" });
  if (body.intent !== "CAPTURE" && body.intent !== "AUTHORIZE") {
    return fail(400, { issue: "INVALID_PARAMETER_VALUE", field: "/intent", value: String(body.intent) });
  }
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length === 0) {
    return fail(400, { issue: "MISSING_REQUIRED_PARAMETER", field: "/purchase_units" });
  }
  const purchaseUnits: PurchaseUnit[] = [];
  for (const [index, raw] of units.entries()) {
    const checked = checkUnit(raw, index);
    if ("error" in checked) return checked.error;
    purchaseUnits.push(checked.unit);
  }
  const references = new Set(purchaseUnits.map((unit) => unit.reference_id));
  if (references.size !== purchaseUnits.length) {
    return fail(422, { issue: "DUPLICATE_REFERENCE_ID", field: "/purchase_units/reference_id" });
  }
  return { ok: true, value: { intent: body.intent, purchaseUnits, ...experienceUrls(body) } };
}
