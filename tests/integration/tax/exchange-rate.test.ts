import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { saveExchangeRateAction } from "@/lib/admin/actions/tax";
import { prisma } from "@/lib/database/db";
import { convertCents, EUR_PER_EUR_MICROS, perEurText } from "@/lib/tax/exchange-rate";
import { saveExchangeRateSchema } from "@/lib/tax/schemas";

import { signInAs, signOut } from "../../support/admin-session";

const CHECK_FIELDS = "Please check the highlighted fields.";

/** Cents of a currency at `rate` (units per euro, in millionths) to euro cents. */
const toEur = (cents: number, rate: number) => convertCents(cents, rate, EUR_PER_EUR_MICROS);

// The OSS return is in euros, at the ECB's rate of the quarter's last day (units of a currency per euro).
describe("converting a return's amounts to euros and pounds", () => {
  it("divides by the ECB's rate and rounds once, half up: $4.20 at 1.0830 is €3.88, $0.80 is €0.74", () => {
    expect(toEur(420, 1_083_000)).toBe(388); // 387.81
    expect(toEur(80, 1_083_000)).toBe(74); // 73.87
    expect(toEur(500, 1_000_000)).toBe(500);
  });

  it.each([
    // [US cents, rate in millionths, euro cents]: exact halves go up, just below half goes down.
    [1, 2_000_000, 1], // 0.5
    [3, 2_000_000, 2], // 1.5
    [4, 1_600_000, 3], // 2.5
    [12, 1_600_000, 8], // 7.5
    [2, 1_600_000, 1], // 1.25
    [499, 1_000_001, 499], // 498.9995
    [999_999, 2_000_000, 500_000], // 499999.5
  ])("%i cents at %i millionths are %i euro cents", (usd, rate, eur) => {
    expect(toEur(usd, rate)).toBe(eur);
  });

  it("converts a negative line (refunds above sales) to exactly the negative of the positive one, and zero to zero", () => {
    for (const [usd, rate] of [
      [1, 2_000_000],
      [3, 2_000_000],
      [420, 1_083_000],
      [80, 1_083_000],
    ] as const)
      expect(toEur(-usd, rate)).toBe(-toEur(usd, rate));
    expect(Object.is(toEur(0, 1_083_000), 0)).toBe(true);
    expect(Object.is(toEur(-1, 999_000_000), 0)).toBe(true);
  });

  it("keeps every digit of a large amount (integer arithmetic), and refuses what is no whole amount or rate", () => {
    expect(toEur(9_007_199_254_740_991, 1_000_000)).toBe(9_007_199_254_740_991);
    expect(toEur(9_007_199_254_740_991, 3_000_000)).toBe(3_002_399_751_580_330); // …330.33
    expect(() => toEur(1.5, 1_000_000)).toThrow(RangeError);
    expect(() => toEur(100, 0)).toThrow(RangeError);
    expect(() => toEur(100, -1_083_000)).toThrow(RangeError);
    expect(() => toEur(100, 1.5)).toThrow(RangeError);
    expect(() => convertCents(100, 1_083_000, 0)).toThrow(RangeError);
  });

  it("converts between two currencies at the cross rate of their euro rates, rounding once: $4.20 at 1.0830 and £0.8600 per euro is £3.34", () => {
    expect(convertCents(420, 1_083_000, 860_000)).toBe(334); // 333.52
    // Rounded once, not through euros: 1 cent at 2 and 3 per euro is 1.5 → 2 cents; through euros it would be 0.5 → 1 → 3.
    expect(convertCents(1, 2_000_000, 3_000_000)).toBe(2); // 1.5
    expect(convertCents(3, 3_000_000, 2_000_000)).toBe(2); // 2
    expect(convertCents(-420, 1_083_000, 860_000)).toBe(-334);
    expect(convertCents(499, 860_000, 860_000)).toBe(499);
  });

  it("writes a rate as the ECB does, four decimals at least, and reads it back exactly", () => {
    expect([1_083_000, 1_083_456, 1_000_000, 950_000, 12_345_678].map(perEurText)).toEqual(["1.0830", "1.083456", "1.0000", "0.9500", "12.345678"]);
    for (const text of ["1.0830", "1.083456", "0.9500", "12.345678"]) {
      const { perEurMicros } = saveExchangeRateSchema.parse({ quarter: "2026-Q4", currency: "USD", perEur: text });
      expect(perEurText(perEurMicros)).toBe(text);
    }
    expect(saveExchangeRateSchema.parse({ quarter: "2026-Q4", currency: "USD", perEur: " 1.083 " })).toEqual({
      quarter: "2026-Q4",
      currency: "USD",
      perEurMicros: 1_083_000,
    });
    expect(saveExchangeRateSchema.parse({ quarter: "2026-Q4", currency: "SEK", perEur: "11.2" })).toEqual({
      quarter: "2026-Q4",
      currency: "SEK",
      perEurMicros: 11_200_000,
    });
  });
});

