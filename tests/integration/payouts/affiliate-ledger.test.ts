import { afterEach, expect, it } from "vitest";

import { affiliateLedger } from "@/lib/affiliates/affiliate-ledger";
import { prisma } from "@/lib/database/db";
import { confirmPayoutRun } from "@/lib/payouts/confirm-payout-run";
import { proposePayoutRun } from "@/lib/payouts/propose-payout-run";

import { ADMIN_CTX, createApplication, createCommission } from "../../support/admin-fixtures";
import { deletePurchases } from "../../support/purchase";

const DAY_MS = 24 * 60 * 60 * 1000;

afterEach(deletePurchases);

it("shows an affiliate every line of their codes in its state now, the totals and their payouts; nobody else's", async () => {
  const application = await createApplication({ status: "APPROVED" });
  const account = await prisma.affiliate.create({
    data: { applicationId: application.id, name: application.name, email: application.email, payoutEmail: "payee@example.com" },
  });
  await prisma.referralCode.createMany({
    data: [
      { code: "MINEA", applicationId: application.id },
      { code: "MINEB", applicationId: application.id },
    ],
  });
  const past = new Date(Date.now() - DAY_MS);
  for (let i = 0; i < 3; i += 1) await createCommission("MINEA", "PENDING", past);
  await createCommission("MINEB", "PENDING"); // in its hold
  await createCommission("MINEB", "PAID", past);
  const voided = await createCommission("MINEB", "VOID", past);
  await prisma.commission.update({ where: { id: voided.id }, data: { voidReason: "Sale refunded" } });
  await prisma.commission.create({ data: { orderId: voided.orderId, kind: "CLAWBACK", code: "MINEB", amountCents: -100, currency: "USD", holdUntil: past } });
  await createCommission("OTHERS", "PENDING", past);

  const before = await affiliateLedger(account);
  expect(before.totals).toEqual({ pendingCents: 100, approvedCents: 200, paidCents: 100 });
  expect(before.lines).toHaveLength(7);
  expect(before.lines.filter((l) => l.state === "approved")).toHaveLength(4);
  expect(before.lines.find((l) => l.state === "voided")).toMatchObject({ code: "MINEB", voidReason: "Sale refunded", amountCents: 100 });
  expect(before.lines.find((l) => l.kind === "CLAWBACK")).toMatchObject({ state: "approved", amountCents: -100 });
  expect(before.lines.every((l) => l.code.startsWith("MINE"))).toBe(true);
  expect(before.payouts).toEqual([]);
  expect(before.lines.some((l) => l.frozen)).toBe(false);

  // Once the hold ends, the pending line is approved; a payout run gathers the balance.
  const later = new Date(Date.now() + 31 * DAY_MS);
  const { runId } = await proposePayoutRun(later, 100);
  await confirmPayoutRun(runId ?? "", ADMIN_CTX);
  const after = await affiliateLedger(account, later);
  expect(after.totals).toEqual({ pendingCents: 0, approvedCents: 300, paidCents: 100 });
  expect(after.payouts).toEqual([
    { id: expect.any(String), period: later.toISOString().slice(0, 7), amountCents: 300, status: "PROPOSED", failureReason: null },
  ]);
  expect(after.lines.filter((l) => l.payoutPeriod === later.toISOString().slice(0, 7))).toHaveLength(5);
});

it("says which line is held by an open PayPal dispute, and lets it go once PayPal decided", async () => {
  const application = await createApplication({ status: "APPROVED" });
  const account = await prisma.affiliate.create({ data: { applicationId: application.id, name: application.name, email: application.email } });
  await prisma.referralCode.create({ data: { code: "HELD", applicationId: application.id } });
  const line = await createCommission("HELD", "PENDING", new Date(Date.now() - DAY_MS));
  const dispute = await prisma.dispute.create({
    data: {
      paypalDisputeId: "PP-D-5151",
      orderId: line.orderId,
      reason: "UNAUTHORISED",
      stage: "CHARGEBACK",
      status: "WAITING_FOR_SELLER_RESPONSE",
      amountCents: 500,
      currency: "USD",
      openedAt: new Date(),
      paypalUpdatedAt: new Date(),
    },
  });
  expect((await affiliateLedger(account)).lines).toMatchObject([{ id: line.id, state: "approved", frozen: true }]);
  await prisma.dispute.update({ where: { id: dispute.id }, data: { status: "RESOLVED", outcome: "RESOLVED_SELLER_FAVOUR", resolvedAt: new Date() } });
  expect((await affiliateLedger(account)).lines).toMatchObject([{ id: line.id, frozen: false }]);
});
