import { afterEach, describe, expect, it, vi } from "vitest";

import { AppError, ERROR_CODES, toResponse } from "@/lib/api/errors";
import { z } from "@/lib/validation/zod";

describe("toResponse", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(Object.entries(ERROR_CODES))("answers an AppError %s with status %i and its message", async (code, status) => {
    const response = toResponse(new AppError(code as keyof typeof ERROR_CODES, "Told to the client."));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code, message: "Told to the client." } });
  });

  it("hides an unexpected error behind a generic 500 and logs it on the server", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = toResponse(new Error("connection string postgres://secret@db leaked"));
    expect(response.status).toBe(500);
    const body = JSON.stringify(await response.json());
    expect(body).toBe(JSON.stringify({ error: { code: "internal", message: "Something went wrong" } }));
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[0])).toContain("unhandled error");
  });

  it("answers a ZodError that escapes with a 400 bad_request naming each field's problem", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const schema = z.object({ username: z.string().min(3, "Too short"), nested: z.object({ email: z.email("Invalid email format") }) });
    const result = schema.safeParse({ username: "ab", nested: { email: "nope" } });
    expect(result.success).toBe(false);
    const response = toResponse(result.error);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "bad_request", message: "Too short", fields: { username: "Too short", "nested.email": "Invalid email format" } },
    });
    expect(logged).not.toHaveBeenCalled();
  });
});
