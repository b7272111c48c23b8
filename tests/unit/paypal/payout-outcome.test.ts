import { describe, expect, it } from "vitest";

import { payoutOutcome, payoutOutcomeOfEvent, payoutStatusOfEvent, UNCLAIMED_RETURN_DAYS } from "@/lib/paypal/payout-outcome";

const DAY = 86_400_000;
const now = new Date("2026-11-23T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe("payoutOutcome", () => {
  it("pays a SUCCESS item", () => {
    expect(payoutOutcome("SUCCESS")).toEqual({ outcome: "paid" });
  });

  it.each([
    ["FAILED", "failed"],
    ["RETURNED", "returned"],
    ["BLOCKED", "blocked"],
    ["REFUNDED", "refunded"],
    ["REVERSED", "reversed"],
    ["DENIED", "denied"],
    ["CANCELED", "canceled"],
  ])("puts a %s item's amount back with the reason %s", (status, reason) => {
    expect(payoutOutcome(status)).toEqual({ outcome: "returned", reason });
  });

  it.each(["PENDING", "ONHOLD", "HELD", "NEW"])("waits on a %s item", (status) => {
    expect(payoutOutcome(status)).toEqual({ outcome: "pending" });
  });

  it("waits on an unknown status rather than paying or returning on a guess", () => {
    expect(payoutOutcome("SOMETHING_NEW")).toEqual({ outcome: "pending" });
    expect(payoutOutcome("success")).toEqual({ outcome: "pending" });
    expect(payoutOutcome("")).toEqual({ outcome: "pending" });
  });

  it(`keeps UNCLAIMED pending for ${UNCLAIMED_RETURN_DAYS} days, then returns it as unclaimed`, () => {
    expect(UNCLAIMED_RETURN_DAYS).toBe(30);
    expect(payoutOutcome("UNCLAIMED", { since: daysAgo(1), now })).toEqual({ outcome: "pending" });
    expect(payoutOutcome("UNCLAIMED", { since: new Date(now.getTime() - 30 * DAY + 1000), now })).toEqual({ outcome: "pending" });
    expect(payoutOutcome("UNCLAIMED", { since: daysAgo(30), now })).toEqual({ outcome: "returned", reason: "unclaimed" });
    expect(payoutOutcome("UNCLAIMED", { since: daysAgo(45).toISOString(), now })).toEqual({ outcome: "returned", reason: "unclaimed" });
  });

  it("keeps UNCLAIMED pending when it cannot tell since when (PayPal then sends RETURNED itself)", () => {
    expect(payoutOutcome("UNCLAIMED", { now })).toEqual({ outcome: "pending" });
    expect(payoutOutcome("UNCLAIMED", { since: null, now })).toEqual({ outcome: "pending" });
    expect(payoutOutcome("UNCLAIMED", { since: "not a date", now })).toEqual({ outcome: "pending" });
  });
});

describe("payout item webhook event types", () => {
  it.each([
    ["PAYMENT.PAYOUTS-ITEM.SUCCEEDED", "SUCCESS", { outcome: "paid" }],
    ["PAYMENT.PAYOUTS-ITEM.FAILED", "FAILED", { outcome: "returned", reason: "failed" }],
    ["PAYMENT.PAYOUTS-ITEM.RETURNED", "RETURNED", { outcome: "returned", reason: "returned" }],
    ["PAYMENT.PAYOUTS-ITEM.BLOCKED", "BLOCKED", { outcome: "returned", reason: "blocked" }],
    ["PAYMENT.PAYOUTS-ITEM.REFUNDED", "REFUNDED", { outcome: "returned", reason: "refunded" }],
    ["PAYMENT.PAYOUTS-ITEM.DENIED", "DENIED", { outcome: "returned", reason: "denied" }],
    ["PAYMENT.PAYOUTS-ITEM.CANCELED", "CANCELED", { outcome: "returned", reason: "canceled" }],
    ["PAYMENT.PAYOUTS-ITEM.HELD", "ONHOLD", { outcome: "pending" }],
    ["PAYMENT.PAYOUTS-ITEM.UNCLAIMED", "UNCLAIMED", { outcome: "pending" }],
  ])("%s reports %s", (type, status, outcome) => {
    expect(payoutStatusOfEvent(type)).toBe(status);
    expect(payoutOutcomeOfEvent(type, { now })).toEqual(outcome);
  });

  it("returns an UNCLAIMED event's amount once 30 days have passed", () => {
    expect(payoutOutcomeOfEvent("PAYMENT.PAYOUTS-ITEM.UNCLAIMED", { since: daysAgo(31), now })).toEqual({ outcome: "returned", reason: "unclaimed" });
  });

  it.each([
    "PAYMENT.CAPTURE.COMPLETED",
    "PAYMENT.PAYOUTSBATCH.SUCCESS",
    "PAYMENT.PAYOUTS-ITEM.",
    "PAYMENT.PAYOUTS-ITEM.EXPLODED",
    "payment.payouts-item.succeeded",
  ])("knows %s is no item outcome", (type) => {
    expect(payoutStatusOfEvent(type)).toBeNull();
    expect(payoutOutcomeOfEvent(type)).toBeNull();
  });
});
