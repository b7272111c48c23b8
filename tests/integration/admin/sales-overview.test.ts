import { createHash } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { MAX_OVERVIEW_CODES } from "@/lib/admin/overview-breakdown";
import { salesOverview } from "@/lib/admin/sales-overview";
import { overviewRangeSchema } from "@/lib/admin/schemas";
import { prisma } from "@/lib/database/db";
import { revokeForRefund } from "@/lib/payments/revoke-for-refund";

import { createLicense, createOrder, deleteAdminData } from "../../support/admin-fixtures";

const NOW = new Date("2026-03-15T12:00:00.000Z");
const at = (iso: string) => new Date(iso);
const hash = (n: number) => new Uint8Array(createHash("sha256").update(String(n)).digest());
const visit = (day: string, n: number) => ({ day: at(`${day}T00:00:00.000Z`), visitorHash: hash(n) });

afterEach(async () => {
  await deleteAdminData();
  await prisma.checkoutVisit.deleteMany();
});

/** A month of a small shop: paid, refunded, unpaid and closed orders, licenses and visitors on either side of the period. */
async function seedShop() {
  // Paid on 03-14 for an odd amount: the cents are summed exactly.
  await createOrder({ amountCents: 1234, createdAt: at("2026-03-14T10:00:00.000Z"), capturedAt: at("2026-03-14T10:01:00.000Z") });
  // Created just before midnight, captured just after, refunded the same morning: a sale of 03-15 and its refund.
  await createOrder({
    status: "REFUNDED",
    createdAt: at("2026-03-14T23:59:59.999Z"),
    capturedAt: at("2026-03-15T00:00:00.500Z"),
    refundedAt: at("2026-03-15T09:00:00.000Z"),
  });
  await createOrder({ status: "CREATED", captureId: null, capturedAt: null, createdAt: at("2026-03-13T08:00:00.000Z") });
  await createOrder({ status: "CLOSED", captureId: null, capturedAt: null, createdAt: at("2026-03-10T08:00:00.000Z") });
  // Sold in February (only the 90 days see it), charged back on 03-02 (both see the reversal).
  await createOrder({
    status: "REVERSED",
    createdAt: at("2026-02-01T08:00:00.000Z"),
    capturedAt: at("2026-02-01T08:02:00.000Z"),
    refundedAt: at("2026-03-02T15:00:00.000Z"),
  });
  // Tomorrow (UTC) is outside any period that ends today.
  await createOrder({ createdAt: at("2026-03-16T00:00:00.000Z"), capturedAt: at("2026-03-16T00:00:01.000Z") });
  await createLicense({ addedAt: at("2026-03-15T00:00:00.000Z") });
  await createLicense({ addedAt: at("2026-02-01T08:02:00.000Z"), source: "ADMIN" });
  await prisma.checkoutVisit.createMany({
    data: [visit("2026-03-14", 1), visit("2026-03-14", 2), visit("2026-03-14", 3), visit("2026-03-15", 1), visit("2026-02-10", 9)],
  });
}

