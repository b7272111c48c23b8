import { isRecord, type SimResponse } from "../http";
import { paypalError, type ErrorDetail } from "./errors";
import { decimalsOf, PAYPAL_CURRENCIES, toMinor, type Money } from "./ids";
import { BREAKDOWN_PARTS, type AmountBreakdown, type OrderItem, type PurchaseUnit, type SimOrder } from "./store";

type OrderInput = Pick<SimOrder, "intent" | "purchaseUnits" | "returnUrl" | "cancelUrl">;
type Checked = { ok: true; value: OrderInput } | { ok: false; response: SimResponse };

/** The `value` pattern from the spec's `money` schema. */
export const AMOUNT_PATTERN = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;
const STRING_LIMITS = { reference_id: 256, custom_id: 127, invoice_id: 127, description: 127, soft_descriptor: 22 } as const;
const ITEM_STRING_LIMITS = { name: 127, description: 127, sku: 127 } as const;
const ITEM_CATEGORIES = new Set(["DIGITAL_GOODS", "PHYSICAL_GOODS", "DONATION"]);
const QUANTITY_PATTERN = /^[1-9][0-9]{0,9}$/;

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
  const parts = checkParts(raw, at, { currency_code: currency, value });
  if ("error" in parts) return parts;
  if (parts.breakdown) unit.amount.breakdown = parts.breakdown;
  if (parts.items) unit.items = parts.items;
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

/** A money object inside a unit (a breakdown part, an item's unit amount): PayPal's syntax, in the unit's currency. */
function checkMoney(raw: unknown, field: string, currency: string): { money: Money } | { error: Checked } {
  if (!isRecord(raw)) return { error: fail(400, { issue: "INVALID_PARAMETER_SYNTAX", field }) };
  const { currency_code: code, value } = raw;
  if (typeof value !== "string" || value.length > 32 || !AMOUNT_PATTERN.test(value) || value.startsWith("-")) {
    return { error: fail(400, { issue: "INVALID_PARAMETER_SYNTAX", field: `${field}/value`, value: String(value) }) };
  }
  // The whole order is in one currency.
  if (code !== currency) return { error: fail(422, { issue: "MULTI_CURRENCY_ORDER", field: `${field}/currency_code`, value: String(code) }) };
  if ((value.split(".")[1] ?? "").length > decimalsOf(currency)) return { error: fail(422, { issue: "DECIMAL_PRECISION", field: `${field}/value`, value }) };
  return { money: { currency_code: currency, value } };
}

/**
 * amount.breakdown and items, as PayPal checks them: items with amounts need breakdown.item_total, which must be the
 * sum of unit_amount × quantity, and the amount must equal item_total + tax_total + shipping + handling + insurance −
 * shipping_discount − discount.
 */
function checkParts(raw: Record<string, unknown>, at: string, amount: Money): { breakdown?: AmountBreakdown; items?: OrderItem[] } | { error: Checked } {
  const currency = amount.currency_code;
  const rawAmount = raw.amount as Record<string, unknown>;
  let breakdown: AmountBreakdown | undefined;
  if (rawAmount.breakdown !== undefined) {
    if (!isRecord(rawAmount.breakdown)) return { error: fail(400, { issue: "INVALID_PARAMETER_SYNTAX", field: `${at}/amount/breakdown` }) };
    breakdown = {};
    for (const part of BREAKDOWN_PARTS) {
      if (rawAmount.breakdown[part] === undefined) continue;
      const checked = checkMoney(rawAmount.breakdown[part], `${at}/amount/breakdown/${part}`, currency);
      if ("error" in checked) return checked;
      breakdown[part] = checked.money;
    }
  }
  let items: OrderItem[] | undefined;
  if (raw.items !== undefined) {
    if (!Array.isArray(raw.items)) return { error: fail(400, { issue: "INVALID_PARAMETER_SYNTAX", field: `${at}/items` }) };
    items = [];
    for (const [index, rawItem] of raw.items.entries()) {
      const field = `${at}/items/${index}`;
      if (!isRecord(rawItem)) return { error: fail(400, { issue: "INVALID_PARAMETER_SYNTAX", field }) };
      for (const required of ["name", "unit_amount", "quantity"]) {
        if (rawItem[required] === undefined) return { error: fail(400, { issue: "MISSING_REQUIRED_PARAMETER", field: `${field}/${required}` }) };
      }
      const item: Partial<OrderItem> = {};
      for (const [key, max] of Object.entries(ITEM_STRING_LIMITS) as [keyof typeof ITEM_STRING_LIMITS, number][]) {
        const text = rawItem[key];
        if (text === undefined) continue;
        if (typeof text !== "string" || text.length < (key === "name" ? 1 : 0) || text.length > max) {
          return { error: fail(400, { issue: "INVALID_STRING_LENGTH", field: `${field}/${key}`, value: String(text) }) };
        }
        item[key] = text;
      }
      if (typeof rawItem.quantity !== "string" || !QUANTITY_PATTERN.test(rawItem.quantity)) {
        return { error: fail(400, { issue: "INVALID_PARAMETER_SYNTAX", field: `${field}/quantity`, value: String(rawItem.quantity) }) };
      }
      item.quantity = rawItem.quantity;
      if (rawItem.category !== undefined) {
        if (typeof rawItem.category !== "string" || !ITEM_CATEGORIES.has(rawItem.category)) {
          return { error: fail(400, { issue: "INVALID_PARAMETER_VALUE", field: `${field}/category`, value: String(rawItem.category) }) };
        }
        item.category = rawItem.category as OrderItem["category"];
      }
      const unitAmount = checkMoney(rawItem.unit_amount, `${field}/unit_amount`, currency);
      if ("error" in unitAmount) return unitAmount;
      item.unit_amount = unitAmount.money;
      items.push(item as OrderItem);
    }
    if (items.length > 0 && !breakdown?.item_total) {
      return { error: fail(422, { issue: "ITEM_TOTAL_REQUIRED", field: `${at}/amount/breakdown/item_total` }) };
    }
    const sum = items.reduce((total, item) => total + toMinor(item.unit_amount) * Number(item.quantity), 0);
    if (breakdown?.item_total && sum !== toMinor(breakdown.item_total)) {
      return { error: fail(422, { issue: "ITEM_TOTAL_MISMATCH", field: `${at}/items`, value: breakdown.item_total.value }) };
    }
  }
  if (breakdown) {
    const part = (name: (typeof BREAKDOWN_PARTS)[number]) => (breakdown[name] ? toMinor(breakdown[name]) : 0);
    const expected =
      part("item_total") + part("tax_total") + part("shipping") + part("handling") + part("insurance") - part("shipping_discount") - part("discount");
    if (expected !== toMinor(amount)) return { error: fail(422, { issue: "AMOUNT_MISMATCH", field: `${at}/amount/value`, value: amount.value }) };
  }
  return { ...(breakdown && { breakdown }), ...(items && { items }) };
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
