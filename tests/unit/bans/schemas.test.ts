import { describe, expect, it } from "vitest";

import { addBanSchema, normalisedBanValue } from "@/lib/bans/schemas";

describe("a ban's value", () => {
  it("is stored as the checks compare it: e-mail lower-case, payer id upper-case, UUID dashed lower-case", () => {
    expect(normalisedBanValue("EMAIL", " Buyer@Example.COM ")).toBe("buyer@example.com");
    expect(normalisedBanValue("PAYER_ID", "sandbxbuyer42")).toBe("SANDBXBUYER42");
    expect(normalisedBanValue("MINECRAFT_UUID", "069A79F444E94726A5BEFCA90E38AAF5")).toBe("069a79f4-44e9-4726-a5be-fca90e38aaf5");
  });

  it("is checked for its kind: an address, 13 letters and digits, or a Minecraft username or UUID", () => {
    const ok = (kind: string, value: string) => addBanSchema.safeParse({ kind, value, reason: "Charged back" }).success;
    expect(ok("EMAIL", "buyer@example.com")).toBe(true);
    expect(ok("EMAIL", "buyer")).toBe(false);
    expect(ok("PAYER_ID", "SANDBXBUYER42")).toBe(true);
    expect(ok("PAYER_ID", "SANDBXBUYER4")).toBe(false);
    expect(ok("MINECRAFT_UUID", "Notch")).toBe(true);
    expect(ok("MINECRAFT_UUID", "069a79f4-44e9-4726-a5be-fca90e38aaf5")).toBe(true);
    expect(ok("MINECRAFT_UUID", "no")).toBe(false);
    expect(ok("IP", "203.0.113.9")).toBe(false);
    expect(addBanSchema.safeParse({ kind: "EMAIL", value: "buyer@example.com", reason: "x" }).success).toBe(false);
    expect(addBanSchema.safeParse({ kind: "EMAIL", value: "buyer@example.com", reason: "Charged back", extra: 1 }).success).toBe(false);
  });
});