describe("salesOverview", () => {
  it("has every UTC day of the last 30, today included, with zeros on quiet days and money in exact cents", async () => {
    await seedShop();
    const overview = await salesOverview(30, NOW);

    expect(overview).toMatchObject({ range: 30, from: "2026-02-14", to: "2026-03-15", currency: "USD" });
    expect(overview.days).toHaveLength(30);
    expect(overview.days.map((d) => d.day).slice(0, 2)).toEqual(["2026-02-14", "2026-02-15"]);
    const day = (iso: string) => overview.days.find((d) => d.day === iso);
    const zero = { revenueCents: 0, paidOrders: 0, refundCents: 0, refunds: 0, newLicenses: 0, visits: 0, createdOrders: 0 };
    expect(day("2026-02-20")).toEqual({ day: "2026-02-20", ...zero });
    expect(day("2026-03-14")).toEqual({ day: "2026-03-14", ...zero, revenueCents: 1234, paidOrders: 1, createdOrders: 2, visits: 3 });
    expect(day("2026-03-15")).toEqual({
      day: "2026-03-15",
      ...zero,
      revenueCents: 500,
      paidOrders: 1,
      refundCents: 500,
      refunds: 1,
      newLicenses: 1,
      visits: 1,
    });
    // The chargeback counts on the day the money went back, though the sale is older than the period.
    expect(day("2026-03-02")).toEqual({ day: "2026-03-02", ...zero, refundCents: 500, refunds: 1 });
    expect(day("2026-03-13")).toMatchObject({ createdOrders: 1, paidOrders: 0 });
    expect(day("2026-03-10")).toMatchObject({ createdOrders: 1, paidOrders: 0 });

    expect(overview.totals).toEqual({
      revenueCents: 1734,
      paidOrders: 2,
      refundCents: 1000,
      refunds: 2,
      netCents: 734,
      newLicenses: 1,
      visits: 4,
      createdOrders: 4,
      conversion: 0.5,
      paidRate: 0.5,
    });
  });

  it("widens to 90 days: the February sale, license and visitor count too", async () => {
    await seedShop();
    const overview = await salesOverview(90, NOW);
    expect(overview.days).toHaveLength(90);
    expect(overview).toMatchObject({ from: "2025-12-16", to: "2026-03-15" });
    expect(overview.totals).toMatchObject({
      revenueCents: 2234,
      paidOrders: 3,
      refundCents: 1000,
      netCents: 1234,
      newLicenses: 2,
      visits: 5,
      createdOrders: 5,
    });
  });

  it("answers zeros, and no conversion, for a shop without sales or visitors", async () => {
    const overview = await salesOverview(30, NOW);
    expect(overview.days.every((d) => d.revenueCents === 0 && d.visits === 0 && d.createdOrders === 0)).toBe(true);
    expect(overview.totals).toMatchObject({ revenueCents: 0, netCents: 0, conversion: null, paidRate: null });
  });

  it("counts a refund on the day PayPal reported it: the refund handler records refunded_at, a later reversal keeps it", async () => {
    const order = await createOrder({ createdAt: at("2026-01-05T10:00:00.000Z"), capturedAt: at("2026-01-05T10:01:00.000Z") });
    const before = new Date();
    expect(await revokeForRefund(order.captureId ?? "", "REFUNDED")).toBe(true);
    const refunded = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(refunded.status).toBe("REFUNDED");
    expect(refunded.refundedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime());

    expect(await revokeForRefund(order.captureId ?? "", "REVERSED")).toBe(true);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).refundedAt).toEqual(refunded.refundedAt);

    const today = (await salesOverview(30)).days.at(-1);
    expect(today).toMatchObject({ refundCents: 500, refunds: 1, revenueCents: 0 });
  });
});

