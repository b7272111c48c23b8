import { afterEach, describe, expect, it, vi } from "vitest";

import { AppError, ERROR_CODES, toResponse } from "@/lib/api/errors";

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
});
