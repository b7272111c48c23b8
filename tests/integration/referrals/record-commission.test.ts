import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { verifyLicense } from "@/lib/licenses/verify-license";

import { SIMULATED_PAYER } from "@/simulators/paypal/store";

import { createApplication } from "../../support/admin-fixtures";
import { captureRequest, deletePurchases, freshBuyer, startPurchase } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { simulator } from "../../support/simulator-controls";

/** A whole purchase through the shop's routes, referred by `?ref=code`; answers the order row. */
async function referredPurchase(referralCode: string) {
  const orderId = await startPurchase({ referralCode, username: await freshBuyer() });
  await simulator.approve(orderId);
  expect((await captureRequest(orderId)).status).toBe(200);
  return prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } });
}

describe("referral commissions only for codes the shop issued", () => {
  afterEach(deletePurchases);

  it("keeps an invented code on the order, registers nothing and owes nothing, but sells the license", async () => {
    const order = await referredPurchase("SELFxyz123");

    expect(order).toMatchObject({ status: "COMPLETED", referralCode: "SELFXYZ123" });
    expect((await verifyLicense(order.minecraftUuid!)).active).toBe(true);
    expect(await prisma.referralCode.count()).toBe(0);
    expect(await prisma.commission.count()).toBe(0);
    expect(await prisma.auditLog.findMany({ where: { action: "commission.unknown_code" } })).toMatchObject([
      { actor: "system", success: false, uuid: order.minecraftUuid, details: { code: "SELFXYZ123", orderId: order.id, registered: false } },
    ]);
  });

  it("records $1.00 for a code an admin generated (the generator or a quick code)", async () => {
    await registerReferralCodes("my-code 2024", "REDDIT");
    for (const code of ["MYCODE2024", "reddit"]) await referredPurchase(code);
    expect(await prisma.commission.findMany({ select: { code: true, amountCents: true, currency: true, status: true }, orderBy: { code: "asc" } })).toEqual([
      { code: "MYCODE2024", amountCents: 100, currency: "USD", status: "PENDING" },
      { code: "REDDIT", amountCents: 100, currency: "USD", status: "PENDING" },
    ]);
    expect(await prisma.auditLog.count({ where: { action: "commission.unknown_code" } })).toBe(0);
  });

  it("owes nothing for a code an earlier version registered from a buyer's link", async () => {
    await prisma.referralCode.create({ data: { code: "SELFAUTO", createdBy: "referral-link" } });
    const order = await referredPurchase("SELFAUTO");
    expect(await prisma.commission.count()).toBe(0);
    expect(await prisma.auditLog.findMany({ where: { action: "commission.unknown_code" } })).toMatchObject([
      { details: { code: "SELFAUTO", orderId: order.id, registered: true } },
    ]);
  });

  it("records $1.00 for a code linked to an approved affiliate, and nothing once it is linked to one still pending", async () => {
    const approved = await createApplication({ status: "APPROVED" });
    const pending = await createApplication({ status: "PENDING" });
    await prisma.referralCode.createMany({
      data: [
        { code: "ADAAPPROVED", createdBy: "referral-link", applicationId: approved.id },
        { code: "ADAPENDING", createdBy: "referral-link", applicationId: pending.id },
      ],
    });
    await referredPurchase("ADAAPPROVED");
    await referredPurchase("ADAPENDING");
    expect(await prisma.commission.findMany({ select: { code: true, status: true } })).toEqual([{ code: "ADAAPPROVED", status: "PENDING" }]);
  });
});

describe("a suspended affiliate's codes", () => {
  afterEach(deletePurchases);

  it("earn nothing while the account is suspended (audited, the sale goes through) and earn again once it is reactivated", async () => {
    const application = await createApplication({ status: "APPROVED" });
    const account = await prisma.affiliate.create({
      data: {
        applicationId: application.id,
        name: application.name,
        email: application.email,
        status: "SUSPENDED",
        suspendedReason: "Spam",
        suspendedAt: new Date(),
      },
    });
    // Issued by an admin and linked to the affiliate: without the suspension it would earn.
    await prisma.referralCode.create({ data: { code: "ADASUSPENDED", createdBy: "root_admin", applicationId: application.id } });

    const order = await referredPurchase("ADASUSPENDED");
    expect(order.status).toBe("COMPLETED");
    expect((await verifyLicense(order.minecraftUuid!)).active).toBe(true);
    expect(await prisma.commission.count()).toBe(0);
    expect(await prisma.auditLog.findMany({ where: { action: "commission.suspended_affiliate" } })).toMatchObject([
      { actor: "system", success: false, uuid: order.minecraftUuid, details: { code: "ADASUSPENDED", orderId: order.id, affiliateId: account.id } },
    ]);

    await prisma.affiliate.update({ where: { id: account.id }, data: { status: "ACTIVE", suspendedReason: null, suspendedAt: null } });
    const later = await referredPurchase("ADASUSPENDED");
    expect(await prisma.commission.findMany({ select: { orderId: true, code: true } })).toEqual([{ orderId: later.id, code: "ADASUSPENDED" }]);
  });

  it("earn nothing on a sale paid from the affiliate's own payout address", async () => {
    const application = await createApplication({ status: "APPROVED" });
    await prisma.affiliate.create({ data: { applicationId: application.id, name: "Ada", email: application.email, payoutEmail: SIMULATED_PAYER.email } });
    await prisma.referralCode.create({ data: { code: "ADAOWN", createdBy: "root_admin", applicationId: application.id } });
    const order = await referredPurchase("ADAOWN");
    expect(await prisma.commission.count()).toBe(0);
    expect(await prisma.auditLog.findMany({ where: { action: "commission.self_referral" } })).toMatchObject([
      { details: { code: "ADAOWN", orderId: order.id } },
    ]);
  });
});
