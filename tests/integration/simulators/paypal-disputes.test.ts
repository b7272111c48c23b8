import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { DISPUTE_ISSUES, type DisputeOperation } from "@/simulators/paypal/dispute-errors";
import { MAX_EVIDENCE_FILE_BYTES } from "@/simulators/paypal/dispute-routes";
import { DISPUTE_WEBHOOK_EVENT_TYPES, WEBHOOK_EVENT_TYPES } from "@/simulators/paypal/webhook-events";
import { startSimulators, type Simulators } from "@/simulators/server";

import { loadContract, requestProblems, responseProblems, type Contract, type ResponseCheck, type SentRequest } from "../../support/paypal-contract";
import { simulator } from "../../support/simulator-controls";

/**
 * The simulator's Customer Disputes v1 (simulators/paypal/dispute-*.ts) checked against PayPal's own file,
 * docs/reference/paypal-openapi/customer_disputes_v1.json: every answer it gives (successes and errors) and the
 * requests made here, plus what a dispute does to the capture it is about and the CUSTOMER.DISPUTE.* events.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- PayPal's answers, read field by field
type Answer = { status: number; body: Json };

let disputesFile: Contract;
let payments: Contract;
let notifications: Contract;

beforeAll(async () => {
  [disputesFile, payments, notifications] = await Promise.all([loadContract("disputes"), loadContract("payments"), loadContract("notifications")]);
});

const issueOf = (body: Json) => (body.details as { issue?: string }[] | undefined)?.[0]?.issue;
const rels = (body: Json) => (body.links as { rel: string }[]).map((link) => link.rel);
const DAY_MS = 86_400_000;

/** A multipart/form-data body as PayPal's provide-evidence takes it: the `input` JSON part and `evidence-file` parts. */
function evidenceForm(input: unknown, files: { name: string; type: string; content: string }[] = []): FormData {
  const form = new FormData();
  if (input !== undefined) form.append("input", typeof input === "string" ? input : JSON.stringify(input));
  for (const file of files) form.append("evidence-file", new Blob([file.content], { type: file.type }), file.name);
  return form;
}

const fulfilment = { evidences: [{ evidence_type: "PROOF_OF_FULFILLMENT", notes: "The license was whitelisted and the jar downloaded." }] };
const proofText = { name: "download-log.txt", type: "text/plain", content: "2026-11-29 12:00 license issued\n2026-11-29 12:01 jar downloaded\n" };
const proofPdf = { name: "receipt.pdf", type: "application/pdf", content: "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n" };

