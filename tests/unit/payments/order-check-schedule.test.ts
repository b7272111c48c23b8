import { describe, expect, it } from "vitest";

import { firstCheckAt, isExpired, nextCheckAt, ORDER_EXPIRY_MS } from "@/lib/payments/order-check-schedule";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const created = new Date(Date.UTC(2026, 10, 23, 12));
const age = (date: Date) => date.getTime() - created.getTime();
const nextAfterCheckAt = (ms: number) => age(nextCheckAt(created, new Date(created.getTime() + ms)));

describe("order check schedule", () => {
  it("checks at 2 min, 10 min, 1 h, 6 h, then every 6 h", () => {
    expect(age(firstCheckAt(created))).toBe(2 * MINUTE);
    expect(nextAfterCheckAt(2 * MINUTE)).toBe(10 * MINUTE);
    expect(nextAfterCheckAt(10 * MINUTE)).toBe(HOUR);
    expect(nextAfterCheckAt(HOUR)).toBe(6 * HOUR);
    expect(nextAfterCheckAt(6 * HOUR)).toBe(12 * HOUR);
    expect(nextAfterCheckAt(13 * HOUR)).toBe(18 * HOUR);
  });

  it("always schedules later than the check, however late the check ran", () => {
    for (const ms of [0, 1, 2 * MINUTE, 3 * HOUR + 7, 40 * HOUR, ORDER_EXPIRY_MS - 1, ORDER_EXPIRY_MS, 10 * ORDER_EXPIRY_MS])
      expect(nextAfterCheckAt(ms)).toBeGreaterThan(ms);
  });

  it("makes one last check at PayPal's expiry (72 h + 3 h), after which a check that finds no capture closes the order", () => {
    expect(ORDER_EXPIRY_MS).toBe(75 * HOUR);
    expect(nextAfterCheckAt(72 * HOUR)).toBe(ORDER_EXPIRY_MS);
    expect(isExpired(created, new Date(created.getTime() + ORDER_EXPIRY_MS - 1))).toBe(false);
    expect(isExpired(created, new Date(created.getTime() + ORDER_EXPIRY_MS))).toBe(true);
  });
});
