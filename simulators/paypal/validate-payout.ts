import { isRecord, json, type SimResponse } from "../http";
import { debugId } from "./ids";
import type { NewPayoutItem, SimPayoutBatch } from "./payout-store";

/** Where Payouts v1 errors point (information_link of real answers). */
const INFORMATION_LINK = "https://developer.paypal.com/docs/api/payments.payouts-batch/#errors";

interface PayoutErrorDetail {
  field?: string;
  location?: "body" | "path" | "query";
  issue: string;
  link?: { href: string; rel: string; method: string }[];
}

/**
 * Payouts v1's own error envelope (`error` in payments_payouts_batch_v1.json):
 * name, message, debug_id, information_link, details[] of field/location/issue,
 * links — not the v2 shape of errors.ts.
 */
export function payoutsError(status: number, name: string, message: string, details: PayoutErrorDetail[] = []): SimResponse {
  return json(status, { name, message, debug_id: debugId(), information_link: INFORMATION_LINK, ...(details.length > 0 && { details }), links: [] });
}

export const validationError = (details: PayoutErrorDetail[]) => payoutsError(400, "VALIDATION_ERROR", "Invalid request - see details", details);

/** create_payout_request.items maxItems; more is a 400 (developer.paypal.com: "Exceeding 15,000 payouts in one call returns HTTP 400"). */
const MAX_PAYOUT_ITEMS = 15_000;

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Header = Omit<SimPayoutBatch, "id" | "status" | "timeCreated" | "itemIds">;
type Checked = { ok: true; header: Header; items: NewPayoutItem[] } | { ok: false; response: SimResponse };

function optionalText(record: Record<string, unknown>, key: string, max: number, field: string, issues: PayoutErrorDetail[]): string | undefined {
  const value = record[key];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value.length > max) issues.push({ field, location: "body", issue: `${key} must be a string of at most ${max} characters` });
  return typeof value === "string" ? value : undefined;
}

/** The checks PayPal makes before it accepts a batch (its "initial scan"): shape, lengths, amounts, receivers; every problem at once. */
export function validatePayoutRequest(body: unknown): Checked {
  if (!isRecord(body)) return { ok: false, response: validationError([{ location: "body", issue: "MALFORMED_REQUEST_JSON" }]) };
  const issues: PayoutErrorDetail[] = [];
  const rawHeader = isRecord(body.sender_batch_header) ? body.sender_batch_header : undefined;
  if (!rawHeader) issues.push({ field: "sender_batch_header", location: "body", issue: "Required field missing" });
  const h = rawHeader ?? {};
  const header: Header = {
    senderBatchId: optionalText(h, "sender_batch_id", 256, "sender_batch_header.sender_batch_id", issues),
    recipientType: optionalText(h, "recipient_type", 13, "sender_batch_header.recipient_type", issues),
    emailSubject: optionalText(h, "email_subject", 255, "sender_batch_header.email_subject", issues),
    emailMessage: optionalText(h, "email_message", 1000, "sender_batch_header.email_message", issues),
  };
  const rawItems = Array.isArray(body.items) ? body.items : undefined;
  if (!rawItems) issues.push({ field: "items", location: "body", issue: "Required field missing" });
  else if (rawItems.length < 1 || rawItems.length > MAX_PAYOUT_ITEMS) {
    issues.push({ field: "items", location: "body", issue: `Items must hold between 1 and ${MAX_PAYOUT_ITEMS} payouts` });
  }
  const items: NewPayoutItem[] = [];
  (rawItems && rawItems.length <= MAX_PAYOUT_ITEMS ? rawItems : []).forEach((raw, index) => {
    const at = (name: string) => `items[${index}].${name}`;
    if (!isRecord(raw)) return void issues.push({ field: `items[${index}]`, location: "body", issue: "Payout item must be an object" });
    const recipientType = optionalText(raw, "recipient_type", 13, at("recipient_type"), issues) ?? header.recipientType;
    if (!recipientType || !["EMAIL", "PHONE", "PAYPAL_ID"].includes(recipientType)) {
      issues.push({ field: at("recipient_type"), location: "body", issue: "Recipient type is missing or invalid" });
    }
    const amount = isRecord(raw.amount) ? raw.amount : {};
    const currency = typeof amount.currency === "string" && /^[A-Z]{3}$/.test(amount.currency) ? amount.currency : undefined;
    if (!currency) issues.push({ field: at("amount.currency"), location: "body", issue: "Currency code is invalid or missing" });
    const value = typeof amount.value === "string" && AMOUNT.test(amount.value) ? amount.value : undefined;
    const [whole = "0", fraction = ""] = (value ?? "0").split(".");
    const amountMinor = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
    if (!value || amountMinor <= 0)
      issues.push({ field: at("amount.value"), location: "body", issue: "Amount must be a positive decimal with at most two places" });
    const receiver = typeof raw.receiver === "string" ? raw.receiver : "";
    if (receiver === "" || receiver.length > 127 || (recipientType === "EMAIL" && !EMAIL.test(receiver))) {
      issues.push({ field: at("receiver"), location: "body", issue: "Receiver is invalid or does not match with type" });
    }
    const note = optionalText(raw, "note", 4000, at("note"), issues);
    const senderItemId = optionalText(raw, "sender_item_id", 63, at("sender_item_id"), issues);
    if (currency && value) items.push({ recipientType: recipientType ?? "EMAIL", amount: { currency, value }, amountMinor, receiver, note, senderItemId });
  });
  return issues.length > 0 ? { ok: false, response: validationError(issues) } : { ok: true, header, items };
}