describe("the simulator's Customer Disputes API answers as customer_disputes_v1.json says", () => {
  let sim: Simulators;
  let token: string;
  /** Every (operation, issue) an answer here carried, to show no error the routes can produce went unchecked. */
  const answered = new Map<string, Set<string>>();

  beforeAll(async () => {
    sim = await startSimulators({ port: 0 });
    const res = await fetch(`${sim.url}/paypal/v1/oauth2/token`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from("shop:secret").toString("base64")}` },
      body: "grant_type=client_credentials",
    });
    token = ((await res.json()) as { access_token: string }).access_token;
  });
  afterAll(() => sim.stop());
  beforeEach(() => sim.paypal.reset());

  async function call(method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const init: RequestInit = { method, headers: { authorization: `Bearer ${token}`, ...headers } };
    if (body instanceof FormData) init.body = body;
    else if (typeof body === "string") init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { "content-type": "application/json", ...init.headers };
    }
    const res = await fetch(`${sim.url}/paypal${path}`, init);
    return { status: res.status, body: (await res.json()) as Json };
  }

  /** The answer has the status and issue expected, and PayPal's file accepts it for that operation. */
  function expectContract(operationId: DisputeOperation, answer: Answer, expected: { status: number; issue?: string }, check?: ResponseCheck) {
    expect({ status: answer.status, issue: issueOf(answer.body) }).toEqual({ status: expected.status, issue: expected.issue });
    expect(responseProblems(disputesFile, operationId, answer.status, answer.body, check)).toEqual([]);
    if (expected.issue !== undefined) answered.set(operationId, (answered.get(operationId) ?? new Set()).add(expected.issue));
  }
  // disputes.get lists no 404, the actions no 404, 415 or 422: PayPal answers them all the same; checked against `default`.
  const viaDefault = { viaDefault: true };

  /** The requests made to the simulated PayPal since `from`, as the contract helper checks them. */
  const sentSince = (from: number): SentRequest[] =>
    sim.paypal.requests
      .list({ requests: true })
      .slice(from)
      .map(({ method, path, request }) => ({ method, path, query: request?.query ?? "", headers: request?.headers ?? {}, body: request?.body ?? "" }));

  /** A captured $5.00 order: its id and its capture's. */
  async function capturedOrder(): Promise<{ orderId: string; captureId: string }> {
    const [orderId = ""] = sim.paypal.createAbandonedOrders(1);
    sim.paypal.approveOrder(orderId);
    const captured = await call("POST", `/v2/checkout/orders/${orderId}/capture`, {});
    return { orderId, captureId: captured.body.purchase_units[0].payments.captures[0].id as string };
  }

  it("opens a dispute on a capture and shows and lists it, an inquiry and a chargeback as PayPal has them", async () => {
    const { captureId } = await capturedOrder();
    const opened = sim.paypal.disputes.open(captureId, { message: "I paid but never got the license." });
    const id = opened.dispute.dispute_id;
    expect(id).toMatch(/^PP-D-\d+$/);
    const shown = await call("GET", `/v1/customer/disputes/${id}`);
    expectContract("disputes.get", shown, { status: 200 });
    expect(shown.body).toEqual(JSON.parse(JSON.stringify(opened.dispute).replaceAll(sim.paypal.baseUrl, sim.url)));
    expect(shown.body).toMatchObject({
      disputed_transactions: [{ seller_transaction_id: captureId, transaction_status: "COMPLETED", gross_amount: { currency_code: "USD", value: "5.00" } }],
      reason: "MERCHANDISE_OR_SERVICE_NOT_RECEIVED",
      status: "WAITING_FOR_SELLER_RESPONSE",
      dispute_amount: { currency_code: "USD", value: "5.00" },
      dispute_life_cycle_stage: "INQUIRY",
      dispute_channel: "INTERNAL",
      messages: [{ posted_by: "BUYER", content: "I paid but never got the license." }],
    });
    expect(shown.body.disputed_transactions[0].buyer_transaction_id).toMatch(/^[A-Z0-9]{17}$/);
    expect(Date.parse(shown.body.seller_response_due_date) - Date.parse(shown.body.create_time)).toBe(20 * DAY_MS);
    expect(rels(shown.body)).toEqual(["self", "provide_evidence", "accept_claim", "send_message"]);
    expect(shown.body).not.toHaveProperty("evidences");
    expect(shown.body).not.toHaveProperty("dispute_outcome");

    const chargeback = sim.paypal.disputes.open(captureId, { reason: "UNAUTHORISED", stage: "CHARGEBACK" }).dispute;
    const shownChargeback = await call("GET", `/v1/customer/disputes/${chargeback.dispute_id}`);
    expectContract("disputes.get", shownChargeback, { status: 200 });
    expect(shownChargeback.body).toMatchObject({ reason: "UNAUTHORISED", dispute_life_cycle_stage: "CHARGEBACK", dispute_channel: "EXTERNAL" });
    expect(Date.parse(shownChargeback.body.seller_response_due_date) - Date.parse(shownChargeback.body.create_time)).toBe(10 * DAY_MS);
    expect(rels(shownChargeback.body)).toEqual(["self", "provide_evidence", "accept_claim"]);
    expect(shownChargeback.body).not.toHaveProperty("messages");

    const listed = await call("GET", "/v1/customer/disputes");
    expectContract("disputes.list", listed, { status: 200 });
    expect(listed.body.items.map((item: Json) => item.dispute_id)).toEqual([chargeback.dispute_id, id]);
    expect(listed.body.items[1]).toEqual({
      dispute_id: id,
      create_time: shown.body.create_time,
      update_time: shown.body.update_time,
      reason: "MERCHANDISE_OR_SERVICE_NOT_RECEIVED",
      status: "WAITING_FOR_SELLER_RESPONSE",
      dispute_state: "REQUIRED_ACTION",
      dispute_amount: { currency_code: "USD", value: "5.00" },
      dispute_life_cycle_stage: "INQUIRY",
      dispute_channel: "INTERNAL",
      seller_response_due_date: shown.body.seller_response_due_date,
      links: [{ href: `${sim.url}/paypal/v1/customer/disputes/${id}`, rel: "self", method: "GET" }],
    });

    const unknown = await call("GET", "/v1/customer/disputes/PP-D-1");
    expectContract("disputes.get", unknown, { status: 404, issue: "INVALID_RESOURCE_ID" }, viaDefault);
    expect(unknown.body).toMatchObject({ name: "RESOURCE_NOT_FOUND", message: "The specified resource does not exist." });
    expect(() => sim.paypal.disputes.open("0NONEXISTENT0000")).toThrow(/Unknown PayPal capture/);
    expect(() => sim.paypal.disputes.open(captureId, { reason: "BORED" })).toThrow(/reason must be one of/);
    expect(() => sim.paypal.disputes.open(captureId, { stage: "ARBITRATION" })).toThrow(/stage must be INQUIRY or CHARGEBACK/);
  });

  it("filters the list by time, transaction and state, pages it with next links, and refuses bad query values with 400", async () => {
    const first = await capturedOrder();
    const second = await capturedOrder();
    const [a, b, c] = [first.captureId, first.captureId, second.captureId].map((captureId) => sim.paypal.disputes.open(captureId).dispute.dispute_id);
    sim.paypal.disputes.resolve(String(b), "seller");
    const from = sim.paypal.requests.list().length;
    const list = async (query: string) => {
      const answer = await call("GET", `/v1/customer/disputes${query}`);
      expectContract("disputes.list", answer, { status: 200 });
      return answer;
    };
    const ids = (answer: Answer) => ((answer.body.items ?? []) as Json[]).map((item) => item.dispute_id);

    const page1 = await list("?page_size=2");
    expect(ids(page1)).toEqual([c, b]);
    expect(rels(page1.body)).toEqual(["self", "next"]);
    const next = new URL(page1.body.links[1].href as string);
    expect(next.searchParams.get("page_size")).toBe("2");
    const page2 = await list(next.search);
    expect(ids(page2)).toEqual([a]);
    expect(rels(page2.body)).toEqual(["self"]);

    expect(ids(await list(`?disputed_transaction_id=${first.captureId}`))).toEqual([b, a]);
    expect(ids(await list("?dispute_state=RESOLVED"))).toEqual([b]);
    expect(ids(await list("?dispute_state=REQUIRED_ACTION,RESOLVED"))).toEqual([c, b, a]);
    expect(ids(await list("?dispute_state=OPEN_INQUIRIES"))).toEqual([c, a]);
    expect(ids(await list(`?start_time=${new Date(Date.now() - DAY_MS).toISOString()}`))).toEqual([c, b, a]);
    // Nothing matches: PayPal's dispute_search wants `items` non-empty, so it is left out.
    const none = await list("?dispute_state=UNDER_PAYPAL_REVIEW");
    expect(none.body).not.toHaveProperty("items");
    expect(requestProblems(disputesFile, { method: "GET", path: "/v1/customer/disputes", query: next.search.slice(1), headers: {}, body: "" })).toEqual({
      operationId: "disputes.list",
      problems: [],
    });
    // The file asks for several states "separated with a comma" and gives dispute_state a pattern without one: that request
    // is the only one it refuses, and the simulator takes it as the description says.
    const commaPattern = '/query/dispute_state must match pattern "^[0-9A-Z_]+$" {"pattern":"^[0-9A-Z_]+$"}';
    for (const sent of sentSince(from)) {
      const problems = decodeURIComponent(sent.query).includes(",") ? [commaPattern] : [];
      expect(requestProblems(disputesFile, sent)).toEqual({ operationId: "disputes.list", problems });
    }

    const future = new Date(Date.now() + DAY_MS).toISOString();
    const bad: [query: string, issue: string, fileRefusesIt: boolean][] = [
      ["page_size=0", "INVALID_PAGE_SIZE", true],
      ["page_size=51", "INVALID_PAGE_SIZE", true],
      ["page_size=ten", "INVALID_PAGE_SIZE", true],
      ["start_time=2026-11-29", "INVALID_START_TIME_FORMAT", true],
      [`start_time=${future}`, "DATE_CAN_NOT_BE_IN_FUTURE", false],
      ["disputed_transaction_id=abc-def", "INVALID_PARAMETER_SYNTAX", true],
      [`start_time=${new Date().toISOString()}&disputed_transaction_id=${first.captureId}`, "INVALID_PARAMETER_VALUE", false],
      ["update_time_after=yesterday", "INVALID_PARAMETER_SYNTAX", true],
      ["dispute_state=OPEN", "INVALID_PARAMETER_VALUE", false],
      ["next_page_token=!!!", "INVALID_PARAMETER_VALUE", true],
      ["next_page_token=bm90IGFuIG9mZnNldA==", "INVALID_PARAMETER_VALUE", false],
    ];
    for (const [query, issue, fileRefusesIt] of bad) {
      const answer = await call("GET", `/v1/customer/disputes?${query}`);
      expectContract("disputes.list", answer, { status: 400, issue });
      expect(answer.body).toMatchObject({ name: "INVALID_REQUEST", details: [{ location: "query" }] });
      // Where the file's own parameter schema can tell, it refuses the request too.
      const problems = requestProblems(disputesFile, { method: "GET", path: "/v1/customer/disputes", query, headers: {}, body: "" }).problems;
      expect({ query, refused: problems.length > 0 }).toEqual({ query, refused: fileRefusesIt });
    }
  });

  it("keeps provided evidence with its files' names, types, sizes and contents, and moves the dispute UNDER_REVIEW", async () => {
    const { captureId } = await capturedOrder();
    const id = sim.paypal.disputes.open(captureId).dispute.dispute_id;
    const from = sim.paypal.requests.list().length;
    const input = {
      evidences: [
        { ...fulfilment.evidences[0], documents: [{ name: "download-log.txt" }] },
        { evidence_type: "PROOF_OF_RECEIPT_COPY", notes: "The receipt we mailed.", documents: [{ name: "receipt.pdf" }] },
      ],
    };
    const provided = await call("POST", `/v1/customer/disputes/${id}/provide-evidence`, evidenceForm(input, [proofText, proofPdf]));
    expectContract("disputes.provide-evidence", provided, { status: 200 });
    expect(provided.body).toEqual({ links: [{ href: `${sim.url}/paypal/v1/customer/disputes/${id}`, rel: "self", method: "GET" }] });
    expect(sentSince(from).map((sent) => requestProblems(disputesFile, sent))).toEqual([{ operationId: "disputes.provide-evidence", problems: [] }]);

    const shown = await call("GET", `/v1/customer/disputes/${id}`);
    expectContract("disputes.get", shown, { status: 200 });
    expect(shown.body).toMatchObject({
      status: "UNDER_REVIEW",
      evidences: [
        {
          evidence_type: "PROOF_OF_FULFILLMENT",
          notes: fulfilment.evidences[0]?.notes,
          documents: [{ name: "download-log.txt" }],
          source: "SUBMITTED_BY_SELLER",
        },
        { evidence_type: "PROOF_OF_RECEIPT_COPY", notes: "The receipt we mailed.", documents: [{ name: "receipt.pdf" }] },
      ],
    });
    expect(shown.body).not.toHaveProperty("seller_response_due_date");
    expect(rels(shown.body)).toEqual(["self", "accept_claim", "send_message"]);
    const listed = await call("GET", "/v1/customer/disputes?dispute_state=UNDER_PAYPAL_REVIEW");
    expect(listed.body.items.map((item: Json) => item.dispute_id)).toEqual([id]);

    const kept = sim.paypal.disputes.get(id);
    expect(kept?.evidences?.flatMap((evidence) => evidence.documents)).toEqual([
      { name: "download-log.txt", content_type: "text/plain", size: Buffer.byteLength(proofText.content), content: proofText.content },
      { name: "receipt.pdf", content_type: "application/pdf", size: proofPdf.content.length, content: Buffer.from(proofPdf.content).toString("base64") },
    ]);

    const again = await call("POST", `/v1/customer/disputes/${id}/provide-evidence`, evidenceForm(fulfilment, [proofText]));
    expectContract("disputes.provide-evidence", again, { status: 422, issue: "NOT_ALLOWED_IN_CURRENT_STATE" }, viaDefault);
    expect(again.body).toMatchObject({ name: "UNPROCESSABLE_ENTITY" });
    expect(sim.paypal.disputes.get(id)?.evidences).toHaveLength(2);
  });

  it("refuses evidence that is not multipart, lacks its input or a file, or has an unknown type, a bad file or too many bytes", async () => {
    const { captureId } = await capturedOrder();
    const id = sim.paypal.disputes.open(captureId).dispute.dispute_id;
    const provide = (body: unknown) => call("POST", `/v1/customer/disputes/${id}/provide-evidence`, body);
    const cases: [body: unknown, status: number, issue: string][] = [
      [fulfilment, 415, "UNSUPPORTED_MEDIA_TYPE"],
      [evidenceForm(undefined, [proofText]), 400, "MISSING_REQUIRED_PARAMETER"],
      [evidenceForm("{not json", [proofText]), 400, "MALFORMED_REQUEST_JSON"],
      [evidenceForm({ evidences: [] }, [proofText]), 400, "MISSING_REQUIRED_PARAMETER"],
      [evidenceForm({ evidences: ["proof"] }, [proofText]), 400, "INVALID_PARAMETER_SYNTAX"],
      [evidenceForm({ evidences: [{ notes: "no type" }] }, [proofText]), 400, "MISSING_REQUIRED_PARAMETER"],
      [evidenceForm({ evidences: [{ evidence_type: "PROOF_OF_HAPPINESS" }] }, [proofText]), 400, "INVALID_PARAMETER_VALUE"],
      [evidenceForm({ evidences: [{ evidence_type: "PROOF_OF_FULFILLMENT", notes: "" }] }, [proofText]), 400, "INVALID_STRING_LENGTH"],
      [
        evidenceForm({ evidences: [{ evidence_type: "PROOF_OF_FULFILLMENT", documents: [{ name: "other.txt" }] }] }, [proofText]),
        400,
        "INVALID_PARAMETER_VALUE",
      ],
      [evidenceForm(fulfilment), 400, "MISSING_REQUIRED_PARAMETER"],
      [evidenceForm(fulfilment, [{ ...proofText, name: "no extension" }]), 400, "INVALID_PARAMETER_SYNTAX"],
      [evidenceForm(fulfilment, [{ name: "screenshot.png", type: "image/png", content: "PNG" }]), 400, "INVALID_PARAMETER_VALUE"],
    ];
    for (const [body, status, issue] of cases) {
      expectContract("disputes.provide-evidence", await provide(body), { status, issue }, status === 400 ? undefined : viaDefault);
    }
    const unknown = await call("POST", "/v1/customer/disputes/PP-D-1/provide-evidence", evidenceForm(fulfilment, [proofText]));
    expectContract("disputes.provide-evidence", unknown, { status: 404, issue: "INVALID_RESOURCE_ID" }, viaDefault);

    // Past 10 MB a file (or 50 MB in all) is more than the simulators' HTTP server reads, so it goes to the handler directly.
    const boundary = "----simulator-test";
    const big = (files: number, bytes: number) =>
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="input"\r\n\r\n${JSON.stringify(fulfilment)}\r\n`,
        ...Array.from(
          { length: files },
          (_, n) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="evidence-file"; filename="log${n}.txt"\r\nContent-Type: text/plain\r\n\r\n${"x".repeat(bytes)}\r\n`,
        ),
        `--${boundary}--\r\n`,
      ].join("");
    const direct = (body: string): Answer => {
      const answer = sim.paypal.handle({
        method: "POST",
        path: `/v1/customer/disputes/${id}/provide-evidence`,
        query: new URLSearchParams(),
        headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
        body,
        origin: sim.url,
      });
      return { status: answer.status, body: JSON.parse(answer.body) as Json };
    };
    expectContract("disputes.provide-evidence", direct(big(1, MAX_EVIDENCE_FILE_BYTES + 1)), { status: 400, issue: "FILE_SIZE_LIMIT_EXCEEDED" });
    expectContract("disputes.provide-evidence", direct(big(6, 9 * 1024 * 1024)), { status: 400, issue: "FILE_SIZE_LIMIT_EXCEEDED" });
    expect(direct(big(2, MAX_EVIDENCE_FILE_BYTES)).status).toBe(200);
    // Nothing the refused uploads carried was kept.
    expect(sim.paypal.disputes.get(id)?.evidences?.flatMap((evidence) => (evidence.documents ?? []).map((document) => document.name))).toEqual([
      "log0.txt",
      "log1.txt",
    ]);
  });

  it("accepts a claim once: the buyer wins and the capture is refunded as the refund API does it", async () => {
    const { orderId, captureId } = await capturedOrder();
    const id = sim.paypal.disputes.open(captureId).dispute.dispute_id;
    const from = sim.paypal.requests.list().length;
    const accept = (body: unknown, disputeId = id) => call("POST", `/v1/customer/disputes/${disputeId}/accept-claim`, body);
    const refused: [body: unknown, issue: string][] = [
      [{}, "MISSING_REQUIRED_PARAMETER"],
      [{ note: "" }, "INVALID_STRING_LENGTH"],
      [{ note: "Refund", accept_claim_type: "REFUND_WITH_RETURN" }, "INVALID_PARAMETER_VALUE"],
      ['{"note": ', "MALFORMED_REQUEST_JSON"],
    ];
    for (const [body, issue] of refused) {
      expectContract("disputes.accept-claim", await accept(body), { status: 400, issue });
    }
    expect(sim.paypal.getOrder(orderId)?.captures[0]?.refunds).toEqual([]);

    const accepted = await accept({ note: "Refunding the buyer in full.", accept_claim_type: "REFUND" });
    expectContract("disputes.accept-claim", accepted, { status: 200 });
    const shown = await call("GET", `/v1/customer/disputes/${id}`);
    expectContract("disputes.get", shown, { status: 200 });
    expect(shown.body).toMatchObject({
      status: "RESOLVED",
      dispute_outcome: { outcome_code: "RESOLVED_BUYER_FAVOUR", amount_refunded: { currency_code: "USD", value: "5.00" } },
    });
    expect(rels(shown.body)).toEqual(["self"]);

    const capture = await call("GET", `/v2/payments/captures/${captureId}`);
    expect(responseProblems(payments, "captures.get", 200, capture.body)).toEqual([]);
    expect(capture.body.status).toBe("REFUNDED");
    const refunds = sim.paypal.getOrder(orderId)?.captures[0]?.refunds ?? [];
    expect(refunds.map(({ amount, reversal }) => ({ amount, reversal }))).toEqual([{ amount: { currency_code: "USD", value: "5.00" }, reversal: false }]);
    const refunded = sim.paypal.webhookEvent("PAYMENT.CAPTURE.REFUNDED", orderId);
    expect(refunded.resource).toMatchObject({ id: refunds[0]?.id, amount: { value: "5.00" } });
    expect(responseProblems(payments, "refunds.get", 200, refunded.resource)).toEqual([]);

    const twice = await accept({ note: "Again." });
    expectContract("disputes.accept-claim", twice, { status: 422, issue: "NOT_ALLOWED_IN_CURRENT_STATE" }, viaDefault);
    expect(sim.paypal.getOrder(orderId)?.captures[0]?.refunds).toHaveLength(1);
    expectContract("disputes.accept-claim", await accept({ note: "Who?" }, "PP-D-1"), { status: 404, issue: "INVALID_RESOURCE_ID" }, viaDefault);

    // The file's own media type, with PayPal's `input` part, works the same.
    const other = await capturedOrder();
    const multipartId = sim.paypal.disputes.open(other.captureId).dispute.dispute_id;
    const form = new FormData();
    form.append("input", JSON.stringify({ note: "Refunding." }));
    expectContract("disputes.accept-claim", await accept(form, multipartId), { status: 200 });
    expect(sim.paypal.getOrder(other.orderId)?.captures[0]?.status).toBe("REFUNDED");

    const sent = sentSince(from).filter((request) => request.path.startsWith("/v1/customer/disputes"));
    const checked = sent.filter((request) => !request.body.startsWith('{"note": ')).map((request) => requestProblems(disputesFile, request));
    expect(checked.map((each) => each.problems)).toEqual(checked.map(() => []));
    expect(new Set(checked.map((each) => each.operationId))).toEqual(new Set(["disputes.accept-claim", "disputes.get"]));
  });

  it("posts the seller's messages on an open inquiry, and refuses an empty one or one in a chargeback or after the end", async () => {
    const { captureId } = await capturedOrder();
    const id = sim.paypal.disputes.open(captureId, { message: "Where is my license?" }).dispute.dispute_id;
    const from = sim.paypal.requests.list().length;
    const send = (body: unknown, disputeId = id) => call("POST", `/v1/customer/disputes/${disputeId}/send-message`, body);
    const sent = await send({ message: "Your license is on the whitelist since Friday." });
    expectContract("disputes.send-message", sent, { status: 200 });
    expect(sentSince(from).map((request) => requestProblems(disputesFile, request))).toEqual([{ operationId: "disputes.send-message", problems: [] }]);
    const shown = await call("GET", `/v1/customer/disputes/${id}`);
    expectContract("disputes.get", shown, { status: 200 });
    expect(shown.body.messages.map(({ posted_by, content }: Json) => ({ posted_by, content }))).toEqual([
      { posted_by: "BUYER", content: "Where is my license?" },
      { posted_by: "SELLER", content: "Your license is on the whitelist since Friday." },
    ]);
    expect(shown.body.status).toBe("WAITING_FOR_SELLER_RESPONSE");

    expectContract("disputes.send-message", await send({ message: "  " }), { status: 400, issue: "MISSING_REQUIRED_PARAMETER" });
    expectContract("disputes.send-message", await send({}), { status: 400, issue: "MISSING_REQUIRED_PARAMETER" });
    expectContract("disputes.send-message", await send({ message: "x".repeat(2001) }), { status: 400, issue: "INVALID_STRING_LENGTH" });
    expectContract("disputes.send-message", await send("[1,"), { status: 400, issue: "MALFORMED_REQUEST_JSON" });
    const chargeback = sim.paypal.disputes.open(captureId, { stage: "CHARGEBACK" }).dispute.dispute_id;
    expectContract("disputes.send-message", await send({ message: "Hello?" }, chargeback), { status: 422, issue: "NOT_ALLOWED_IN_CURRENT_STATE" });
    sim.paypal.disputes.resolve(id, "seller");
    expectContract("disputes.send-message", await send({ message: "Thanks!" }), { status: 422, issue: "NOT_ALLOWED_IN_CURRENT_STATE" });
    expectContract("disputes.send-message", await send({ message: "Hi" }, "PP-D-1"), { status: 404, issue: "INVALID_RESOURCE_ID" }, viaDefault);
    expect((await call("GET", `/v1/customer/disputes/${id}`)).body.messages).toHaveLength(2);
  });

  it("resolves for the buyer by reversing the capture, as a lost chargeback, and for the seller leaves the money", async () => {
    const lost = await capturedOrder();
    const lostId = sim.paypal.disputes.open(lost.captureId, { stage: "CHARGEBACK", reason: "UNAUTHORISED" }).dispute.dispute_id;
    const resolved = sim.paypal.disputes.resolve(lostId, "buyer");
    expect(resolved.dispute).toMatchObject({
      status: "RESOLVED",
      dispute_outcome: { outcome_code: "RESOLVED_BUYER_FAVOUR", amount_refunded: { currency_code: "USD", value: "5.00" } },
    });
    expect(resolved.webhook.event).toMatchObject({ event_type: "CUSTOMER.DISPUTE.RESOLVED", resource: { dispute_id: lostId, status: "RESOLVED" } });
    const capture = sim.paypal.getOrder(lost.orderId)?.captures[0];
    // Payments v2 has no REVERSED capture status: PayPal shows a reversed capture REFUNDED, its refund a reversal.
    expect(capture?.status).toBe("REFUNDED");
    expect(capture?.refunds.map(({ reversal, amount }) => ({ reversal, amount }))).toEqual([
      { reversal: true, amount: { currency_code: "USD", value: "5.00" } },
    ]);
    const reversed = sim.paypal.webhookEvent("PAYMENT.CAPTURE.REVERSED", lost.orderId);
    expect(reversed).toMatchObject({ event_type: "PAYMENT.CAPTURE.REVERSED", resource: { id: capture?.refunds[0]?.id, amount: { value: "5.00" } } });
    expect(() => sim.paypal.webhookEvent("PAYMENT.CAPTURE.REFUNDED", lost.orderId)).toThrow(/has no refund/);
    expect(() => sim.paypal.disputes.resolve(lostId, "seller")).toThrow(/already resolved/);

    const won = await capturedOrder();
    const wonId = sim.paypal.disputes.open(won.captureId).dispute.dispute_id;
    expect(() => sim.paypal.disputes.resolve(wonId, "nobody")).toThrow(/favour must be/);
    expect(sim.paypal.disputes.resolve(wonId, "seller").dispute).toMatchObject({
      status: "RESOLVED",
      dispute_outcome: { outcome_code: "RESOLVED_SELLER_FAVOUR", amount_refunded: { currency_code: "USD", value: "0.00" } },
    });
    expect(sim.paypal.getOrder(won.orderId)?.captures[0]).toMatchObject({ status: "COMPLETED", refunds: [] });
    expectContract("disputes.get", await call("GET", `/v1/customer/disputes/${wonId}`), { status: 200 });
  });

  it("signs CUSTOMER.DISPUTE.* events whose envelope is PayPal's and whose resource is the dispute as GET shows it, and they verify", async () => {
    expect(WEBHOOK_EVENT_TYPES.some((type) => type.startsWith("CUSTOMER.DISPUTE."))).toBe(false);
    const { captureId } = await capturedOrder();
    const opened = sim.paypal.disputes.open(captureId, { message: "Not received." });
    const id = opened.dispute.dispute_id;
    await call("POST", `/v1/customer/disputes/${id}/send-message`, { message: "It is on its way." });
    const updated = sim.paypal.disputes.webhook("CUSTOMER.DISPUTE.UPDATED", id);
    expect(() => sim.paypal.disputes.webhook("CUSTOMER.DISPUTE.RESOLVED", id)).toThrow(/PayPal sends no CUSTOMER.DISPUTE.RESOLVED/);
    expect(() => sim.paypal.disputes.webhook("CUSTOMER.DISPUTE.DELETED", id)).toThrow(/type must be one of/);
    const resolved = sim.paypal.disputes.resolve(id, "seller").webhook;

    const deliveries = [opened.webhook, updated, resolved];
    expect(deliveries.map((each) => each.event.event_type)).toEqual([...DISPUTE_WEBHOOK_EVENT_TYPES]);
    expect(deliveries.map((each) => each.event.summary)).toEqual([
      `A new dispute opened with Case # ${id}`,
      `A dispute was updated with Case # ${id}`,
      `A dispute was resolved with case # ${id}`,
    ]);
    expect(updated.event.resource).toMatchObject({ messages: [{ posted_by: "BUYER" }, { posted_by: "SELLER", content: "It is on its way." }] });
    expect(resolved.event.resource).toMatchObject({ status: "RESOLVED", dispute_outcome: { outcome_code: "RESOLVED_SELLER_FAVOUR" } });
    const now = (await call("GET", `/v1/customer/disputes/${id}`)).body;
    expect(JSON.parse(JSON.stringify(resolved.event.resource).replaceAll(sim.paypal.baseUrl, sim.url))).toEqual(now);

    for (const { event, headers, body } of deliveries) {
      expect(JSON.parse(body)).toEqual(event);
      expect(event).toMatchObject({ resource_type: "dispute", event_version: "1.0", resource_version: "1.0" });
      expect(event.id).toMatch(/^WH-[A-Z0-9]{17}-[A-Z0-9]{17}$/);
      expect(responseProblems(notifications, "webhooks-events.get", 200, event)).toEqual([]);
      expect(responseProblems(disputesFile, "disputes.get", 200, event.resource)).toEqual([]);
      const verification = {
        auth_algo: headers["paypal-auth-algo"],
        cert_url: headers["paypal-cert-url"],
        transmission_id: headers["paypal-transmission-id"],
        transmission_sig: headers["paypal-transmission-sig"],
        transmission_time: headers["paypal-transmission-time"],
        webhook_id: sim.paypal.webhookId,
        webhook_event: JSON.parse(body) as unknown,
      };
      const verified = await call("POST", "/v1/notifications/verify-webhook-signature", verification);
      expect(verified.body).toEqual({ verification_status: "SUCCESS" });
      const tampered = { ...verification, webhook_event: { ...event, summary: "A dispute was resolved in your favour" } };
      expect((await call("POST", "/v1/notifications/verify-webhook-signature", tampered)).body).toEqual({ verification_status: "FAILURE" });
    }
  });

  it("answers calls without a bearer token 401, as its other APIs do", async () => {
    const res = await fetch(`${sim.url}/paypal/v1/customer/disputes`);
    expect(res.status).toBe(401);
    // The file lists no 401 for the list; PayPal's identity layer answers it before the API, as for Orders and Payments.
    expect(responseProblems(disputesFile, "disputes.list", 401, await res.json(), { viaDefault: true })).toEqual([]);
  });

  it("has answered with every issue its routes can produce, so none goes unchecked", () => {
    const documented = Object.entries(DISPUTE_ISSUES).map(([operation, issues]) => [operation, Object.keys(issues).sort()]);
    const seen = Object.keys(DISPUTE_ISSUES).map((operation) => [operation, [...(answered.get(operation) ?? [])].sort()]);
    expect(seen).toEqual(documented);
  });
});

