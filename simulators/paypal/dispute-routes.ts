import { header, isRecord, json, parseJson, type SimRequest, type SimResponse } from "../http";
import { disputeError, disputeNotFound, type DisputeOperation } from "./dispute-errors";
import { multipartBoundary, parseMultipart, type FormPart } from "./dispute-multipart";
import { allowedActions, DISPUTE_STATE_OF, type DisputeRepresentation } from "./dispute-representation";
import { EVIDENCE_TYPES, type DisputeStore, type SimDispute, type SimDocument, type SimEvidence } from "./dispute-store";
import type { ErrorDetail } from "./errors";
import { fromMinor, toMinor } from "./ids";
import type { OrderStore } from "./store";

/** What the dispute routes need of the simulator. */
export interface DisputeContext {
  readonly store: OrderStore;
  readonly disputeStore: DisputeStore;
  renderDisputes(req: SimRequest): DisputeRepresentation;
}

/** customer_disputes_v1.json `date_time` (and the list's time parameters). */
const DATE_TIME =
  /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[1-2][0-9]|3[0-1])[T,t]([0-1][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)([.][0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})$/;
/** `disputed_transaction_id` and `dispute_state`. */
const UPPER_ID = /^[0-9A-Z_]{1,255}$/;
const PAGE_TOKEN = /^[A-Za-z0-9+/=]{1,255}$/;
/** `document.name`, as the file writes it (its `9-_` is a range, so some punctuation passes too). */
const DOCUMENT_NAME = /^[A-Za-z0-9-_,\s]+[.]{1}[A-Za-z]+$/;
const DISPUTE_STATES = new Set(["REQUIRED_ACTION", "REQUIRED_OTHER_PARTY_ACTION", "UNDER_PAYPAL_REVIEW", "RESOLVED", "OPEN_INQUIRIES", "APPEALABLE"]);
/** PayPal's document limits (customer disputes integration guide): 10 MB a file, 50 MB in all. */
export const MAX_EVIDENCE_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_EVIDENCE_TOTAL_BYTES = 50 * 1024 * 1024;

const fail = (operation: DisputeOperation, status: 400 | 415 | 422, detail: ErrorDetail) => disputeError(operation, status, [detail]);
const validTime = (value: string) => value.length >= 20 && DATE_TIME.test(value) && Number.isFinite(Date.parse(value.toUpperCase()));

function pageOffset(token: string): number | undefined {
  if (!PAGE_TOKEN.test(token)) return undefined;
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(token, "base64").toString("utf8"));
  return match ? Number(match[1]) : undefined;
}

function matchesState(dispute: SimDispute, state: string): boolean {
  if (state === "OPEN_INQUIRIES") return dispute.stage === "INQUIRY" && dispute.status !== "RESOLVED";
  return DISPUTE_STATE_OF[dispute.status] === state;
}

