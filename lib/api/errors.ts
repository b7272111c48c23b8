import "server-only";

import { NextResponse } from "next/server";

import { log } from "@/lib/log";

/** The only error codes an API answers with, and their HTTP statuses. */
export const ERROR_CODES = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable_entity: 422,
  rate_limited: 429,
  internal: 500,
  /** An upstream service (PayPal, Mojang) failed; the request may be retried. */
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
  return NextResponse.json({ error: { code, message, ...(fields && { fields }) } }, { status: ERROR_CODES[code], headers });
}

/** Maps anything thrown in a handler to `{ error: { code, message } }`; unexpected errors are logged, never shown. */
export function toResponse(error: unknown) {
  if (error instanceof AppError) {
    const { retryAfter, fields } = error.details ?? {};
    return errorResponse(
      error.code,
      error.message,
      typeof retryAfter === "number" ? { "Retry-After": String(retryAfter) } : undefined,
      fields && typeof fields === "object" ? (fields as Record<string, string>) : undefined,
    );
  }
  log.error("unhandled error", { error: error instanceof Error ? error.stack : String(error) });
  return errorResponse("internal", "Something went wrong");
}
