import { expect } from "vitest";

import { AppError, type ErrorCode } from "@/lib/api/errors";

/** Fails unless `promise` rejects with the AppError of `code` (a refusal the caller is shown, not a crash). */
export async function rejects(promise: Promise<unknown>, code: ErrorCode): Promise<void> {
  const error = await promise.then(
    () => expect.unreachable(`expected a refusal with AppError("${code}"), but the call succeeded`),
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
}