describe("saving a quarter's exchange rate", () => {
  let admin: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    admin = await signInAs();
  });
  afterAll(signOut);
  afterEach(async () => {
    await prisma.taxExchangeRate.deleteMany();
    await prisma.auditLog.deleteMany();
  });

  it("saves a rate per quarter and currency, replaces it when saved again, and audits each save with the rate before", async () => {
    expect(await saveExchangeRateAction({ quarter: "2026-Q4", currency: "USD", perEur: "1.0830" })).toEqual({
      ok: true,
      data: { quarter: "2026-Q4", currency: "USD", perEurMicros: 1_083_000, setBy: admin.username, setAt: expect.any(String) },
    });
    expect(await saveExchangeRateAction({ quarter: "2026-Q3", currency: "USD", perEur: "1.1" })).toMatchObject({ ok: true });
    expect(await saveExchangeRateAction({ quarter: "2026-Q4", currency: "GBP", perEur: "0.86" })).toMatchObject({ ok: true });
    expect(await saveExchangeRateAction({ quarter: "2026-Q4", currency: "USD", perEur: "1.0412" })).toMatchObject({
      ok: true,
      data: { currency: "USD", perEurMicros: 1_041_200 },
    });
    expect(await prisma.taxExchangeRate.findMany({ orderBy: [{ quarter: "asc" }, { currency: "asc" }] })).toEqual([
      { quarter: "2026-Q3", currency: "USD", unitsPerEurMicros: 1_100_000, setBy: admin.username, setAt: expect.any(Date) },
      { quarter: "2026-Q4", currency: "GBP", unitsPerEurMicros: 860_000, setBy: admin.username, setAt: expect.any(Date) },
      { quarter: "2026-Q4", currency: "USD", unitsPerEurMicros: 1_041_200, setBy: admin.username, setAt: expect.any(Date) },
    ]);
    const audits = await prisma.auditLog.findMany({ where: { action: "tax.exchange_rate" }, orderBy: { createdAt: "asc" } });
    expect(audits.map((a) => ({ actor: a.actor, details: a.details }))).toEqual([
      { actor: admin.username, details: { quarter: "2026-Q4", currency: "USD", perEur: "1.0830", before: null } },
      { actor: admin.username, details: { quarter: "2026-Q3", currency: "USD", perEur: "1.1000", before: null } },
      { actor: admin.username, details: { quarter: "2026-Q4", currency: "GBP", perEur: "0.8600", before: null } },
      { actor: admin.username, details: { quarter: "2026-Q4", currency: "USD", perEur: "1.0412", before: "1.0830" } },
    ]);
  });

  it.each([
    [{ quarter: "2026-Q4", currency: "USD", perEur: "1,0830" }, "perEur"],
    [{ quarter: "2026-Q4", currency: "USD", perEur: "-1.08" }, "perEur"],
    [{ quarter: "2026-Q4", currency: "USD", perEur: "0.0000" }, "perEur"],
    [{ quarter: "2026-Q4", currency: "USD", perEur: "1.0830001" }, "perEur"],
    [{ quarter: "2026-Q4", currency: "USD", perEur: "1e3" }, "perEur"],
    [{ quarter: "2026-Q4", currency: "USD", perEur: "" }, "perEur"],
    [{ quarter: "2026-Q5", currency: "USD", perEur: "1.0830" }, "quarter"],
    [{ quarter: "Q4 2026", currency: "USD", perEur: "1.0830" }, "quarter"],
    // The euro needs no rate, and a currency the shop does not price in has none to save.
    [{ quarter: "2026-Q4", currency: "EUR", perEur: "1.0000" }, "currency"],
    [{ quarter: "2026-Q4", currency: "JPY", perEur: "160.5" }, "currency"],
    [{ quarter: "2026-Q4", currency: "usd", perEur: "1.0830" }, "currency"],
  ])("refuses %j under %s and saves nothing", async (input, field) => {
    const result = await saveExchangeRateAction(input as Parameters<typeof saveExchangeRateAction>[0]);
    expect(result).toMatchObject({ ok: false, error: CHECK_FIELDS, fieldErrors: { [field]: expect.any(String) } });
    expect(await prisma.taxExchangeRate.count()).toBe(0);
    expect(await prisma.auditLog.count({ where: { action: "tax.exchange_rate" } })).toBe(0);
  });
});
