import "server-only";

import { AppError } from "@/lib/api/errors";
import { credentials, paypalApiBase } from "@/lib/payments/paypal-client";

let token: { value: string; expiresAt: number } | undefined;

/** An OAuth access token, fetched once and reused until a minute before it expires. */
async function accessToken(): Promise<string> {
  if (token && token.expiresAt > Date.now() + 60_000) return token.value;
  const { oAuthClientId, oAuthClientSecret } = credentials();
  const res = await fetch(`${paypalApiBase()}/v1/oauth2/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${oAuthClientId}:${oAuthClientSecret}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
  if (!res.ok || !body.access_token) throw new AppError("service_unavailable", `PayPal refused the OAuth request (${res.status}).`);
  token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 300) * 1000 };
  return token.value;
}

/**
 * A PayPal REST call the server SDK does not cover (webhook signature
 * verification). Answers the status and the parsed JSON body.
 */
export async function paypalPost<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${paypalApiBase()}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${await accessToken()}`, "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as T };
}