describe("salesOverview per creator code and per sale", () => {
  const sale = (label: string, startsAt: string, endsAt: string, cancelledAt: string | null = null) =>
    prisma.sale.create({
      data: { label, priceCents: 400, startsAt: at(startsAt), endsAt: at(endsAt), cancelledAt: cancelledAt ? at(cancelledAt) : null, createdBy: "admin" },
    });
  const paid = (capturedAt: string, data: Parameters<typeof createOrder>[0] = {}) =>
    createOrder({ listPriceCents: 500, createdAt: at(capturedAt), capturedAt: at(capturedAt), ...data });

  /** Two codes, a sale inside the period, one straddling its start, one before it and one cancelled before it began. */
  async function seedCodesAndSales() {
    const spring = await sale("Spring sale", "2026-03-01T00:00:00.000Z", "2026-03-08T00:00:00.000Z");
    const winter = await sale("Winter sale", "2026-02-10T00:00:00.000Z", "2026-02-20T00:00:00.000Z");
    await sale("December sale", "2025-12-20T00:00:00.000Z", "2025-12-22T00:00:00.000Z");
    await sale("Never ran", "2026-03-10T00:00:00.000Z", "2026-03-12T00:00:00.000Z", "2026-03-09T00:00:00.000Z");
    await paid("2026-03-02T10:00:00.000Z", { saleId: spring.id, referralCode: "TECHNO", discountCents: 40, amountCents: 360 });
    // Refunded: in the revenue (gross, as the overview counts it), and again in the refunded column.
    await paid("2026-03-10T10:00:00.000Z", {
      referralCode: "TECHNO",
      discountCents: 50,
      amountCents: 450,
      status: "REFUNDED",
      refundedAt: at("2026-03-11T10:00:00.000Z"),
    });
    await paid("2026-03-03T10:00:00.000Z", { saleId: spring.id, referralCode: "YOUTUBE", amountCents: 400 });
    await paid("2026-03-04T10:00:00.000Z", { saleId: spring.id, amountCents: 400, status: "REVERSED", refundedAt: at("2026-03-05T10:00:00.000Z") });
    // Never paid: neither code nor sale counts it.
    await createOrder({
      saleId: spring.id,
      referralCode: "TECHNO",
      status: "CREATED",
      captureId: null,
      capturedAt: null,
      createdAt: at("2026-03-05T10:00:00.000Z"),
    });
    // Paid before the 30 days: only the 90 days count it for its code.
    await paid("2026-01-20T10:00:00.000Z", { referralCode: "TECHNO", discountCents: 50, amountCents: 450 });
    // The winter sale began before the 30 days: it is shown whole, its order before the period included.
    await paid("2026-02-11T10:00:00.000Z", { saleId: winter.id, amountCents: 400 });
    await paid("2026-02-15T10:00:00.000Z", { saleId: winter.id, amountCents: 400 });
    return { spring, winter };
  }

  it("groups the period's paid orders per code, most revenue first, with the discount given and the refunds since", async () => {
    await seedCodesAndSales();
    const overview = await salesOverview(30, NOW);
    expect(overview.byCode).toEqual([
      { code: "TECHNO", currency: "USD", paidOrders: 2, revenueCents: 810, discountCents: 90, refunds: 1, refundCents: 450 },
      { code: "YOUTUBE", currency: "USD", paidOrders: 1, revenueCents: 400, discountCents: 0, refunds: 0, refundCents: 0 },
    ]);
    expect((await salesOverview(90, NOW)).byCode[0]).toEqual({
      code: "TECHNO",
      currency: "USD",
      paidOrders: 3,
      revenueCents: 1260,
      discountCents: 140,
      refunds: 1,
      refundCents: 450,
    });
  });

  it("counts a pack's code discount on each of its licenses, and a pack refunded in part by what its seats gave back", async () => {
    const spring = await sale("Spring sale", "2026-03-01T00:00:00.000Z", "2026-03-08T00:00:00.000Z");
    const seat = (position: number, refunded: boolean) => ({
      position,
      isGift: true,
      amountCents: 360,
      refundedAt: refunded ? at("2026-03-06T00:00:00.000Z") : null,
      refundReason: refunded ? "x" : null,
    });
    // Three licenses at $4.00, less the code's $0.40 each: $10.80, one seat of it refunded.
    await paid("2026-03-05T10:00:00.000Z", {
      amountCents: 1080,
      quantity: 3,
      discountCents: 40,
      referralCode: "PACKCODE",
      saleId: spring.id,
      username: null,
      minecraftUuid: null,
      seats: { create: [seat(1, false), seat(2, true), seat(3, false)] },
    });
    const overview = await salesOverview(30, NOW);
    const takings = { paidOrders: 1, revenueCents: 1080, discountCents: 120, refunds: 1, refundCents: 360 };
    expect(overview.byCode).toEqual([{ code: "PACKCODE", currency: "USD", ...takings }]);
    expect(overview.bySale.find((row) => row.label === "Spring sale")).toMatchObject(takings);
  });

  it("lists the sales that ran in the period, latest first, each with every paid order it priced", async () => {
    const { spring, winter } = await seedCodesAndSales();
    const overview = await salesOverview(30, NOW);
    expect(overview.bySale).toEqual([
      {
        id: spring.id,
        label: "Spring sale",
        priceCents: 400,
        startsAt: "2026-03-01T00:00:00.000Z",
        endsAt: "2026-03-08T00:00:00.000Z",
        cancelledAt: null,
        currency: "USD",
        paidOrders: 3,
        revenueCents: 1160,
        discountCents: 40,
        refunds: 1,
        refundCents: 400,
      },
      expect.objectContaining({ id: winter.id, label: "Winter sale", paidOrders: 2, revenueCents: 800, refunds: 0 }),
    ]);
    expect((await salesOverview(90, NOW)).bySale.map((s) => [s.label, s.paidOrders])).toEqual([
      ["Spring sale", 3],
      ["Winter sale", 2],
      ["December sale", 0],
    ]);
  });

  it("lists at most the 50 codes with the most revenue", async () => {
    for (let i = 0; i < MAX_OVERVIEW_CODES + 2; i += 1)
      await paid("2026-03-14T10:00:00.000Z", { referralCode: `CODE${String(i).padStart(2, "0")}`, amountCents: 100 + i });
    const { byCode } = await salesOverview(30, NOW);
    expect(byCode).toHaveLength(MAX_OVERVIEW_CODES);
    expect(byCode[0]).toMatchObject({ code: "CODE51", revenueCents: 151 });
    expect(byCode.at(-1)).toMatchObject({ code: "CODE02", revenueCents: 102 });
  });

  it("never adds amounts in two currencies: the days and totals count USD's money, each currency has its own takings", async () => {
    await paid("2026-03-14T10:00:00.000Z", { amountCents: 500, referralCode: "TECHNO" });
    await paid("2026-03-14T11:00:00.000Z", { amountCents: 499, currency: "EUR", referralCode: "TECHNO" });
    await paid("2026-03-15T08:00:00.000Z", { amountCents: 449, currency: "EUR" });
    await createOrder({
      amountCents: 5500,
      currency: "SEK",
      status: "REFUNDED",
      createdAt: at("2026-03-13T08:00:00.000Z"),
      capturedAt: at("2026-03-13T08:01:00.000Z"),
      refundedAt: at("2026-03-15T09:00:00.000Z"),
    });
    const overview = await salesOverview(30, NOW);
    // Four paid orders and one refund, but only the one in USD counts in the money.
    expect(overview.totals).toMatchObject({ paidOrders: 4, revenueCents: 500, refunds: 1, refundCents: 0, netCents: 500 });
    expect(overview.days.find((d) => d.day === "2026-03-14")).toMatchObject({ paidOrders: 2, revenueCents: 500 });
    expect(overview.currencies).toEqual([
      { currency: "USD", paidOrders: 1, revenueCents: 500, refunds: 0, refundCents: 0, netCents: 500 },
      { currency: "SEK", paidOrders: 1, revenueCents: 5500, refunds: 1, refundCents: 5500, netCents: 0 },
      { currency: "EUR", paidOrders: 2, revenueCents: 948, refunds: 0, refundCents: 0, netCents: 948 },
    ]);
    // A code that sold in two currencies has a row for each, USD's first.
    expect(overview.byCode.map((row) => [row.code, row.currency, row.revenueCents])).toEqual([
      ["TECHNO", "USD", 500],
      ["TECHNO", "EUR", 499],
    ]);
  });

  it("counts a pack's refunds seat by seat, on each one's day, and never its order's refund on top", async () => {
    const seat = (position: number, refundedAt: Date | null) => ({ position, isGift: true, amountCents: 400, refundedAt, refundReason: refundedAt && "x" });
    await createOrder({
      amountCents: 1200,
      quantity: 3,
      username: null,
      minecraftUuid: null,
      status: "REFUNDED",
      createdAt: at("2026-03-13T08:00:00.000Z"),
      capturedAt: at("2026-03-13T08:01:00.000Z"),
      // The last seat's refund marks the order refunded: the seats carry the money that went back.
      refundedAt: at("2026-03-15T09:00:00.000Z"),
      seats: {
        create: [seat(1, at("2026-03-14T09:00:00.000Z")), seat(2, at("2026-03-15T09:00:00.000Z")), seat(3, at("2026-03-15T09:00:00.000Z"))],
      },
    });
    const overview = await salesOverview(30, NOW);
    expect(overview.totals).toMatchObject({ paidOrders: 1, revenueCents: 1200, refunds: 3, refundCents: 1200, netCents: 0 });
    expect(overview.days.find((d) => d.day === "2026-03-14")).toMatchObject({ refunds: 1, refundCents: 400 });
    expect(overview.days.find((d) => d.day === "2026-03-15")).toMatchObject({ refunds: 2, refundCents: 800 });
  });

  it("has no rows for a shop without codes or sales", async () => {
    await createOrder({ capturedAt: NOW, createdAt: NOW });
    expect(await salesOverview(30, NOW)).toMatchObject({ byCode: [], bySale: [], currencies: [{ currency: "USD", paidOrders: 1, revenueCents: 500 }] });
  });
});

describe("overviewRangeSchema (?range=)", () => {
  it.each([
    ["90", 90],
    ["30", 30],
    [undefined, 30],
    ["", 30],
    ["60", 30],
    ["90abc", 30],
    ["-90", 30],
    ["9e1", 90],
    ["abc", 30],
    [["90", "30"], 30],
  ])("reads %j as %i days", (range, days) => {
    expect(overviewRangeSchema.parse({ range })).toEqual({ range: days });
  });
});
