import { randomBytes } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { eraseBuyerData } from "@/lib/admin/erase-buyer-data";
import { AppError } from "@/lib/api/errors";
import { prisma } from "@/lib/database/db";
import { confirmPayoutRun } from "@/lib/payouts/confirm-payout-run";
import { proposePayoutRun } from "@/lib/payouts/propose-payout-run";
import { senderBatchIdOf, sendPayoutRun } from "@/lib/payouts/send-payout-run";
import { settlePayoutRuns } from "@/lib/payouts/settle-payout-runs";
import { markCommissionsPaid } from "@/lib/referrals/mark-commissions-paid";
import { reverseCommission } from "@/lib/referrals/reverse-commission";
import { voidCommission } from "@/lib/referrals/void-commission";

import { ADMIN_CTX, createApplication, createCommission } from "../../support/admin-fixtures";
import { deletePurchases } from "../../support/purchase";
import { simulator } from "../../support/simulator-controls";
import { deliverWebhook as deliver } from "../../support/webhook-delivery";

const DAY_MS = 24 * 60 * 60 * 1000;
const PAST = new Date(Date.now() - DAY_MS);
const MIN = 1000;

/** An affiliate with a referral code and `approved` approved $1.00 lines (and whatever else `setup` adds). */
async function affiliate(approved: number, options: { payoutEmail?: string | null; status?: "ACTIVE" | "SUSPENDED" } = {}) {
  const tag = randomBytes(3).toString("hex").toUpperCase();
  const application = await createApplication({ status: "APPROVED", name: `Aff ${tag}` });
  const account = await prisma.affiliate.create({
    data: {
      applicationId: application.id,
      name: application.name,
      email: application.email,
      status: options.status ?? "ACTIVE",
      payoutEmail: options.payoutEmail === undefined ? `payee-${tag.toLowerCase()}@example.com` : options.payoutEmail,
    },
  });
  const code = `AFF${tag}`;
  await prisma.referralCode.create({ data: { code, applicationId: application.id } });
  const lines = [];
  for (let i = 0; i < approved; i += 1) lines.push(await createCommission(code, "PENDING", PAST));
  return { account, code, lines };
}

const runOf = (runId: string | null) =>
  prisma.payoutRun.findUniqueOrThrow({ where: { id: runId ?? "" }, include: { items: { orderBy: { amountCents: "asc" } } } });
const batchesOf = async (runId: string) => (await simulator.payoutBatches()).filter((b) => b.senderBatchId === senderBatchIdOf(runId));

afterEach(deletePurchases);

