import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { saveExchangeRateAction } from "@/lib/admin/actions/tax";
import { prisma } from "@/lib/database/db";
import { usdCentsToEurCents, usdPerEurText } from "@/lib/tax/exchange-rate";
import { saveExchangeRateSchema } from "@/lib/tax/schemas";

import { signInAs, signOut } from "../../support/admin-session";

const CHECK_FIELDS = "Please check the highlighted fields.";

// The OSS return is in euros, at the ECB's rate of the quarter's last day (US dollars per euro).
describe("converting a return's dollars to euros", () => {
  it("divides by the ECB's rate and rounds once, half up: $4.20 at 1.0830 is €3.88, $0.80 is €0.74", () => {
    expect(usdCentsToEurCents(420, 1_083_000)).toBe(388); // 387.81
    expect(usdCentsToEurCents(80, 1_083_000)).toBe(74); // 73.87
    expect(usdCentsToEurCents(500, 1_000_000)).toBe(500);
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
    expect(usdCentsToEurCents(usd, rate)).toBe(eur);
  });

  it("converts a negative line (refunds above sales) to exactly the negative of the positive one, and zero to zero", () => {
    for (const [usd, rate] of [
      [1, 2_000_000],
      [3, 2_000_000],
      [420, 1_083_000],
      [80, 1_083_000],
    ] as const)
      expect(usdCentsToEurCents(-usd, rate)).toBe(-usdCentsToEurCents(usd, rate));
    expect(Object.is(usdCentsToEurCents(0, 1_083_000), 0)).toBe(true);
    expect(Object.is(usdCentsToEurCents(-1, 999_000_000), 0)).toBe(true);
  });

  it("keeps every digit of a large amount (integer arithmetic), and refuses what is no whole amount or rate", () => {
    expect(usdCentsToEurCents(9_007_199_254_740_991, 1_000_000)).toBe(9_007_199_254_740_991);
    expect(usdCentsToEurCents(9_007_199_254_740_991, 3_000_000)).toBe(3_002_399_751_580_330); // …330.33
    expect(() => usdCentsToEurCents(1.5, 1_000_000)).toThrow(RangeError);
    expect(() => usdCentsToEurCents(100, 0)).toThrow(RangeError);
    expect(() => usdCentsToEurCents(100, -1_083_000)).toThrow(RangeError);
    expect(() => usdCentsToEurCents(100, 1.5)).toThrow(RangeError);
  });

  it("writes a rate as the ECB does, four decimals at least, and reads it back exactly", () => {
    expect([1_083_000, 1_083_456, 1_000_000, 950_000, 12_345_678].map(usdPerEurText)).toEqual(["1.0830", "1.083456", "1.0000", "0.9500", "12.345678"]);
    for (const text of ["1.0830", "1.083456", "0.9500", "12.345678"]) {
      const { usdPerEurMicros } = saveExchangeRateSchema.parse({ quarter: "2026-Q4", usdPerEur: text });
      expect(usdPerEurText(usdPerEurMicros)).toBe(text);
    }
    expect(saveExchangeRateSchema.parse({ quarter: "2026-Q4", usdPerEur: " 1.083 " })).toEqual({ quarter: "2026-Q4", usdPerEurMicros: 1_083_000 });
    expect(saveExchangeRateSchema.parse({ quarter: "2026-Q4", usdPerEur: "2" })).toEqual({ quarter: "2026-Q4", usdPerEurMicros: 2_000_000 });
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

  it("saves the rate per quarter, replaces it when saved again, and audits each save with the rate before", async () => {
    expect(await saveExchangeRateAction({ quarter: "2026-Q4", usdPerEur: "1.0830" })).toEqual({
      ok: true,
      data: { quarter: "2026-Q4", usdPerEurMicros: 1_083_000, setBy: admin.username, setAt: expect.any(String) },
    });
    expect(await saveExchangeRateAction({ quarter: "2026-Q3", usdPerEur: "1.1" })).toMatchObject({ ok: true });
    expect(await saveExchangeRateAction({ quarter: "2026-Q4", usdPerEur: "1.0412" })).toMatchObject({ ok: true, data: { usdPerEurMicros: 1_041_200 } });
    expect(await prisma.taxExchangeRate.findMany({ orderBy: { quarter: "asc" } })).toEqual([
      { quarter: "2026-Q3", usdPerEurMicros: 1_100_000, setBy: admin.username, setAt: expect.any(Date) },
      { quarter: "2026-Q4", usdPerEurMicros: 1_041_200, setBy: admin.username, setAt: expect.any(Date) },
    ]);
    const audits = await prisma.auditLog.findMany({ where: { action: "tax.exchange_rate" }, orderBy: { createdAt: "asc" } });
    expect(audits.map((a) => ({ actor: a.actor, details: a.details }))).toEqual([
      { actor: admin.username, details: { quarter: "2026-Q4", usdPerEur: "1.0830", before: null } },
      { actor: admin.username, details: { quarter: "2026-Q3", usdPerEur: "1.1000", before: null } },
      { actor: admin.username, details: { quarter: "2026-Q4", usdPerEur: "1.0412", before: "1.0830" } },
    ]);
  });

  it.each([
    [{ quarter: "2026-Q4", usdPerEur: "1,0830" }, "usdPerEur"],
    [{ quarter: "2026-Q4", usdPerEur: "-1.08" }, "usdPerEur"],
    [{ quarter: "2026-Q4", usdPerEur: "0.0000" }, "usdPerEur"],
    [{ quarter: "2026-Q4", usdPerEur: "1.0830001" }, "usdPerEur"],
    [{ quarter: "2026-Q4", usdPerEur: "1e3" }, "usdPerEur"],
    [{ quarter: "2026-Q4", usdPerEur: "" }, "usdPerEur"],
    [{ quarter: "2026-Q5", usdPerEur: "1.0830" }, "quarter"],
    [{ quarter: "Q4 2026", usdPerEur: "1.0830" }, "quarter"],
  ])("refuses %j under %s and saves nothing", async (input, field) => {
    const result = await saveExchangeRateAction(input);
    expect(result).toMatchObject({ ok: false, error: CHECK_FIELDS, fieldErrors: { [field]: expect.any(String) } });
    expect(await prisma.taxExchangeRate.count()).toBe(0);
    expect(await prisma.auditLog.count({ where: { action: "tax.exchange_rate" } })).toBe(0);
  });
});
