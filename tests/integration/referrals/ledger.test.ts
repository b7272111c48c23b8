import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { referralPerformance } from "@/lib/admin/referral-performance";
import { prisma } from "@/lib/database/db";
import { markCommissionsPaid } from "@/lib/referrals/mark-commissions-paid";
import { reverseCommission } from "@/lib/referrals/reverse-commission";
import { selfReferralMatch, type AffiliateIdentity, type SelfReferralSale } from "@/lib/referrals/self-referral";
import { voidCommission } from "@/lib/referrals/void-commission";

import { ADMIN_CTX, createApplication, createCommission, createOrder } from "../../support/admin-fixtures";
import { rejects } from "../../support/app-error";
import { captureRequest, deletePurchases, startPurchase } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { simulator } from "../../support/simulator-controls";
import { deliverWebhook as deliver } from "../../support/webhook-delivery";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A purchase through the shop's routes, referred by `code`: the PayPal order id, its capture and the order row. */
async function referredSale(code: string, buyer: { email?: string } = {}) {
  const orderId = await startPurchase({ referralCode: code, ...buyer });
  await simulator.approve(orderId);
  const capture = await captureRequest(orderId);
  expect(capture.status).toBe(200);
  const { transactionId } = (await capture.json()) as { transactionId: string };
  return { orderId, transactionId, order: await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } }) };
}

async function refund(
  sale: { orderId: string; transactionId: string },
  type: "PAYMENT.CAPTURE.REFUNDED" | "PAYMENT.CAPTURE.REVERSED" = "PAYMENT.CAPTURE.REFUNDED",
) {
  await simulator[type === "PAYMENT.CAPTURE.REFUNDED" ? "refund" : "reverse"](sale.transactionId);
  const res = await deliver(await simulator.webhook(type, sale.orderId));
  expect(await res.json()).toMatchObject({ outcome: "processed" });
}

const ledgerOf = (code: string) =>
  prisma.commission.findMany({
    where: { code },
    orderBy: [{ createdAt: "asc" }, { kind: "asc" }],
    select: { kind: true, status: true, amountCents: true, voidReason: true },
  });

beforeEach(() => registerReferralCodes("LEDGER"));
afterEach(deletePurchases);