describe("proposing the month's payout", () => {
  it("leaves out a line whose order is under an open PayPal dispute, and pays it once PayPal decided for the seller", async () => {
    const { code, lines } = await affiliate(11);
    const disputed = lines[0];
    const dispute = await prisma.dispute.create({
      data: {
        paypalDisputeId: "PP-D-4242",
        orderId: disputed?.orderId,
        reason: "MERCHANDISE_OR_SERVICE_NOT_RECEIVED",
        stage: "INQUIRY",
        status: "WAITING_FOR_SELLER_RESPONSE",
        amountCents: 500,
        currency: "USD",
        openedAt: PAST,
        paypalUpdatedAt: PAST,
      },
    });
    const { runId } = await proposePayoutRun(new Date(), MIN);
    expect((await runOf(runId)).totalCents).toBe(1000);
    expect(await prisma.commission.findUniqueOrThrow({ where: { id: disputed?.id } })).toMatchObject({ status: "PENDING", payoutItemId: null });

    // Resolved for the seller: the next month's run pays it.
    await prisma.dispute.update({ where: { id: dispute.id }, data: { status: "RESOLVED", outcome: "RESOLVED_SELLER_FAVOUR", resolvedAt: new Date() } });
    const next = await proposePayoutRun(new Date(Date.now() + 32 * DAY_MS), 100);
    expect((await runOf(next.runId)).items.map((i) => i.amountCents)).toEqual([100]);
    expect(await prisma.commission.count({ where: { code, payoutItemId: null } })).toBe(0);
  });

  it("gathers approved balances of active affiliates with a payout address, from the minimum up; the rest waits", async () => {
    const due = await affiliate(12);
    await createCommission(due.code, "PENDING"); // still in its hold
    await createCommission(due.code, "PAID", PAST); // paid before
    await createCommission(due.code, "VOID", PAST);
    const small = await affiliate(9);
    const suspended = await affiliate(15, { status: "SUSPENDED" });
    const noAddress = await affiliate(15, { payoutEmail: null });

    const { runId, created } = await proposePayoutRun(new Date(), MIN);
    expect(created).toBe(true);
    const run = await runOf(runId);
    expect(run).toMatchObject({ status: "PROPOSED", totalCents: 1200, currency: "USD", period: new Date().toISOString().slice(0, 7) });
    expect(run.items.map((i) => ({ affiliateId: i.affiliateId, amountCents: i.amountCents, receiverEmail: i.receiverEmail }))).toEqual([
      { affiliateId: due.account.id, amountCents: 1200, receiverEmail: due.account.payoutEmail },
    ]);
    expect(await prisma.commission.count({ where: { payoutItemId: run.items[0]?.id } })).toBe(12);
    for (const waiting of [small, suspended, noAddress])
      expect(await prisma.commission.count({ where: { code: waiting.code, payoutItemId: { not: null } } })).toBe(0);

    // One run a month: asking again answers it.
    expect(await proposePayoutRun(new Date(), MIN)).toEqual({ runId, created: false });
    expect(await prisma.payoutRun.count()).toBe(1);
  });

  it("subtracts clawbacks, and makes no run when nothing reaches the minimum", async () => {
    const { code } = await affiliate(10);
    const [sale] = await prisma.commission.findMany({ where: { code }, take: 1 });
    await prisma.commission.create({ data: { orderId: sale?.orderId ?? "", kind: "CLAWBACK", code, amountCents: -100, currency: "USD", holdUntil: PAST } });
    expect(await proposePayoutRun(new Date(), MIN)).toEqual({ runId: null, created: false });
    expect(await prisma.payoutRun.count()).toBe(0);
  });

  it("makes one run when two proposals race", async () => {
    await affiliate(10);
    const results = await Promise.all([proposePayoutRun(new Date(), MIN), proposePayoutRun(new Date(), MIN)]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.runId)).size).toBe(1);
    expect(await prisma.payoutItem.count()).toBe(1);
  });
});

