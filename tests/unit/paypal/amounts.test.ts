import { describe, expect, it } from "vitest";

import { AppError } from "@/lib/api/errors";
import { fromPaypalValue } from "@/lib/money";
import { centsToUsdValue } from "@/lib/paypal/amounts";

describe("centsToUsdValue", () => {
  it("writes integer cents as PayPal's two-decimal USD value", () => {
    expect(centsToUsdValue(1)).toBe("0.01");
    expect(centsToUsdValue(10)).toBe("0.10");
    expect(centsToUsdValue(100)).toBe("1.00");
    expect(centsToUsdValue(987)).toBe("9.87");
    expect(centsToUsdValue(123_456_789)).toBe("1234567.89");
  });

  it("is exact up to the largest integer a double holds", () => {
    expect(centsToUsdValue(Number.MAX_SAFE_INTEGER)).toBe("90071992547409.91");
    expect(centsToUsdValue(29)).toBe("0.29");
    expect(centsToUsdValue(57)).toBe("0.57");
    expect(centsToUsdValue(100_000_029)).toBe("1000000.29");
  });

  it.each([0, -1, -100, 1.5, 0.01, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])("refuses %s cents with a bad_request", (cents) => {
    const error = (() => {
      try {
        centsToUsdValue(cents);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("bad_request");
    expect((error as AppError).message).toMatch(/positive whole number of cents/);
  });
});

describe("fromPaypalValue", () => {
  it("reads PayPal's values exactly, with one, two or no decimals", () => {
    expect(fromPaypalValue("9.87")).toBe(987);
    expect(fromPaypalValue("0.01")).toBe(1);
    expect(fromPaypalValue("1.0")).toBe(100);
    expect(fromPaypalValue("1")).toBe(100);
    expect(fromPaypalValue("0.00")).toBe(0);
    expect(fromPaypalValue("1234567.89")).toBe(123_456_789);
  });

  it("round-trips every conversion", () => {
    for (const cents of [1, 9, 10, 99, 100, 101, 999, 1000, 123_456, Number.MAX_SAFE_INTEGER]) expect(fromPaypalValue(centsToUsdValue(cents))).toBe(cents);
  });

  it.each(["", "1.234", "-1.00", "+1.00", "1e3", " 1.00", "1.00 ", "1,00", ".50", "1.", "abc", "99999999999999999.00"])("refuses %j", (value) => {
    expect(fromPaypalValue(value)).toBeNaN();
  });
});
