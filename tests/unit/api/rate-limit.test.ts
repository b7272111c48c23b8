import { describe, expect, it } from "vitest";

import { AppError } from "@/lib/api/errors";
import { createRateLimiter } from "@/lib/api/rate-limit";

function retryAfterOf(fn: () => void): number | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return error.details?.retryAfter as number;
    throw error;
  }
  return undefined;
}

describe("createRateLimiter", () => {
  it("allows the limit within a window, refuses the next hit with the seconds left, and resets after the window", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 10_000 });
    for (let i = 0; i < 3; i += 1) expect(retryAfterOf(() => limiter.hit("a", 1_000))).toBeUndefined();
    expect(retryAfterOf(() => limiter.hit("a", 4_000))).toBe(7);
    expect(retryAfterOf(() => limiter.hit("a", 11_000))).toBeUndefined();
  });

  it("counts each key on its own", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000 });
    limiter.hit("a", 0);
    expect(retryAfterOf(() => limiter.hit("b", 0))).toBeUndefined();
    expect(retryAfterOf(() => limiter.hit("a", 0))).toBe(10);
  });

  it("keeps at most maxKeys keys, forgetting the oldest", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.hit("a", 0);
    limiter.hit("b", 0);
    limiter.hit("c", 0);
    expect(retryAfterOf(() => limiter.hit("a", 1))).toBeUndefined();
  });
});
