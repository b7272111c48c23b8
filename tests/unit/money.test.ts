import { describe, expect, it } from "vitest";

import { LANDING_META } from "@/lib/content/landing";
import { COMMISSION, formatPrice, fromPaypalValue, PRICE, toPaypalValue } from "@/lib/money";
import { describe as describeAt } from "@/lib/seo";

describe("formatPrice", () => {
  it("writes cents as a currency amount with two decimals", () => {
    expect(formatPrice(500, "USD")).toBe("$5.00");
    expect(formatPrice(1999, "USD")).toBe("$19.99");
    expect(formatPrice(100_000, "USD")).toBe("$1,000.00");
  });

  it("drops the cents of whole amounts only when asked for whole units", () => {
    expect(formatPrice(500, "USD", { wholeUnits: true })).toBe("$5");
    expect(formatPrice(550, "USD", { wholeUnits: true })).toBe("$5.50");
  });

  it("gives the copy the spec's $5 and $1", () => {
    expect(PRICE).toBe("$5");
    expect(COMMISSION).toBe("$1");
    expect(describeAt(LANDING_META, PRICE)).toContain("Forge: $5 one-time permanent license");
  });
});

describe("PayPal values", () => {
  it("round-trips cents through PayPal's decimal strings", () => {
    expect(toPaypalValue(500)).toBe("5.00");
    expect(fromPaypalValue("5.00")).toBe(500);
    expect(fromPaypalValue("5")).toBe(500);
    expect(fromPaypalValue("5.001")).toBeNaN();
  });
});
