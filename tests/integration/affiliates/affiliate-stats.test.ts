import { afterEach, describe, expect, it } from "vitest";

import { affiliateStats } from "@/lib/affiliates/affiliate-stats";
import { statsPeriodSchema } from "@/lib/affiliates/stats-period";
import { prisma } from "@/lib/database/db";

import { createCommission } from "../../support/admin-fixtures";
import { createAffiliate } from "../../support/affiliate-session";
import { deletePurchases } from "../../support/purchase";

/** Read at a fixed moment: the last 30 UTC days are 2026-10-26 to 2026-11-24. */
const NOW = new Date("2026-11-24T10:00:00Z");

// Codes cascade to their visits; applications to their accounts.
afterEach(deletePurchases);

/** `visitors` distinct visitors of `code` on `day`. */
async function visits(code: string, day: string, visitors: number) {
  await prisma.referralVisit.createMany({
    data: Array.from({ length: visitors }, (_, i) => ({ code, day: new Date(day), visitorHash: new Uint8Array(32).fill(i + 1) })),
  });
}

/** A commission line of `code` recorded at `at`. */
async function sale(code: string, at: string, status: "PENDING" | "PAID" | "VOID" = "PENDING") {
  const line = await createCommission(code, status);
  return prisma.commission.update({ where: { id: line.id }, data: { createdAt: new Date(at) } });
}

/** Two affiliates: Ada with codes ADAONE and ADATWO, Bob with BOBONE; Ada's statistics are asked for. */
async function seed() {
  const ada = await createAffiliate({ name: "Ada" });
  const bob = await createAffiliate({ name: "Bob" });
  await prisma.referralCode.createMany({
    data: [
      { code: "ADAONE", applicationId: ada.applicationId },
      { code: "ADATWO", applicationId: ada.applicationId },
      { code: "BOBONE", applicationId: bob.applicationId },
    ],
  });
  await visits("ADAONE", "2026-11-24", 2);
  await visits("ADATWO", "2026-11-24", 1);
  await visits("ADAONE", "2026-11-20", 1);
  await visits("ADAONE", "2026-10-25", 1); // the day before the 30 days
  await visits("ADAONE", "2026-11-25", 1); // tomorrow
  await visits("BOBONE", "2026-11-24", 5);

  await sale("ADAONE", "2026-11-24T09:00:00Z");
  const paid = await sale("ADATWO", "2026-11-20T23:59:59.999Z", "PAID");
  // The paid sale refunded later: its clawback is no sale.
  await prisma.commission.create({
    data: {
      orderId: paid.orderId,
      kind: "CLAWBACK",
      code: "ADATWO",
      amountCents: -100,
      currency: "USD",
      holdUntil: NOW,
      createdAt: new Date("2026-11-24T08:00:00Z"),
    },
  });
  await sale("ADAONE", "2026-11-21T00:00:00Z", "VOID"); // refunded before payout
  await sale("ADAONE", "2026-10-25T23:59:59.999Z"); // the day before the 30 days
  await sale("ADAONE", "2026-11-25T00:00:00Z"); // tomorrow
  await sale("BOBONE", "2026-11-24T09:00:00Z");
  return { ada, bob };
}

const nonZero = (days: { day: string; clicks: number; sales: number }[]) => days.filter((d) => d.clicks > 0 || d.sales > 0);