// GET /v1/customer/disputes – summaries, newest first, filtered and paged as the file describes
export function listDisputes(ctx: DisputeContext, req: SimRequest): SimResponse {
  const query = req.query;
  const invalid = (issue: string, field: string) => fail("disputes.list", 400, { issue, field, value: query.get(field) ?? "", location: "query" });
  const startTime = query.get("start_time");
  if (startTime !== null && !validTime(startTime)) return invalid("INVALID_START_TIME_FORMAT", "start_time");
  if (startTime !== null && Date.parse(startTime.toUpperCase()) > Date.now()) return invalid("DATE_CAN_NOT_BE_IN_FUTURE", "start_time");
  const transactionId = query.get("disputed_transaction_id");
  if (transactionId !== null && !UPPER_ID.test(transactionId)) return invalid("INVALID_PARAMETER_SYNTAX", "disputed_transaction_id");
  // "You can specify either but not both the start_time and disputed_transaction_id query parameters."
  if (startTime !== null && transactionId !== null) return invalid("INVALID_PARAMETER_VALUE", "disputed_transaction_id");
  for (const field of ["update_time_before", "update_time_after"]) {
    const value = query.get(field);
    if (value !== null && !validTime(value)) return invalid("INVALID_PARAMETER_SYNTAX", field);
  }
  const statesParam = query.get("dispute_state");
  const states = statesParam?.split(",");
  if (states?.some((state) => !UPPER_ID.test(state) || !DISPUTE_STATES.has(state))) return invalid("INVALID_PARAMETER_VALUE", "dispute_state");
  const sizeParam = query.get("page_size");
  const pageSize = sizeParam === null ? 10 : /^\d{1,3}$/.test(sizeParam) ? Number(sizeParam) : 0;
  if (pageSize < 1 || pageSize > 50) return invalid("INVALID_PAGE_SIZE", "page_size");
  const token = query.get("next_page_token");
  const offset = token === null ? 0 : pageOffset(token);
  if (offset === undefined) return invalid("INVALID_PARAMETER_VALUE", "next_page_token");

  const at = (time: string | null) => (time === null ? undefined : Date.parse(time.toUpperCase()));
  const [from, before, after] = [at(startTime), at(query.get("update_time_before")), at(query.get("update_time_after"))];
  const matching = ctx.disputeStore.all().filter((dispute) => {
    if (from !== undefined && Date.parse(dispute.createTime) < from) return false;
    if (transactionId !== null && dispute.captureId !== transactionId && dispute.buyerTransactionId !== transactionId) return false;
    if (before !== undefined && Date.parse(dispute.updateTime) >= before) return false;
    if (after !== undefined && Date.parse(dispute.updateTime) < after) return false;
    return states === undefined || states.some((state) => matchesState(dispute, state));
  });
  const render = ctx.renderDisputes(req);
  const page = matching.slice(offset, offset + pageSize);
  const listLink = (params: URLSearchParams, rel: string) => render.link(`/v1/customer/disputes${params.size > 0 ? `?${params}` : ""}`, rel);
  const links = [listLink(query, "self")];
  if (offset + pageSize < matching.length) {
    const next = new URLSearchParams(query);
    next.set("page_size", String(pageSize));
    next.set("next_page_token", Buffer.from(`offset:${offset + pageSize}`).toString("base64"));
    links.push(listLink(next, "next"));
  }
  // `items` must hold at least one dispute (dispute_search): an empty page has none.
  return json(200, { ...(page.length > 0 && { items: page.map((dispute) => render.summary(dispute)) }), links });
}

// GET /v1/customer/disputes/{id} – the dispute as the seller sees it
export function getDispute(ctx: DisputeContext, req: SimRequest, id: string): SimResponse {
  const dispute = ctx.disputeStore.disputes.get(id);
  if (!dispute) return disputeNotFound("disputes.get", id);
  return json(200, ctx.renderDisputes(req).dispute(dispute, ctx.store.captures.get(dispute.captureId)));
}

/** The request's JSON object: the body, or the `input` part of a multipart/form-data body; else PayPal's 400. */
function readInput(req: SimRequest, operation: DisputeOperation): { input: Record<string, unknown>; parts: FormPart[] } | SimResponse {
  const boundary = multipartBoundary(header(req, "content-type"));
  const parts = boundary === undefined ? [] : parseMultipart(req.body, boundary);
  if (!parts) return fail(operation, 400, { issue: "MALFORMED_REQUEST_JSON", field: "/", location: "body" });
  const input = boundary === undefined ? req.body : parts.find((part) => part.name === "input")?.value;
  if (input === undefined) return fail(operation, 400, { issue: "MISSING_REQUIRED_PARAMETER", field: "input", location: "body" });
  const parsed = parseJson(input);
  if (!isRecord(parsed)) return fail(operation, 400, { issue: "MALFORMED_REQUEST_JSON", field: boundary === undefined ? "/" : "input", location: "body" });
  return { input: parsed, parts };
}