describe("confirming and sending a run", () => {
  it("confirms once however often it is confirmed, and PayPal gets one batch, even when sending is retried", async () => {
    const { account } = await affiliate(11);
    const { runId } = await proposePayoutRun(new Date(), MIN);
    const confirmations = await Promise.all([confirmPayoutRun(runId ?? "", ADMIN_CTX), confirmPayoutRun(runId ?? "", ADMIN_CTX)]);
    expect(confirmations.map((c) => c.alreadyConfirmed).sort()).toEqual([false, true]);
    expect(await prisma.auditLog.count({ where: { action: "payout.confirm" } })).toBe(1);

    await settlePayoutRuns();
    // A crash after PayPal took the batch, before the run was marked sent: the retry names the same batch.
    await prisma.payoutRun.update({ where: { id: runId ?? "" }, data: { status: "CONFIRMED", payoutBatchId: null } });
    await prisma.payoutItem.updateMany({ where: { runId: runId ?? "" }, data: { status: "PROPOSED" } });
    await sendPayoutRun(runId ?? "");

    const run = await runOf(runId);
    expect(run.status).toBe("SENT");
    const batches = await batchesOf(run.id);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.id).toBe(run.payoutBatchId);
    const batch = await simulator.payoutBatch(run.payoutBatchId ?? "");
    expect(batch.items.map((i) => ({ receiver: i.receiver, amount: i.amount, senderItemId: i.senderItemId }))).toEqual([
      { receiver: account.payoutEmail, amount: { currency: "USD", value: "11.00" }, senderItemId: run.items[0]?.id },
    ]);
  });

  it("erasing a paid affiliate's personal data keeps the payout records, with the account anonymised and suspended", async () => {
    const { account } = await affiliate(10);
    await proposePayoutRun(new Date(), MIN);
    await eraseBuyerData(account.email, ADMIN_CTX);
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({
      name: "erased",
      email: `erased-${account.id}@invalid`,
      payoutEmail: null,
      status: "SUSPENDED",
    });
    expect(await prisma.payoutItem.count({ where: { affiliateId: account.id } })).toBe(1);
  });

  it("refuses an unknown run", async () => {
    const error = await confirmPayoutRun("5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a09", ADMIN_CTX).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("not_found");
  });

  it("keeps reserved lines out of the admin's hands: no void, no manual mark-paid; a refund claws back", async () => {
    const { code, lines } = await affiliate(10);
    await proposePayoutRun(new Date(), MIN);
    const voiding = await voidCommission({ commissionId: lines[0]?.id ?? "", reason: "fraud" }, ADMIN_CTX).catch((e: unknown) => e);
    expect((voiding as AppError).code).toBe("conflict");
    expect(await markCommissionsPaid(code, ADMIN_CTX)).toBe(0);
    expect(await prisma.commission.count({ where: { code, status: "PENDING", payoutItemId: { not: null } } })).toBe(10);
    // The run pays the refunded sale's line, so the refund takes it back from the next payout.
    const refunded = lines[0]?.orderId ?? "";
    await prisma.$transaction((tx) => reverseCommission(tx, refunded, "REFUNDED"));
    expect(
      await prisma.commission.findMany({ where: { orderId: refunded }, select: { kind: true, status: true, amountCents: true }, orderBy: { kind: "asc" } }),
    ).toEqual([
      { kind: "SALE", status: "PENDING", amountCents: 100 },
      { kind: "CLAWBACK", status: "PENDING", amountCents: -100 },
    ]);
  });
});

