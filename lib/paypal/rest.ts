import "server-only";

import { AppError } from "@/lib/api/errors";
import { credentials, paypalApiBase } from "@/lib/paypal/client";

let token: { value: string; expiresAt: number } | undefined;

const TIMEOUT_MS = 15_000;

/** fetch, with "PayPal cannot be reached" (DNS, refused connection, timeout) as a 503 that names no secret. */
async function reach(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "did not answer in time" : "could not be reached";
    throw new AppError("service_unavailable", `PayPal ${reason}; try again in a moment.`);
  }
}

/** An OAuth access token, fetched once and reused until a minute before it expires. */
async function accessToken(): Promise<string> {
  if (token && token.expiresAt > Date.now() + 60_000) return token.value;
  const { oAuthClientId, oAuthClientSecret } = credentials();
  const res = await reach(`${paypalApiBase()}/v1/oauth2/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${oAuthClientId}:${oAuthClientSecret}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
  });
  const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
  if (!res.ok || !body.access_token) throw new AppError("service_unavailable", `PayPal refused the OAuth request (${res.status}).`);
  token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 300) * 1000 };
  return token.value;
}

interface PaypalRequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead (the disputes' provide-evidence takes files). */
  form?: FormData;
  /** PayPal-Request-Id: PayPal answers a repeat of it with the first answer instead of acting twice. */
  requestId?: string;
}

/**
 * A PayPal REST call the server SDK does not cover (webhook signature
 * verification, Payouts), on the one cached OAuth token. Answers the status
 * and the parsed JSON body ({} when there is none); throws AppError
 * service_unavailable when PayPal cannot be reached.
 */
export async function paypalRequest<T>(method: "GET" | "POST", path: string, options: PaypalRequestOptions = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { authorization: `Bearer ${await accessToken()}` };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.requestId !== undefined) headers["paypal-request-id"] = options.requestId;
  // fetch writes a FormData's content type itself, with its boundary.
  const body = options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const res = await reach(`${paypalApiBase()}${path}`, { method, headers, body });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as T };
}

/** POST with a JSON body (webhook signature verification). */
export function paypalPost<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  return paypalRequest<T>("POST", path, { body });
}