describe("affiliateStats", () => {
  it("counts the affiliate's own clicks and unvoided sales per UTC day of the last 30 days, every day present", async () => {
    const { ada } = await seed();
    const stats = await affiliateStats(ada, { days: 30 }, NOW);

    expect(stats.period).toEqual({ from: "2026-10-26", to: "2026-11-24", days: 30 });
    expect(stats.days).toHaveLength(30);
    expect(stats.days[0]).toEqual({ day: "2026-10-26", clicks: 0, sales: 0 });
    expect(stats.days.at(-1)?.day).toBe("2026-11-24");
    expect(new Set(stats.days.map((d) => d.day)).size).toBe(30);
    expect(nonZero(stats.days)).toEqual([
      { day: "2026-11-20", clicks: 1, sales: 1 },
      { day: "2026-11-24", clicks: 3, sales: 1 },
    ]);
    expect(stats.totals).toEqual({ clicks: 4, sales: 2, conversionRate: 0.5, earnedCents: 200 });
  });

  it("counts only the days asked for: the last 7, or from and to", async () => {
    const { ada, bob } = await seed();

    const week = await affiliateStats(ada, { days: 7 }, NOW);
    expect(week.period).toEqual({ from: "2026-11-18", to: "2026-11-24", days: 7 });
    expect(week.days.map((d) => d.day)).toEqual(["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"]);

    const edge = await affiliateStats(ada, { from: "2026-10-25", to: "2026-10-25" }, NOW);
    expect(edge.period).toEqual({ from: "2026-10-25", to: "2026-10-25", days: null });
    expect(edge.days).toEqual([{ day: "2026-10-25", clicks: 1, sales: 1 }]);
    expect(edge.totals).toEqual({ clicks: 1, sales: 1, conversionRate: 1, earnedCents: 100 });

    const later = await affiliateStats(ada, { from: "2026-11-21", to: "2026-11-25" }, NOW);
    expect(nonZero(later.days)).toEqual([
      { day: "2026-11-24", clicks: 3, sales: 1 },
      { day: "2026-11-25", clicks: 1, sales: 1 },
    ]);

    const other = await affiliateStats(bob, { days: 7 }, NOW);
    expect(other.totals).toEqual({ clicks: 5, sales: 1, conversionRate: 0.2, earnedCents: 100 });
  });

  it("has no conversion rate without clicks, and zeros for an affiliate without codes", async () => {
    const { ada } = await seed();
    const quiet = await affiliateStats(ada, { from: "2026-11-01", to: "2026-11-10" }, NOW);
    expect(quiet.days).toHaveLength(10);
    expect(quiet.totals).toEqual({ clicks: 0, sales: 0, conversionRate: null, earnedCents: 0 });

    const newcomer = await createAffiliate({ name: "New" });
    const none = await affiliateStats(newcomer, { days: 7 }, NOW);
    expect(none.days).toHaveLength(7);
    expect(none.totals).toEqual({ clicks: 0, sales: 0, conversionRate: null, earnedCents: 0 });
  });

  it("refuses a period past 366 days from a caller that skipped the schema", async () => {
    const ada = await createAffiliate();
    await expect(affiliateStats(ada, { from: "2025-01-01", to: "2026-01-02" }, NOW)).rejects.toThrow(RangeError);
    await expect(affiliateStats(ada, { from: "2026-01-02", to: "2026-01-01" }, NOW)).rejects.toThrow(RangeError);
  });
});

describe("statsPeriodSchema", () => {
  it("takes ?days= of 7, 30 or 90, and a from/to pair of up to 366 days, which wins", () => {
    expect(statsPeriodSchema.parse({})).toEqual({ days: 30 });
    expect(statsPeriodSchema.parse({ days: "7" })).toEqual({ days: 7 });
    expect(statsPeriodSchema.parse({ days: "90", other: "x" })).toEqual({ days: 90 });
    expect(statsPeriodSchema.parse({ days: "7", from: "2026-11-01", to: "2026-11-30" })).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(statsPeriodSchema.parse({ from: "2024-01-01", to: "2024-12-31" })).toEqual({ from: "2024-01-01", to: "2024-12-31" });
    expect(statsPeriodSchema.parse({ from: "2026-11-24", to: "2026-11-24" })).toEqual({ from: "2026-11-24", to: "2026-11-24" });
  });

  it.each([
    ["an unknown number of days", { days: "31" }],
    ["days that are no number", { days: "abc" }],
    ["a repeated parameter", { days: ["7", "90"] }],
    ["from after to", { from: "2026-11-30", to: "2026-11-01" }],
    ["more than 366 days", { from: "2024-01-01", to: "2025-01-01" }],
    ["a day that does not exist", { from: "2026-02-30", to: "2026-03-10" }],
    ["a date in another format", { from: "24/11/2026", to: "2026-11-30" }],
    ["from without to", { from: "2026-11-01" }],
    ["no object at all", "days=7"],
  ])("falls back to the last 30 days for %s, never an error", async (_, input) => {
    const period = statsPeriodSchema.parse(input);
    expect(period).toEqual({ days: 30 });
    const ada = await createAffiliate();
    expect((await affiliateStats(ada, period, NOW)).period).toEqual({ from: "2026-10-26", to: "2026-11-24", days: 30 });
  });

  it("keeps a valid part when another is bad: ?days=7 with a broken from/to", () => {
    expect(statsPeriodSchema.parse({ days: "7", from: "2026-11-01", to: "nope" })).toEqual({ days: 7 });
  });
});
