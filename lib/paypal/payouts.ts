import "server-only";

import { AppError, badRequest } from "@/lib/api/errors";
import { fromPaypalValue } from "@/lib/money";
import { centsToUsdValue } from "@/lib/paypal/amounts";
import {
  createPayoutBatchSchema,
  createPayoutResponseSchema,
  payoutBatchSchema,
  payoutErrorSchema,
  payoutItemSchema,
  type CreatePayoutBatchInput,
  type PayoutItemResource,
} from "@/lib/paypal/payout-schemas";
import { paypalRequest } from "@/lib/paypal/rest";
import type { z } from "@/lib/validation/zod";

/**
 * PayPal Payouts v1, which @paypal/paypal-server-sdk does not cover: create a
 * batch, read it (every page of its items) and read one item, on the same
 * OAuth token as the rest of the shop's PayPal calls (lib/paypal/rest.ts).
 */

type CreatePayoutBatchResult =
  /** PayPal took the batch; `replayed` when it answered a repeated PayPal-Request-Id with the first answer. */
  | { kind: "created"; payoutBatchId: string; batchStatus: string; replayed: boolean }
  /** PayPal already has a batch with this sender_batch_id (a retry with a new request id): nothing new was paid. */
  | { kind: "duplicate"; senderBatchId: string; payoutBatchId: string | null };

export interface PayoutItem {
  payoutItemId: string;
  payoutBatchId: string;
  senderItemId: string | null;
  /** PayPal's transaction_status; lib/paypal/payout-outcome.ts says what it means for the shop. */
  transactionStatus: string;
  transactionId: string | null;
  amountCents: number;
  currency: string;
  receiver: string;
  timeProcessed: string | null;
  /** PayPal's reason for a failed, blocked or unclaimed item (e.g. RECEIVER_UNREGISTERED). */
  errors?: { name: string; message: string | null };
}

interface PayoutBatch {
  payoutBatchId: string;
  senderBatchId: string | null;
  batchStatus: string;
  timeCreated: string | null;
  timeCompleted: string | null;
  items: PayoutItem[];
}

const PAYOUTS_PATH = "/v1/payments/payouts";
/** The largest page PayPal serves (page_size maximum). */
const MAX_PAGE_SIZE = 1000;
/** PayPal's page maximum; a batch never needs more (15,000 items in pages of at least 15). */
const MAX_PAGES = 1000;

/**
 * Sends one payout batch in USD. The sender_batch_id is also the
 * PayPal-Request-Id, so a retry after a lost answer gets the first answer
 * back; a retry PayPal no longer matches by request id is refused as a
 * duplicate sender_batch_id, which comes back as `kind: "duplicate"`, never
 * as a second payment. Bad input is refused (AppError bad_request) before
 * anything is sent.
 */
export async function createPayoutBatch(input: CreatePayoutBatchInput): Promise<CreatePayoutBatchResult> {
  const parsed = createPayoutBatchSchema.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues);
  const { senderBatchId, emailSubject, items } = parsed.data;
  const body = {
    sender_batch_header: { sender_batch_id: senderBatchId, recipient_type: "EMAIL", ...(emailSubject && { email_subject: emailSubject }) },
    items: items.map((item) => ({
      recipient_type: "EMAIL",
      amount: { currency: "USD", value: centsToUsdValue(item.amountCents) },
      receiver: item.receiverEmail,
      sender_item_id: item.senderItemId,
      ...(item.note && { note: item.note }),
    })),
  };
  const res = await paypalRequest<unknown>("POST", PAYOUTS_PATH, { body, requestId: senderBatchId });
  if (res.status === 200 || res.status === 201) {
    const { batch_header } = parseAnswer(createPayoutResponseSchema, res.body, "create payout batch");
    return { kind: "created", payoutBatchId: batch_header.payout_batch_id, batchStatus: batch_header.batch_status, replayed: res.status === 200 };
  }
  const duplicate = duplicateBatchOf(res);
  if (duplicate) return { kind: "duplicate", senderBatchId, payoutBatchId: duplicate.payoutBatchId };
  throw refusal(res, "create payout batch");
}

/**
 * A batch's status and every item, following PayPal's pages
 * (page, page_size, total_required) until the last one. The batch status is
 * the first page's: pages are read one after another, so decide whether a
 * run is done from its items' statuses, not from the batch's.
 */
