import { AppError } from "@/lib/api/errors";

/** The AppError a rate limiter's hit throws once over the limit; fails the test if the hit is allowed or fails otherwise. */
export async function refusal(hit: Promise<unknown>): Promise<AppError> {
  try {
    await hit;
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return error;
    throw error;
  }
  throw new Error("expected the hit to be refused");
}
