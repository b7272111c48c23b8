import "server-only";

import { NextResponse } from "next/server";

import { rateLimitHeaders, type RateLimitState } from "@/lib/api/rate-limit-headers";
import type { ApiErrorBody } from "@/lib/api/schemas";
import { databaseErrorReason, isDatabaseUnavailable } from "@/lib/database/is-database-unavailable";
import { log } from "@/lib/log";
import { z } from "@/lib/validation/zod";

/** The only error codes an API answers with, and their HTTP statuses. */
export const ERROR_CODES = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** The request body is over the route's byte limit (lib/api/read-body.ts). */
  payload_too_large: 413,
  unprocessable_entity: 422,
  rate_limited: 429,
  internal: 500,
  /** An upstream service (PayPal, Mojang) or the database failed; the request may be retried. */
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export function errorResponse(code: ErrorCode, message: string, headers?: HeadersInit, fields?: Record<string, string>) {
  return NextResponse.json({ error: { code, message, ...(fields && { fields }) } } satisfies ApiErrorBody, { status: ERROR_CODES[code], headers });
}

/** Input problems as a 400: the first one is the message, and each field's first one is listed by path ("a.b"; "body" for the whole input). */
export function badRequest(issues: readonly { path: readonly PropertyKey[]; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "body";
    fields[key] ??= issue.message;
  }
  const [first] = issues;
  return new AppError("bad_request", first ? first.message : "Invalid request.", { fields });
}

/** Seconds a client should wait before retrying while the database is unreachable: a restart takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Maps anything thrown in a handler to `{ error: { code, message } }`; unexpected errors are logged, never shown.
 * `details.retryAfter` becomes Retry-After, `details.rateLimit` the RateLimit fields.
 * An unreachable database (a restart, an outage) is a 503 with Retry-After, not a 500: nothing is wrong with the request.
 * A ZodError that escapes (a `schema.parse` outside parseWith) is the request's fault: a 400 like parseWith's.
 */
export function toResponse(error: unknown): NextResponse {
  if (error instanceof z.ZodError) return toResponse(badRequest(error.issues));
  if (error instanceof AppError) {
    const { retryAfter, rateLimit, fields } = error.details ?? {};
    // A rate limit's 429 also names its policy and state (RateLimit-Policy, RateLimit; lib/api/rate-limit-headers.ts).
    const headers = {
      ...(typeof retryAfter === "number" && { "Retry-After": String(retryAfter) }),
      ...(typeof rateLimit === "object" && rateLimit !== null ? rateLimitHeaders([rateLimit as RateLimitState]) : {}),
    };
    return errorResponse(
      error.code,
      error.message,
      Object.keys(headers).length > 0 ? headers : undefined,
      fields && typeof fields === "object" ? (fields as Record<string, string>) : undefined,
    );
  }
  if (isDatabaseUnavailable(error)) {
    log.warn("database unreachable", { error: databaseErrorReason(error) });
    return errorResponse("service_unavailable", "The service is temporarily unavailable. Please try again in a moment.", {
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
  log.error("unhandled error", { error: error instanceof Error ? error.stack : String(error) });
  return errorResponse("internal", "Something went wrong");
}
