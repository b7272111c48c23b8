import { describe, expect, it } from "vitest";

import { giftState } from "@/lib/gifts/gift-state";

const at = new Date("2026-12-01T10:00:00Z");
const unpaid = { codeHash: null, redeemedAt: null, redeemedUsername: null, voidedAt: null, voidReason: null };
const paid = { ...unpaid, codeHash: "a".repeat(64) };

describe("giftState", () => {
  it("is pending until paid (no code yet), then unredeemed", () => {
    expect(giftState(unpaid)).toEqual({ state: "pending" });
    expect(giftState(paid)).toEqual({ state: "unredeemed" });
  });

  it("names who redeemed it and when", () => {
    expect(giftState({ ...paid, redeemedAt: at, redeemedUsername: "Gift_Friend" })).toEqual({ state: "redeemed", username: "Gift_Friend", at });
  });

  it("is voided, with its reason, once a refund voided it", () => {
    expect(giftState({ ...paid, voidedAt: at, voidReason: "Payment refunded" })).toEqual({ state: "voided", at, reason: "Payment refunded" });
  });
});