/** The uploaded evidence files, or PayPal's 400 for a missing, misnamed, unsupported or too large one. */
function evidenceFiles(parts: FormPart[]): SimDocument[] | SimResponse {
  const invalid = (issue: string, value: string) => fail("disputes.provide-evidence", 400, { issue, field: "evidence-file", value, location: "body" });
  const files = parts.filter((part) => part.name === "evidence-file");
  if (files.length === 0) return fail("disputes.provide-evidence", 400, { issue: "MISSING_REQUIRED_PARAMETER", field: "evidence-file", location: "body" });
  const documents: SimDocument[] = [];
  let total = 0;
  for (const file of files) {
    const name = file.filename ?? "";
    if (name.length > 2000 || !DOCUMENT_NAME.test(name)) return invalid("INVALID_PARAMETER_SYNTAX", name);
    const contentType = file.contentType ?? "";
    if (contentType !== "text/plain" && contentType !== "application/pdf") return invalid("INVALID_PARAMETER_VALUE", contentType);
    const content = Buffer.from(file.value, "utf8");
    total += content.length;
    if (content.length > MAX_EVIDENCE_FILE_BYTES || total > MAX_EVIDENCE_TOTAL_BYTES) return invalid("FILE_SIZE_LIMIT_EXCEEDED", name);
    documents.push({ name, contentType, content });
  }
  return documents;
}

/** The `evidences` of provide-evidence's input, each with its files: those it names in `documents`, the rest to the first. */
function readEvidences(input: Record<string, unknown>, files: SimDocument[]): Omit<SimEvidence, "date">[] | SimResponse {
  const invalid = (issue: string, field: string, value?: string) =>
    fail("disputes.provide-evidence", 400, { issue, field, ...(value !== undefined && { value }), location: "body" });
  const list = input.evidences;
  if (!Array.isArray(list) || list.length === 0) return invalid("MISSING_REQUIRED_PARAMETER", "/evidences");
  const evidences: Omit<SimEvidence, "date">[] = [];
  const unclaimed = new Set(files);
  for (const [index, item] of list.entries()) {
    const at = `/evidences/${index}`;
    if (!isRecord(item)) return invalid("INVALID_PARAMETER_SYNTAX", at);
    const { evidence_type: type, evidence_info: info, notes, documents } = item;
    if (type === undefined) return invalid("MISSING_REQUIRED_PARAMETER", `${at}/evidence_type`);
    if (typeof type !== "string" || !EVIDENCE_TYPES.has(type)) return invalid("INVALID_PARAMETER_VALUE", `${at}/evidence_type`, String(type));
    if (info !== undefined && !isRecord(info)) return invalid("INVALID_PARAMETER_SYNTAX", `${at}/evidence_info`);
    if (notes !== undefined && (typeof notes !== "string" || notes.length < 1 || notes.length > 2000)) return invalid("INVALID_STRING_LENGTH", `${at}/notes`);
    if (documents !== undefined && (!Array.isArray(documents) || !documents.every((each) => isRecord(each) && typeof each.name === "string"))) {
      return invalid("INVALID_PARAMETER_SYNTAX", `${at}/documents`);
    }
    const named = (documents ?? []).map((each: { name: string }) => each.name);
    const own: SimDocument[] = [];
    for (const [position, name] of named.entries()) {
      const file = files.find((each) => each.name === name);
      if (!file) return invalid("INVALID_PARAMETER_VALUE", `${at}/documents/${position}/name`, name);
      own.push(file);
      unclaimed.delete(file);
    }
    evidences.push({ type, ...(info !== undefined && { info }), ...(notes !== undefined && { notes }), documents: own });
  }
  evidences[0]?.documents.push(...[...unclaimed].filter((file) => !evidences[0]?.documents.includes(file)));
  return evidences;
}

