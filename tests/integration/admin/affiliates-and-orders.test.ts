import { randomUUID } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { listAffiliateApplications } from "@/lib/admin/list-affiliate-applications";
import { listOrders } from "@/lib/admin/list-orders";
import { reviewApplication } from "@/lib/affiliates/review-application";
import { prisma } from "@/lib/database/db";

import { ADMIN_CTX, createApplication, createLicense, createOrder, deleteAdminData } from "../../support/admin-fixtures";
import { rejects } from "../../support/app-error";

describe("affiliate applications", () => {
  afterEach(() => deleteAdminData());

  it("lists applications newest first with the applicant's details and codes, filtered by status", async () => {
    const older = await createApplication({
      name: "Old Timer",
      createdAt: new Date("2026-01-01T00:00:00Z"),
      website: "https://old.example",
      socialMedia: "@old",
      experience: "Years",
      expectedTraffic: "10k",
      additionalInfo: "Hi",
      ipAddress: "198.51.100.9",
    });
    const newer = await createApplication({ name: "New Comer", status: "APPROVED", createdAt: new Date("2026-02-01T00:00:00Z") });
    await prisma.referralCode.createMany({
      data: [
        { code: "NEWB", applicationId: newer.id },
        { code: "NEWA", applicationId: newer.id },
      ],
    });

    const rows = await listAffiliateApplications({ limit: 100 });
    expect(rows.map((r) => r.name)).toEqual(["New Comer", "Old Timer"]);
    expect(rows[0]?.codes).toEqual(["NEWA", "NEWB"]);
    expect(rows[1]).toEqual({
      id: older.id,
      name: "Old Timer",
      email: older.email,
      website: "https://old.example",
      socialMedia: "@old",
      experience: "Years",
      expectedTraffic: "10k",
      additionalInfo: "Hi",
      status: "PENDING",
      createdAt: "2026-01-01T00:00:00.000Z",
      reviewedAt: null,
      codes: [],
      suggestedCode: "OLDTIMER",
      account: null,
    });
    expect((await listAffiliateApplications({ status: "APPROVED", limit: 10 })).map((r) => r.id)).toEqual([newer.id]);
    expect(await listAffiliateApplications({ limit: 1 })).toHaveLength(1);
  });

  it("approves or rejects an application, audited; unknown ids are not_found", async () => {
    const application = await createApplication();
    const rejected = await createApplication({ email: "other@example.com" });
    expect(await reviewApplication(application.id, "APPROVED", ADMIN_CTX)).toEqual({ id: application.id, status: "APPROVED", code: expect.any(String) });
    expect(await prisma.affiliateApplication.findUniqueOrThrow({ where: { id: application.id } })).toMatchObject({
      status: "APPROVED",
      reviewedAt: expect.any(Date),
    });
    await reviewApplication(rejected.id, "REJECTED", ADMIN_CTX);
    // An approved application has an account now: it is suspended, not rejected.
    await rejects(reviewApplication(application.id, "REJECTED", ADMIN_CTX), "conflict");
    expect(await prisma.affiliateApplication.findUniqueOrThrow({ where: { id: application.id } })).toMatchObject({ status: "APPROVED" });
    const audits = await prisma.auditLog.findMany({ where: { action: "affiliate.review" }, orderBy: { id: "asc" } });
    expect(audits.map((a) => a.details)).toEqual([
      { applicationId: application.id, decision: "APPROVED", previous: "PENDING", mail: "welcome", code: expect.any(String) },
      { applicationId: rejected.id, decision: "REJECTED", previous: "PENDING", mail: "rejection" },
    ]);
    expect(audits[0]).toMatchObject({ actor: "root_admin", ipAddress: "203.0.113.50", success: true });
    await rejects(reviewApplication(randomUUID(), "APPROVED", ADMIN_CTX), "not_found");
    await rejects(reviewApplication("garbage", "APPROVED", ADMIN_CTX), "not_found");
  });
});