describe("the commission ledger", () => {
  it("holds a referred sale's commission for AFFILIATE_HOLD_DAYS (30 by default) from the sale", async () => {
    const before = Date.now();
    const { order } = await referredSale("LEDGER");
    const line = await prisma.commission.findFirstOrThrow({ where: { orderId: order.id } });
    expect(line).toMatchObject({ kind: "SALE", status: "PENDING", amountCents: 100 });
    expect(line.holdUntil.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(line.holdUntil.getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    expect((await referralPerformance()).find((r) => r.code === "LEDGER")).toMatchObject({ sales: 1, pendingCents: 100, approvedCents: 0 });
    // The hold over, the same line is approved: nothing has to run for it.
    expect((await referralPerformance(new Date(line.holdUntil.getTime() + 1))).find((r) => r.code === "LEDGER")).toMatchObject({
      pendingCents: 0,
      approvedCents: 100,
    });
  });

  it.each([
    ["PAYMENT.CAPTURE.REFUNDED", "Sale refunded"],
    ["PAYMENT.CAPTURE.REVERSED", "Sale reversed (chargeback)"],
  ] as const)("voids an unpaid commission on %s, with the reason, once", async (type, reason) => {
    const sale = await referredSale("LEDGER");
    await refund(sale, type);
    expect(await ledgerOf("LEDGER")).toEqual([{ kind: "SALE", status: "VOID", amountCents: 100, voidReason: reason }]);
    expect(await prisma.auditLog.findMany({ where: { action: "commission.void" }, select: { actor: true, details: true } })).toEqual([
      { actor: "paypal", details: { code: "LEDGER", orderId: sale.order.id, reason } },
    ]);
  });

  it("claws back a commission already paid out when its sale is refunded later: one negative line, however many events", async () => {
    const sale = await referredSale("LEDGER");
    expect(await markCommissionsPaid("LEDGER", ADMIN_CTX)).toBe(1);

    await refund(sale);
    // Another refund event for the capture, and a chargeback on top of the refund, take nothing more back.
    expect((await deliver(await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", sale.orderId))).status).toBe(200);
    await prisma.$transaction((tx) => reverseCommission(tx, sale.order.id, "REVERSED"));

    expect(await ledgerOf("LEDGER")).toEqual([
      { kind: "SALE", status: "PAID", amountCents: 100, voidReason: null },
      { kind: "CLAWBACK", status: "PENDING", amountCents: -100, voidReason: null },
    ]);
    // The clawback is due at once: the next payout pays $1.00 less.
    expect((await referralPerformance()).find((r) => r.code === "LEDGER")).toMatchObject({ sales: 1, pendingCents: 0, approvedCents: -100, paidCents: 100 });
    expect(await prisma.auditLog.count({ where: { action: "commission.clawback" } })).toBe(1);
  });
});

describe("an admin voids a commission", () => {
  it("voids an unpaid line with the reason, audited as the admin", async () => {
    const line = await createCommission("LEDGER");
    await voidCommission({ commissionId: line.id, reason: "Buyer and affiliate share a household" }, ADMIN_CTX);
    expect(await prisma.commission.findUniqueOrThrow({ where: { id: line.id } })).toMatchObject({
      status: "VOID",
      voidReason: "Buyer and affiliate share a household",
    });
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "commission.void" } })).toMatchObject({
      actor: ADMIN_CTX.admin.username,
      ipAddress: ADMIN_CTX.ipAddress,
      details: { code: "LEDGER", orderId: line.orderId, kind: "SALE", reason: "Buyer and affiliate share a household" },
    });
  });

  it("refuses a paid line, a void one and an unknown one, and changes nothing", async () => {
    const paid = await createCommission("LEDGER", "PAID");
    const voided = await createCommission("LEDGER", "VOID");
    await rejects(voidCommission({ commissionId: paid.id, reason: "late" }, ADMIN_CTX), "conflict");
    await rejects(voidCommission({ commissionId: voided.id, reason: "twice" }, ADMIN_CTX), "conflict");
    await rejects(voidCommission({ commissionId: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a09", reason: "nothing" }, ADMIN_CTX), "not_found");
    expect(await prisma.commission.findMany({ where: { code: "LEDGER" }, select: { status: true, voidReason: true }, orderBy: { status: "asc" } })).toEqual([
      { status: "PAID", voidReason: null },
      { status: "VOID", voidReason: null },
    ]);
    expect(await prisma.auditLog.count({ where: { action: "commission.void" } })).toBe(0);
  });

  it("never both pays and voids a line when the two race", async () => {
    const line = await createCommission("LEDGER");
    const [paid, voided] = await Promise.allSettled([
      markCommissionsPaid("LEDGER", ADMIN_CTX),
      voidCommission({ commissionId: line.id, reason: "race" }, ADMIN_CTX),
    ]);
    const after = await prisma.commission.findUniqueOrThrow({ where: { id: line.id } });
    if (after.status === "PAID") {
      expect(paid).toEqual({ status: "fulfilled", value: 1 });
      expect(voided.status).toBe("rejected");
    } else {
      expect(after.status).toBe("VOID");
      expect(paid).toEqual({ status: "fulfilled", value: 0 });
      expect(voided.status).toBe("fulfilled");
    }
  });
});

describe("no commission when the buyer is the affiliate", () => {
  it("refuses the commission when the PayPal account paying paid before under the affiliate's e-mail", async () => {
    const affiliate = await createApplication({ status: "APPROVED" });
    await prisma.referralCode.create({ data: { code: "ADAPAYER", applicationId: affiliate.id } });
    // The affiliate bought once under their own address; the simulator's buyer is always PayPal payer SANDBXBUYER42.
    await createOrder({ email: affiliate.email, payerId: "SANDBXBUYER42" });

    const { order } = await referredSale("ADAPAYER", { email: "someone-else@example.com" });
    expect(await prisma.commission.count({ where: { orderId: order.id } })).toBe(0);
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "commission.self_referral" } })).toMatchObject({
      details: { code: "ADAPAYER", orderId: order.id, match: "paypal_payer" },
    });
  });

  it("pays the commission when the affiliate's earlier order was paid by another PayPal account", async () => {
    const affiliate = await createApplication({ status: "APPROVED" });
    await prisma.referralCode.create({ data: { code: "ADAOTHER", applicationId: affiliate.id } });
    await createOrder({ email: affiliate.email, payerId: "ANOTHERPAYER1" });

    const { order } = await referredSale("ADAOTHER", { email: "someone-else@example.com" });
    expect(await prisma.commission.count({ where: { orderId: order.id } })).toBe(1);
  });

  it.each<[string, AffiliateIdentity, Partial<SelfReferralSale>, string | null]>([
    ["the buyer's e-mail, in another case", { emails: ["Ada@Example.com"], minecraftUuids: [] }, { email: "ada@example.COM" }, "email"],
    ["the PayPal payer's e-mail", { emails: ["ada@example.com"], minecraftUuids: [] }, { payerEmail: "ADA@example.com" }, "email"],
    [
      "the affiliate's own Minecraft account",
      { emails: [], minecraftUuids: ["00000000-0000-4000-8000-00000000ada1"] },
      { minecraftUuid: "00000000-0000-4000-8000-00000000ada1" },
      "minecraft_account",
    ],
    ["nothing the affiliate is known by", { emails: ["ada@example.com"], minecraftUuids: ["00000000-0000-4000-8000-00000000ada2"] }, {}, null],
  ])("matches a sale by %s", async (_, identity, overrides, expected) => {
    const sale: SelfReferralSale = {
      id: "00000000-0000-4000-8000-000000000001",
      email: "buyer@example.org",
      payerEmail: "payer@example.org",
      payerId: "NOTKNOWN00001",
      minecraftUuid: "00000000-0000-4000-8000-00000000b0b0",
      ...overrides,
    };
    expect(await prisma.$transaction((tx) => selfReferralMatch(tx, identity, sale))).toBe(expected);
  });
});

