import "server-only";

import { AppError } from "@/lib/api/errors";
import { disputeListSchema, disputeResourceSchema, type DisputeResource } from "@/lib/paypal/dispute-schemas";
import { paypalRequest } from "@/lib/paypal/rest";
import type { z } from "@/lib/validation/zod";

const DISPUTES_PATH = "/v1/customer/disputes";
/** PayPal's largest page of disputes. */
const PAGE_SIZE = 50;
/** At most this many pages a pass: 1,000 disputes, far more than a $5 shop sees in its window. */
const MAX_PAGES = 20;

/** PayPal's dispute ids: "PP-D-27803", letters, digits and dashes. */
function disputeId(value: string): string {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(value)) throw new AppError("bad_request", "disputeId must be a PayPal dispute id.");
  return value;
}

function parseAnswer<S extends z.ZodType>(schema: S, body: unknown, call: string): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError("service_unavailable", `PayPal's answer to ${call} was not in the shape PayPal documents.`);
  return parsed.data;
}

function refusal(status: number, call: string): AppError {
  if (status >= 500 || status === 429) return new AppError("service_unavailable", `PayPal could not ${call} (HTTP ${status}); try again later.`);
  return new AppError("unprocessable_entity", `PayPal refused to ${call} (HTTP ${status}).`);
}

/**
 * The disputes created since `since`, as summaries (id and last update), every page: what the reconciliation
 * compares with its rows. The `next` link's query is followed on PayPal's base, never its host.
 */
export async function listDisputesSince(since: Date): Promise<{ disputeId: string; updatedAt: Date; status: string | null }[]> {
  const found: { disputeId: string; updatedAt: Date; status: string | null }[] = [];
  let query = `?start_time=${encodeURIComponent(since.toISOString())}&page_size=${PAGE_SIZE}`;
  for (let page = 0; page < MAX_PAGES && query; page += 1) {
    const res = await paypalRequest<unknown>("GET", `${DISPUTES_PATH}${query}`);
    if (res.status !== 200) throw refusal(res.status, "list disputes");
    const answer = parseAnswer(disputeListSchema, res.body, "list disputes");
    found.push(...answer.items.map((item) => ({ disputeId: item.dispute_id, updatedAt: new Date(item.update_time), status: item.status ?? null })));
    const next = answer.links.find((link) => link.rel === "next")?.href;
    query = next && answer.items.length > 0 ? new URL(next, "https://paypal.invalid").search : "";
  }
  return found;
}

/** One dispute, as PayPal shows it now. */
export async function getDispute(id: string): Promise<DisputeResource> {
  const res = await paypalRequest<unknown>("GET", `${DISPUTES_PATH}/${disputeId(id)}`);
  if (res.status === 404) throw new AppError("not_found", `PayPal knows no dispute ${id}.`);
  if (res.status !== 200) throw refusal(res.status, "show a dispute");
  return parseAnswer(disputeResourceSchema, res.body, "show a dispute");
}

/** What PayPal answers an action it took: its links (the dispute's new state is read with getDispute). */
async function disputeAction(id: string, action: string, call: string, options: { body?: unknown; form?: FormData }): Promise<void> {
  const res = await paypalRequest<unknown>("POST", `${DISPUTES_PATH}/${disputeId(id)}/${action}`, options);
  if (res.status === 404) throw new AppError("not_found", `PayPal knows no dispute ${id}.`);
  if (res.status === 422) throw new AppError("conflict", `PayPal does not allow this now: the dispute is not waiting for the seller's ${call}.`);
  if (res.status !== 200) throw refusal(res.status, call);
}

/**
 * Sends the shop's proof of fulfilment (PROOF_OF_FULFILLMENT): the short note and one text document, as PayPal's
 * provide-evidence takes them (multipart: the `input` JSON part and an `evidence-file` part).
 */
export function provideEvidence(id: string, evidence: { notes: string; fileName: string; document: string }): Promise<void> {
  const form = new FormData();
  form.append("input", JSON.stringify({ evidences: [{ evidence_type: "PROOF_OF_FULFILLMENT", notes: evidence.notes }] }));
  form.append("evidence-file", new Blob([evidence.document], { type: "text/plain" }), evidence.fileName);
  return disputeAction(id, "provide-evidence", "evidence", { form });
}

/** Accepts the buyer's claim: PayPal refunds the buyer (its PAYMENT.CAPTURE.REFUNDED then revokes the license). */
export function acceptClaim(id: string, note: string): Promise<void> {
  return disputeAction(id, "accept-claim", "acceptance", { body: { note } });
}

/** A message to the buyer in the dispute's conversation. */
export function sendDisputeMessage(id: string, message: string): Promise<void> {
  return disputeAction(id, "send-message", "message", { body: { message } });
}