describe("orders", () => {
  afterEach(() => deleteAdminData());

  it("lists every order newest first with status, amount, capture, referral and license state, 50 a page", async () => {
    const active = await createLicense();
    const revoked = await createLicense({ active: false });
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 53; i += 1)
      await createOrder({
        createdAt: new Date(base + i * 1000),
        licenseId: i === 52 ? active.id : i === 51 ? revoked.id : null,
        status: i === 51 ? "REFUNDED" : i < 50 ? "COMPLETED" : "CREATED",
        referralCode: i === 52 ? "YOUTUBE" : null,
      });

    const first = await listOrders({ limit: 50 });
    expect(first.orders).toHaveLength(50);
    expect(first.orders[0]).toEqual({
      id: expect.any(String),
      paypalOrderId: expect.any(String),
      captureId: expect.any(String),
      status: "CREATED",
      closedReason: null,
      approved: false,
      lastFailure: null,
      listPrice: "5.00",
      saleLabel: null,
      discount: null,
      amount: "5.00",
      currency: "USD",
      username: "Sniper_Buyer",
      minecraftUuid: expect.any(String),
      gift: null,
      email: null,
      referralCode: "YOUTUBE",
      createdAt: new Date(base + 52_000).toISOString(),
      capturedAt: expect.any(String),
      licenseActive: true,
      quantity: 1,
      seats: [],
      refundedElsewhere: null,
    });
    expect(first.orders[1]).toMatchObject({ status: "REFUNDED", licenseActive: false });
    expect(first.orders[2]?.licenseActive).toBeNull();

    const second = await listOrders({ limit: 50, cursor: first.nextCursor ?? "" });
    expect(second.orders).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.orders, ...second.orders].map((o) => o.id)).size).toBe(53);
    await rejects(listOrders({ limit: 50, cursor: "bogus" }), "bad_request");
  });

  it("shows each order's price breakdown: list price, sale, code and discount, amount; an order from before sales and creator codes at the regular price", async () => {
    const sale = await prisma.sale.create({
      data: { label: "Summer sale", priceCents: 400, startsAt: new Date("2026-06-01T00:00:00Z"), endsAt: new Date("2026-06-08T00:00:00Z"), createdBy: "admin" },
    });
    const at = (i: number) => new Date(Date.UTC(2026, 5, 2) + i * 1000);
    await createOrder({ createdAt: at(0), listPriceCents: null, amountCents: 500 });
    await createOrder({ createdAt: at(1), listPriceCents: 500, saleId: sale.id, amountCents: 400 });
    await createOrder({ createdAt: at(2), listPriceCents: 500, saleId: sale.id, referralCode: "TECHNO", discountCents: 40, amountCents: 360 });
    await createOrder({ createdAt: at(3), listPriceCents: 500, referralCode: "YOUTUBE", discountCents: 0, amountCents: 500 });

    const { orders } = await listOrders({ limit: 50 });
    expect(orders.map((o) => [o.listPrice, o.saleLabel, o.referralCode, o.discount, o.amount])).toEqual([
      ["5.00", null, "YOUTUBE", null, "5.00"],
      ["5.00", "Summer sale", "TECHNO", "0.40", "3.60"],
      ["5.00", "Summer sale", null, null, "4.00"],
      ["5.00", null, null, null, "5.00"],
    ]);
  });

  it("can hide the attempts never approved at PayPal, and says what happened to each unpaid one", async () => {
    const base = Date.UTC(2026, 1, 1);
    const at = (i: number) => new Date(base + i * 1000);
    await createOrder({ createdAt: at(0), status: "COMPLETED", approvedAt: at(0) });
    await createOrder({ createdAt: at(1), status: "CREATED", captureId: null, capturedAt: null });
    await createOrder({ createdAt: at(2), status: "CLOSED", captureId: null, capturedAt: null, closedReason: "CANCELLED", closedAt: at(3) });
    await createOrder({ createdAt: at(4), status: "CLOSED", captureId: null, capturedAt: null, closedReason: "EXPIRED", closedAt: at(5) });
    await createOrder({
      createdAt: at(6),
      status: "CREATED",
      captureId: null,
      capturedAt: null,
      approvedAt: at(6),
      lastFailure: "DECLINED",
      lastFailureAt: at(7),
    });
    await createOrder({ createdAt: at(8), status: "CLOSED", captureId: null, capturedAt: null, approvedAt: at(8), closedReason: "EXPIRED", closedAt: at(9) });

    const all = await listOrders({ limit: 50 });
    expect(all.orders.map((o) => [o.status, o.closedReason, o.approved, o.lastFailure])).toEqual([
      ["CLOSED", "EXPIRED", true, null],
      ["CREATED", null, true, "DECLINED"],
      ["CLOSED", "EXPIRED", false, null],
      ["CLOSED", "CANCELLED", false, null],
      ["CREATED", null, false, null],
      ["COMPLETED", null, true, null],
    ]);
    const approved = await listOrders({ limit: 50, approvedOnly: true });
    expect(approved.orders.map((o) => [o.status, o.lastFailure])).toEqual([
      ["CLOSED", null],
      ["CREATED", "DECLINED"],
      ["COMPLETED", null],
    ]);
  });
});