describe("fraud flags on a code", () => {
  /** A referred, captured order and its commission line, as fulfilment records them. */
  async function sale(code: string, data: { payerId?: string; status?: "COMPLETED" | "REFUNDED" | "REVERSED" } = {}) {
    const order = await createOrder({
      referralCode: code,
      payerId: data.payerId ?? `PAYER${Math.random().toString(36).slice(2, 10)}`,
      status: data.status ?? "COMPLETED",
    });
    await prisma.commission.create({
      data: {
        orderId: order.id,
        code,
        amountCents: 100,
        currency: "USD",
        holdUntil: new Date(Date.now() + 30 * DAY_MS),
        status: data.status === "REFUNDED" || data.status === "REVERSED" ? "VOID" : "PENDING",
      },
    });
  }

  it("flags several sales paid by one PayPal account", async () => {
    await registerReferralCodes("SHARED", "SPREAD");
    for (let i = 0; i < 3; i += 1) await sale("SHARED", { payerId: "SAMEPAYER0001" });
    await sale("SHARED");
    for (let i = 0; i < 3; i += 1) await sale("SPREAD");
    const rows = await referralPerformance();
    expect(rows.find((r) => r.code === "SHARED")?.flags).toEqual([{ kind: "shared_payer", sales: 3 }]);
    expect(rows.find((r) => r.code === "SPREAD")?.flags).toEqual([]);
  });

  it("flags a code whose refunds over 30 days exceed 25 %, not one at 25 %", async () => {
    await registerReferralCodes("REFUNDY", "BORDER");
    for (const status of ["REFUNDED", "REVERSED", "COMPLETED", "COMPLETED"] as const) await sale("REFUNDY", { status });
    for (const status of ["REFUNDED", "COMPLETED", "COMPLETED", "COMPLETED"] as const) await sale("BORDER", { status });
    const rows = await referralPerformance();
    expect(rows.find((r) => r.code === "REFUNDY")?.flags).toEqual([{ kind: "refunds", refunded: 2, sales: 4 }]);
    expect(rows.find((r) => r.code === "BORDER")?.flags).toEqual([]);
    // Sales older than 30 days no longer count.
    expect((await referralPerformance(new Date(Date.now() + 31 * DAY_MS))).find((r) => r.code === "REFUNDY")?.flags).toEqual([]);
  });
});