describe("what PayPal does with the items", () => {
  async function sentRun(...receivers: (string | undefined)[]) {
    const affiliates = [];
    for (const payoutEmail of receivers) affiliates.push(await affiliate(10, payoutEmail ? { payoutEmail } : {}));
    const { runId } = await proposePayoutRun(new Date(), MIN);
    await confirmPayoutRun(runId ?? "", ADMIN_CTX);
    // A pass whose time budget has run out sends nothing: the confirmed run waits for the next pass.
    await settlePayoutRuns(new Date(), { until: Date.now() - 1 });
    expect((await runOf(runId)).status).toBe("CONFIRMED");
    await settlePayoutRuns();
    const run = await runOf(runId);
    expect(run.status).toBe("SENT");
    return { run, affiliates };
  }

  it("pays the lines of a succeeded item, returns a failed one's to the balance with the reason, and waits 30 days on an unclaimed one", async () => {
    const { run, affiliates } = await sentRun(undefined, "failed@example.com", "unclaimed@example.com");
    const [paid, failed, unclaimed] = affiliates;
    await simulator.finishPayoutBatch(run.payoutBatchId ?? "");

    await settlePayoutRuns();
    const itemOf = async (affiliateId: string | undefined) => prisma.payoutItem.findFirstOrThrow({ where: { runId: run.id, affiliateId } });
    expect(await itemOf(paid?.account.id)).toMatchObject({ status: "PAID", transactionStatus: "SUCCESS" });
    expect(await prisma.commission.count({ where: { code: paid?.code, status: "PAID" } })).toBe(10);
    expect(await itemOf(failed?.account.id)).toMatchObject({
      status: "RETURNED",
      transactionStatus: "FAILED",
      failureReason: expect.stringContaining("could not complete"),
    });
    expect(await prisma.commission.count({ where: { code: failed?.code, status: "PENDING", payoutItemId: null } })).toBe(10);
    expect(await itemOf(unclaimed?.account.id)).toMatchObject({ status: "SENT", transactionStatus: "UNCLAIMED" });
    expect((await runOf(run.id)).status).toBe("SENT");

    // 31 days on, PayPal has not paid the unclaimed item: its money is back on the balance, and the run is done.
    await settlePayoutRuns(new Date(Date.now() + 31 * DAY_MS));
    expect(await itemOf(unclaimed?.account.id)).toMatchObject({ status: "RETURNED", failureReason: expect.stringContaining("30 days") });
    expect(await prisma.commission.count({ where: { code: unclaimed?.code, status: "PENDING", payoutItemId: null } })).toBe(10);
    expect(await runOf(run.id)).toMatchObject({ status: "COMPLETED", completedAt: expect.any(Date) });

    // The returned balances are gathered again by next month's run.
    const next = await proposePayoutRun(new Date(Date.now() + 40 * DAY_MS), MIN);
    expect((await runOf(next.runId)).items.map((i) => i.affiliateId).sort()).toEqual([failed?.account.id, unclaimed?.account.id].sort());
  });

  it("records an item's outcome from its verified webhook, read back from PayPal, once; the last open item's completes the run", async () => {
    const { run, affiliates } = await sentRun(undefined);
    const batch = await simulator.payoutBatch(run.payoutBatchId ?? "");
    const { webhook } = await simulator.finishPayoutItem(batch.items[0]?.id ?? "", "SUCCESS");
    expect(webhook).not.toBeNull();
    const first = await deliver(webhook as NonNullable<typeof webhook>);
    expect(await first.json()).toEqual({ received: true, outcome: "processed" });
    expect(await deliver(webhook as NonNullable<typeof webhook>).then((r) => r.json())).toEqual({ received: true, outcome: "duplicate" });
    expect(await prisma.payoutItem.findFirstOrThrow({ where: { runId: run.id } })).toMatchObject({ status: "PAID" });
    expect(await prisma.commission.count({ where: { code: affiliates[0]?.code, status: "PAID" } })).toBe(10);
    expect(await prisma.auditLog.count({ where: { action: "payout.item_paid" } })).toBe(1);
    // No poll has run: the webhook alone ends the run, once.
    expect(await runOf(run.id)).toMatchObject({ status: "COMPLETED", completedAt: expect.any(Date) });
    expect(await prisma.auditLog.count({ where: { action: "payout.complete", details: { path: ["runId"], equals: run.id } } })).toBe(1);
  });

  it("puts a paid item's money back on the balance when PayPal later refunds it, after the run completed", async () => {
    const { run, affiliates } = await sentRun(undefined);
    const batch = await simulator.payoutBatch(run.payoutBatchId ?? "");
    await simulator.finishPayoutItem(batch.items[0]?.id ?? "", "SUCCESS");
    await settlePayoutRuns();
    expect((await runOf(run.id)).status).toBe("COMPLETED");
    // A completed run is no longer polled: the later change arrives as a webhook.
    const { webhook } = await simulator.finishPayoutItem(batch.items[0]?.id ?? "", "REFUNDED");
    expect(await (await deliver(webhook as NonNullable<typeof webhook>)).json()).toEqual({ received: true, outcome: "processed" });
    expect(await prisma.payoutItem.findFirstOrThrow({ where: { runId: run.id } })).toMatchObject({ status: "RETURNED", transactionStatus: "REFUNDED" });
    expect(await prisma.commission.count({ where: { code: affiliates[0]?.code, status: "PENDING", paidAt: null, payoutItemId: null } })).toBe(10);
  });

  it("retries a send PayPal could not take, paying once", async () => {
    await affiliate(10);
    const { runId } = await proposePayoutRun(new Date(), MIN);
    await confirmPayoutRun(runId ?? "", ADMIN_CTX);
    await simulator.failNextPayoutCall(503);
    await expect(settlePayoutRuns()).rejects.toMatchObject({ code: "service_unavailable" });
    expect((await runOf(runId)).status).toBe("CONFIRMED");
    await settlePayoutRuns();
    expect((await runOf(runId)).status).toBe("SENT");
    expect(await batchesOf(runId ?? "")).toHaveLength(1);
  });
});
