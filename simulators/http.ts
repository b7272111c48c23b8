import type { IncomingHttpHeaders, IncomingMessage } from "node:http";

/** A request as one simulator sees it: `path` has the service prefix removed. */
export interface SimRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** Origin the client used to reach us, so every link we hand out resolves for that client. */
  origin: string;
  /** The client's socket address (Mojang's hasJoined can require the join to have come from a given one). */
  remoteAddress?: string;
}

export interface SimResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type SimHandler = (req: SimRequest) => SimResponse | Promise<SimResponse>;

/** Room for PayPal's largest request, a payout batch of 15,000 items (about 2 MB). */
const MAX_BODY_BYTES = 4_000_000;

export class BodyTooLargeError extends Error {}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): SimResponse {
  return { status, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(value) };
}

export function html(status: number, page: string): SimResponse {
  return { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }, body: page };
}

export function text(status: number, body: string, contentType: string): SimResponse {
  return { status, headers: { "content-type": contentType, "cache-control": "no-store" }, body };
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError("request body too large");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Parses a JSON body; `undefined` means "not JSON", which each API reports in its own error shape. */
export function parseJson(body: string): unknown {
  if (body.trim() === "") return {};
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function header(req: SimRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface LoggedRequest {
  method: string;
  /** The real API's path, without the simulator's service prefix (e.g. `/v2/checkout/orders`). */
  path: string;
  at: Date;
  /** What a contract test checks the client's request with (kept by the simulators that pass it to `record`). */
  request?: RecordedRequest;
}

/** A client's request as sent: the query, the headers but the credentials, and the raw body. */
interface RecordedRequest {
  query: string;
  headers: Record<string, string>;
  body: string;
}

/** Headers that carry credentials: never kept in a log. */
const SECRET_HEADERS = new Set(["authorization", "cookie"]);

/** The parts of `req` a contract test needs, without its credentials. */
export function recordedRequest(req: SimRequest): RecordedRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !SECRET_HEADERS.has(name)) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return { query: req.query.toString(), headers, body: req.body };
}

/** Lets tests assert how often an API was called, e.g. "exactly one order was created". */
export class RequestLog {
  private entries: LoggedRequest[] = [];

  record(method: string, path: string, request?: RecordedRequest): void {
    this.entries.push({ method: method.toUpperCase(), path, at: new Date(), ...(request && { request }) });
  }

  /** Counts requests with this method whose path equals `path` (string) or matches it (RegExp). */
  count(method: string, path: string | RegExp): number {
    const wanted = method.toUpperCase();
    return this.entries.filter((entry) => entry.method === wanted && (typeof path === "string" ? entry.path === path : path.test(entry.path))).length;
  }

  /** The requests in order; with `{ requests: true }` each with its recorded query, headers and body. */
  list(options: { requests?: boolean } = {}): readonly LoggedRequest[] {
    return this.entries.map(({ request, ...entry }) => (options.requests && request ? { ...entry, request } : entry));
  }

  clear(): void {
    this.entries = [];
  }
}