export async function getPayoutBatch(payoutBatchId: string, options: { pageSize?: number } = {}): Promise<PayoutBatch> {
  const id = resourceId(payoutBatchId, "payoutBatchId");
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? MAX_PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const items: PayoutItem[] = [];
  let header: z.infer<typeof payoutBatchSchema>["batch_header"] | undefined;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const res = await paypalRequest<unknown>("GET", `${PAYOUTS_PATH}/${id}?page=${page}&page_size=${pageSize}&total_required=true`);
    if (res.status !== 200) throw refusal(res, "get payout batch", `payout batch ${payoutBatchId}`);
    const answer = parseAnswer(payoutBatchSchema, res.body, "get payout batch");
    header ??= answer.batch_header;
    items.push(...answer.items.map(toPayoutItem));
    const lastPage = answer.total_pages ?? (answer.links?.some((link) => link.rel === "next") ? page + 1 : page);
    if (page >= lastPage || answer.items.length === 0) break;
  }
  if (!header) throw new AppError("service_unavailable", "PayPal answered no payout batch.");
  return {
    payoutBatchId: header.payout_batch_id,
    senderBatchId: header.sender_batch_header.sender_batch_id ?? null,
    batchStatus: header.batch_status,
    timeCreated: header.time_created ?? null,
    timeCompleted: header.time_completed ?? null,
    items,
  };
}

/** One item, as GET /v1/payments/payouts-item/{id} reports it now. */
export async function getPayoutItem(payoutItemId: string): Promise<PayoutItem & { senderBatchId: string | null }> {
  const id = resourceId(payoutItemId, "payoutItemId");
  const res = await paypalRequest<unknown>("GET", `/v1/payments/payouts-item/${id}`);
  if (res.status !== 200) throw refusal(res, "get payout item", `payout item ${payoutItemId}`);
  const item = parseAnswer(payoutItemSchema, res.body, "get payout item");
  return { ...toPayoutItem(item), senderBatchId: item.sender_batch_id ?? null };
}

/** The shop's view of an item; the amount in exact integer cents. */
function toPayoutItem(item: PayoutItemResource): PayoutItem {
  const amountCents = fromPaypalValue(item.payout_item.amount.value);
  if (Number.isNaN(amountCents)) throw new AppError("service_unavailable", `PayPal answered an unreadable amount for payout item ${item.payout_item_id}.`);
  return {
    payoutItemId: item.payout_item_id,
    payoutBatchId: item.payout_batch_id,
    senderItemId: item.payout_item.sender_item_id ?? null,
    transactionStatus: item.transaction_status,
    transactionId: item.transaction_id ?? null,
    amountCents,
    currency: item.payout_item.amount.currency,
    receiver: item.payout_item.receiver,
    timeProcessed: item.time_processed ?? null,
    ...(item.errors && { errors: { name: item.errors.name, message: item.errors.message ?? null } }),
  };
}

/** PayPal's ids are short upper-case alphanumerics; anything else is refused before it becomes part of a URL. */
function resourceId(value: string, name: string): string {
  if (!/^[A-Za-z0-9]{1,30}$/.test(value)) throw new AppError("bad_request", `${name} must be a PayPal id.`);
  return value;
}

function parseAnswer<S extends z.ZodType>(schema: S, body: unknown, call: string): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError("service_unavailable", `PayPal's answer to ${call} was not in the shape PayPal documents.`);
  return parsed.data;
}

/**
 * 400 USER_BUSINESS_ERROR whose detail is field SENDER_BATCH_ID, "Batch with
 * given sender_batch_id already exists", linking to the first batch.
 */
function duplicateBatchOf(res: { status: number; body: unknown }): { payoutBatchId: string | null } | null {
  if (res.status !== 400) return null;
  const error = payoutErrorSchema.safeParse(res.body);
  if (!error.success || error.data.name !== "USER_BUSINESS_ERROR") return null;
  const detail = error.data.details?.find((each) => each.field?.toUpperCase() === "SENDER_BATCH_ID" && /already exists/i.test(each.issue ?? ""));
  if (!detail) return null;
  const href = detail.link?.find((link) => /\/v1\/payments\/payouts\/[A-Za-z0-9]+$/.test(link.href))?.href;
  return { payoutBatchId: href ? (/([A-Za-z0-9]+)$/.exec(href)?.[1] ?? null) : null };
}

/** Any other answer: 5xx and 429 are PayPal's moment (retry with the same sender_batch_id), 404 an unknown id, the rest PayPal refusing. */
function refusal(res: { status: number; body: unknown }, call: string, resource?: string): AppError {
  const error = payoutErrorSchema.safeParse(res.body);
  const name = error.success ? error.data.name : undefined;
  const details = { status: res.status, paypalError: name ?? null, debugId: error.success ? (error.data.debug_id ?? null) : null };
  if (res.status >= 500 || res.status === 429) {
    return new AppError("service_unavailable", `PayPal could not ${call} (HTTP ${res.status}); try again later.`, details);
  }
  if (res.status === 404 && resource) return new AppError("not_found", `PayPal knows no ${resource}.`, details);
  return new AppError("unprocessable_entity", `PayPal refused to ${call} (HTTP ${res.status}${name ? `, ${name}` : ""}).`, details);
}
