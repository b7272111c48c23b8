import { readFileSync } from "node:fs";
import path from "node:path";

import { OpenAPIBackend, type Document } from "openapi-backend";

import { multipartBoundary, parseMultipart } from "@/simulators/paypal/dispute-multipart";

/** PayPal's own OpenAPI files (paypal/paypal-rest-api-specifications, see SOURCE.txt there), copied unchanged. */
const SPEC_DIR = path.resolve(import.meta.dirname, "../../docs/reference/paypal-openapi");

const FILES = {
  orders: "checkout_orders_v2.json",
  payments: "payments_payment_v2.json",
  notifications: "notifications_webhooks_v1.json",
  disputes: "customer_disputes_v1.json",
} as const;

export type ContractName = keyof typeof FILES;

/**
 * PayPal's in-house formats. Every schema that names one also carries the pattern and lengths that check
 * it, so they only need declaring (an unknown format would be skipped with a warning per schema).
 */
const PAYPAL_FORMATS = [
  "merchant_common_email_address_v2",
  "payer_v1",
  "ppaas_common_country_code_v2",
  "ppaas_common_currency_code_v2",
  "ppaas_common_email_address_v2",
  "ppaas_common_language_v3",
  "ppaas_date_notime_v2",
  "ppaas_date_time_v3",
  "ppaas_ip_address_v1",
  "ppaas_payer_id_v3",
  // A file part of a multipart/form-data body (the disputes file's `evidence-file`): any content.
  "binary",
];

/** RFC 3339's date-time (OpenAPI's `date-time`), which openapi-backend's ajv does not check by itself. */
const DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/i;

export interface Contract {
  name: ContractName;
  api: OpenAPIBackend;
}

/**
 * The file with each `enum` listed once: ajv refuses to compile a schema whose enum repeats a value, and the
 * disputes file's `tracking_info.carrier_name` lists some carriers twice. Dropping a repeat changes nothing it allows.
 */
function withoutDuplicateEnumValues(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDuplicateEnumValues);
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === "enum" && Array.isArray(value) ? [...new Set(value)] : withoutDuplicateEnumValues(value)]),
  );
}

/**
 * One of PayPal's files, ready to validate with. `quick` skips openapi-backend's check of the file
 * against the OpenAPI 3.0 meta-schema (PayPal's files break it in places no schema of ours uses, e.g.
 * `order_tracker_request` puts `allOf` beside `$ref`) and compiles each operation's validators on first use.
 * `unicodeRegExp: false`: the files' e-mail pattern is valid ECMAScript only without the `u` flag.
 */
export async function loadContract(name: ContractName): Promise<Contract> {
  const api = new OpenAPIBackend({
    definition: withoutDuplicateEnumValues(JSON.parse(readFileSync(path.join(SPEC_DIR, FILES[name]), "utf8"))) as Document,
    quick: true,
    ajvOpts: {
      unicodeRegExp: false,
      formats: {
        ...Object.fromEntries(PAYPAL_FORMATS.map((format) => [format, true])),
        "date-time": DATE_TIME,
        uri: (value: string) => URL.canParse(value),
      },
    },
  });
  await api.init();
  return { name, api };
}

/** The responses an operation documents, by status ("default" included). */
function documentedStatuses(contract: Contract, operationId: string): string[] {
  const operation = contract.api.router.getOperation(operationId);
  if (!operation) throw new Error(`${contract.name} has no operation ${operationId}`);
  return Object.keys(operation.responses ?? {});
}

export interface ResponseCheck {
  /**
   * Lets an error status the operation does not list be checked against its `default` response; only for a
   * status PayPal is known to answer there (each use says why).
   */
  viaDefault?: boolean;
}

/**
 * What is wrong with `body` as `operationId`'s answer with `status`, per PayPal's file: the status must be one
 * the operation lists (a file whose operations list no error status at all, as Notifications v1, documents its
 * errors as `default`), and the body must match that response's schema, issues and texts included.
 */
export function responseProblems(contract: Contract, operationId: string, status: number, body: unknown, check: ResponseCheck = {}): string[] {
  const statuses = documentedStatuses(contract, operationId);
  const errorsOnlyAsDefault = !statuses.some((each) => /^[45]/.test(each));
  const listed = statuses.includes(String(status)) || (status >= 400 && statuses.includes("default") && (errorsOnlyAsDefault || check.viaDefault === true));
  if (!listed) return [`${operationId} documents no ${status} (it lists ${statuses.join(", ")})`];
  const result = contract.api.validateResponse(body, operationId, status);
  return (result.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`);
}

/**
 * Operations whose JSON body PayPal's API reference shows (`-H "Content-Type: application/json" -d '{"note": …}'`)
 * although the file describes only multipart/form-data with a document part: both are accepted.
 */
const JSON_ALSO_ACCEPTED = new Set(["disputes.accept-claim", "disputes.send-message"]);

/**
 * The body as the file's schema sees it: JSON parsed, or a multipart/form-data body as an object of its parts
 * (a file part's value is its file name; an `input` part, PayPal's JSON part, is parsed).
 */
function requestBody(body: string, contentType: string | undefined): unknown {
  if (body.trim() === "") return undefined;
  const boundary = multipartBoundary(contentType);
  if (boundary === undefined) return JSON.parse(body) as unknown;
  const parts = parseMultipart(body, boundary);
  if (!parts) return body;
  return Object.fromEntries(parts.map((part) => [part.name, part.filename ?? (part.name === "input" ? (JSON.parse(part.value) as unknown) : part.value)]));
}

export interface SentRequest {
  method: string;
  /** The API path, e.g. /v2/checkout/orders/5O190127TN364715T/capture. */
  path: string;
  query: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * The operation a request is for and what is wrong with it per PayPal's file: path and query parameters,
 * headers (e.g. Prefer, PayPal-Request-Id), the body's media type (one the operation documents) and the body
 * (JSON, or multipart/form-data parts) against the operation's request schema.
 */
export function requestProblems(contract: Contract, sent: SentRequest): { operationId: string | undefined; problems: string[] } {
  const contentType = Object.entries(sent.headers).find(([name]) => name.toLowerCase() === "content-type")?.[1];
  const request = { method: sent.method, path: sent.path, query: sent.query, headers: sent.headers, body: requestBody(sent.body, contentType) };
  const operation = contract.api.matchOperation(request);
  if (!operation?.operationId) return { operationId: undefined, problems: [`${contract.name} has no operation ${sent.method} ${sent.path}`] };
  const result = contract.api.validateRequest(request, operation);
  const problems = (result.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`);
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  const documented = Object.keys(operation.requestBody && "content" in operation.requestBody ? operation.requestBody.content : {});
  const jsonAllowed = mediaType === "application/json" && JSON_ALSO_ACCEPTED.has(operation.operationId);
  if (request.body !== undefined && mediaType !== undefined && documented.length > 0 && !documented.includes(mediaType) && !jsonAllowed) {
    problems.push(`${operation.operationId} documents no ${mediaType} body (it takes ${documented.join(", ")})`);
  }
  return { operationId: operation.operationId, problems };
}