// POST /v1/customer/disputes/{id}/provide-evidence – multipart: `input` (JSON) and `evidence-file` parts
export function provideEvidence(ctx: DisputeContext, req: SimRequest, id: string): SimResponse {
  const operation = "disputes.provide-evidence";
  const dispute = ctx.disputeStore.disputes.get(id);
  if (!dispute) return disputeNotFound(operation, id);
  const contentType = header(req, "content-type") ?? "";
  if (multipartBoundary(contentType) === undefined) {
    return fail(operation, 415, { issue: "UNSUPPORTED_MEDIA_TYPE", field: "Content-Type", value: contentType, location: "header" });
  }
  const read = readInput(req, operation);
  if ("status" in read) return read;
  const files = evidenceFiles(read.parts);
  if (!Array.isArray(files)) return files;
  const evidences = readEvidences(read.input, files);
  if (!Array.isArray(evidences)) return evidences;
  if (!allowedActions(dispute).provideEvidence) return fail(operation, 422, { issue: "NOT_ALLOWED_IN_CURRENT_STATE", field: "status", value: dispute.status });
  ctx.disputeStore.provideEvidence(dispute, evidences);
  return json(200, ctx.renderDisputes(req).subsequentAction(dispute));
}

// POST /v1/customer/disputes/{id}/accept-claim – { note, accept_claim_type? }: the buyer wins and the capture is refunded
export function acceptClaim(ctx: DisputeContext, req: SimRequest, id: string): SimResponse {
  const operation = "disputes.accept-claim";
  const dispute = ctx.disputeStore.disputes.get(id);
  if (!dispute) return disputeNotFound(operation, id);
  const read = readInput(req, operation);
  if ("status" in read) return read;
  const { note, accept_claim_type: type } = read.input;
  if (note === undefined) return fail(operation, 400, { issue: "MISSING_REQUIRED_PARAMETER", field: "/note", location: "body" });
  if (typeof note !== "string" || note.length < 1 || note.length > 2000)
    return fail(operation, 400, { issue: "INVALID_STRING_LENGTH", field: "/note", location: "body" });
  // The dispute's allowed_response_options offer REFUND only.
  if (type !== undefined && type !== "REFUND") {
    return fail(operation, 400, { issue: "INVALID_PARAMETER_VALUE", field: "/accept_claim_type", value: String(type), location: "body" });
  }
  if (!allowedActions(dispute).acceptClaim) return fail(operation, 422, { issue: "NOT_ALLOWED_IN_CURRENT_STATE", field: "status", value: dispute.status });
  const capture = ctx.store.captures.get(dispute.captureId);
  const currency = dispute.amount.currency_code;
  const amount = capture ? Math.min(toMinor(dispute.amount), ctx.store.remainingMinor(capture)) : 0;
  // The same refund as POST /v2/payments/captures/{id}/refund makes: capture status, refund record, PAYMENT.CAPTURE.REFUNDED.
  if (capture && amount > 0) ctx.store.refund(capture, amount);
  ctx.disputeStore.resolve(dispute, "RESOLVED_BUYER_FAVOUR", fromMinor(amount, currency));
  return json(200, ctx.renderDisputes(req).subsequentAction(dispute));
}

// POST /v1/customer/disputes/{id}/send-message – { message }: posted as the seller's
export function sendMessage(ctx: DisputeContext, req: SimRequest, id: string): SimResponse {
  const operation = "disputes.send-message";
  const dispute = ctx.disputeStore.disputes.get(id);
  if (!dispute) return disputeNotFound(operation, id);
  const read = readInput(req, operation);
  if ("status" in read) return read;
  const { message } = read.input;
  if (typeof message !== "string" || message.trim() === "") {
    return fail(operation, 400, { issue: "MISSING_REQUIRED_PARAMETER", field: "/message", location: "body" });
  }
  if (message.length > 2000) return fail(operation, 400, { issue: "INVALID_STRING_LENGTH", field: "/message", location: "body" });
  if (!allowedActions(dispute).sendMessage) {
    return fail(operation, 422, { issue: "NOT_ALLOWED_IN_CURRENT_STATE", field: "dispute_life_cycle_stage", value: dispute.stage });
  }
  ctx.disputeStore.addMessage(dispute, "SELLER", message);
  return json(200, ctx.renderDisputes(req).subsequentAction(dispute));
}