describe("the dispute controls over HTTP (simulator.disputes)", () => {
  /** A $5.00 order captured at the test process's simulated PayPal: its id and its capture's. */
  async function capturedAtPaypal(): Promise<{ orderId: string; captureId: string }> {
    const [orderId = ""] = await simulator.abandonedOrders(1);
    await simulator.approve(orderId);
    await simulator.captureAtPaypal(orderId);
    return { orderId, captureId: String((await simulator.order(orderId)).captures[0]?.id) };
  }

  it("opens, reads with evidence contents, signs events for and resolves a dispute, and answers unknown ids 404", async () => {
    const { orderId, captureId } = await capturedAtPaypal();
    const { dispute, webhook } = await simulator.disputes.open(captureId, { stage: "CHARGEBACK", reason: "UNAUTHORISED", message: "Not me." });
    expect(dispute).toMatchObject({ status: "WAITING_FOR_SELLER_RESPONSE", dispute_life_cycle_stage: "CHARGEBACK", reason: "UNAUTHORISED" });
    expect(dispute.disputed_transactions[0]?.seller_transaction_id).toBe(captureId);
    expect(webhook.event).toMatchObject({ event_type: "CUSTOMER.DISPUTE.CREATED", resource_type: "dispute", resource: dispute });
    expect(JSON.parse(webhook.body)).toEqual(webhook.event);
    expect(Object.keys(webhook.headers)).toContain("paypal-transmission-sig");

    // The shop's side, as any client of PayPal's API: evidence uploaded there can be read back whole.
    const base = process.env.SIMULATORS_URL;
    const tokenAnswer = await fetch(`${base}/paypal/v1/oauth2/token`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from("test:test").toString("base64")}` },
      body: "grant_type=client_credentials",
    });
    const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
    const provided = await fetch(`${base}/paypal/v1/customer/disputes/${dispute.dispute_id}/provide-evidence`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: evidenceForm(fulfilment, [proofText]),
    });
    expect(provided.status).toBe(200);
    const read = await simulator.disputes.get(dispute.dispute_id);
    expect(read.status).toBe("UNDER_REVIEW");
    expect(read.evidences?.[0]?.documents).toEqual([
      { name: proofText.name, content_type: "text/plain", size: proofText.content.length, content: proofText.content },
    ]);
    expect((await simulator.disputes.webhook(dispute.dispute_id, "CUSTOMER.DISPUTE.UPDATED")).event.resource.status).toBe("UNDER_REVIEW");
    await expect(simulator.disputes.webhook(dispute.dispute_id, "CUSTOMER.DISPUTE.RESOLVED")).rejects.toThrow(/answered 409/);

    const resolved = await simulator.disputes.resolve(dispute.dispute_id, "buyer");
    expect(resolved.dispute.dispute_outcome?.outcome_code).toBe("RESOLVED_BUYER_FAVOUR");
    expect(resolved.webhook.event.event_type).toBe("CUSTOMER.DISPUTE.RESOLVED");
    expect((await simulator.order(orderId)).captures[0]?.status).toBe("REFUNDED");
    expect((await simulator.webhook("PAYMENT.CAPTURE.REVERSED", orderId)).event.id).toMatch(/^WH-/);
    await expect(simulator.disputes.resolve(dispute.dispute_id, "seller")).rejects.toThrow(/answered 409/);

    await expect(simulator.disputes.open("0NONEXISTENT0000")).rejects.toThrow(/answered 404/);
    await expect(simulator.disputes.get("PP-D-1")).rejects.toThrow(/answered 404/);
    await expect(simulator.disputes.resolve("PP-D-1", "buyer")).rejects.toThrow(/answered 404/);
    await expect(simulator.disputes.open(captureId, { reason: "BORED" })).rejects.toThrow(/answered 400/);
    await expect(simulator.disputes.resolve(dispute.dispute_id, "nobody" as "buyer")).rejects.toThrow(/answered 400/);
  });
});
