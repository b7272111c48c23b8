import { randomBytes } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { listDisputes } from "@/lib/admin/list-disputes";
import { prisma } from "@/lib/database/db";
import { reconcileDisputes } from "@/lib/disputes/reconcile-disputes";
import { remindDueDisputes } from "@/lib/disputes/remind-due-disputes";
import { adminEmails } from "@/lib/mail/admin-emails";

import { GET as disputesRoute } from "@/app/admin/(api)/disputes/route";

import { signInAs, signOut } from "../../support/admin-session";
import { captureRequest, deletePurchases, freshBuyer, startPurchase } from "../../support/purchase";
import { simulator } from "../../support/simulator-controls";
import { deliverWebhook } from "../../support/webhook-delivery";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A paid order, through the checkout's own calls. */
async function paidOrder() {
  const username = await freshBuyer();
  const orderId = await startPurchase({ username });
  await simulator.approve(orderId);
  expect((await captureRequest(orderId)).status).toBe(200);
  return prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } });
}

/** A dispute as PayPal's CUSTOMER.DISPUTE.* events carry it. */
function disputeResource(captureId: string | null, overrides: Record<string, unknown> = {}) {
  const created = new Date();
  return {
    dispute_id: `PP-D-${randomBytes(4).readUInt32BE() % 1_000_000}`,
    create_time: created.toISOString(),
    update_time: created.toISOString(),
    reason: "MERCHANDISE_OR_SERVICE_NOT_RECEIVED",
    status: "WAITING_FOR_SELLER_RESPONSE",
    dispute_amount: { currency_code: "USD", value: "5.00" },
    dispute_life_cycle_stage: "INQUIRY",
    seller_response_due_date: new Date(created.getTime() + 20 * DAY_MS).toISOString(),
    disputed_transactions: captureId ? [{ seller_transaction_id: captureId, buyer_transaction_id: "7RG58946T3104654M" }] : [],
    messages: [{ posted_by: "BUYER", time_posted: created.toISOString(), content: "I never got the mod." }],
    ...overrides,
  };
}

/** A signed delivery of `resource` as PayPal's event `type`. */
async function disputeEvent(type: string, resource: object) {
  return simulator.signWebhook({
    id: `WH-${randomBytes(8).toString("hex").toUpperCase()}`,
    event_version: "1.0",
    resource_version: "1.0",
    create_time: new Date().toISOString(),
    resource_type: "dispute",
    event_type: type,
    summary: "A new dispute opened",
    resource,
  });
}

const adminMail = (disputeId: string) => prisma.emailOutbox.findMany({ where: { dedupeKey: { startsWith: `dispute-opened:${disputeId}` } } });

afterEach(async () => {
  await prisma.emailOutbox.deleteMany({ where: { dedupeKey: { startsWith: "dispute-" } } });
  await deletePurchases();
});

describe("PayPal's dispute webhooks", () => {
  it("record a dispute once, tied to its capture's order, and mail the admins once, however often it is delivered", async () => {
    const order = await paidOrder();
    const resource = disputeResource(order.captureId);
    const created = await disputeEvent("CUSTOMER.DISPUTE.CREATED", resource);
    for (let i = 0; i < 2; i += 1) expect((await deliverWebhook(created)).status).toBe(200);
    // The same state again under another event id (PayPal's UPDATED can repeat it) changes nothing either.
    expect((await deliverWebhook(await disputeEvent("CUSTOMER.DISPUTE.UPDATED", resource))).status).toBe(200);

    const rows = await prisma.dispute.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      paypalDisputeId: resource.dispute_id,
      orderId: order.id,
      captureId: order.captureId,
      reason: "MERCHANDISE_OR_SERVICE_NOT_RECEIVED",
      stage: "INQUIRY",
      status: "WAITING_FOR_SELLER_RESPONSE",
      amountCents: 500,
      currency: "USD",
      dueAt: new Date(resource.seller_response_due_date),
      messages: [{ postedBy: "BUYER", at: resource.create_time, content: "I never got the mod." }],
      resolvedAt: null,
    });
    const mails = await adminMail(rows[0]?.id ?? "");
    expect(mails.map((m) => m.to).sort()).toEqual([...adminEmails()].sort());
    expect(mails[0]?.subject).toContain("PayPal dispute opened ($5.00, MERCHANDISE_OR_SERVICE_NOT_RECEIVED)");
    expect(mails[0]?.text).toContain(order.username ?? "");
  });

  it("keep the newest state: an older event after a newer one changes nothing, and RESOLVED closes it", async () => {
    const order = await paidOrder();
    const opened = disputeResource(order.captureId);
    const later = (ms: number) => new Date(new Date(opened.create_time).getTime() + ms).toISOString();
    const review = { ...opened, status: "UNDER_REVIEW", update_time: later(60_000) };
    await deliverWebhook(await disputeEvent("CUSTOMER.DISPUTE.UPDATED", review));
    await deliverWebhook(await disputeEvent("CUSTOMER.DISPUTE.CREATED", opened));
    expect(await prisma.dispute.findFirstOrThrow()).toMatchObject({ status: "UNDER_REVIEW", paypalUpdatedAt: new Date(review.update_time) });

    const won = { ...opened, status: "RESOLVED", update_time: later(120_000), dispute_outcome: { outcome_code: "RESOLVED_SELLER_FAVOUR" } };
    await deliverWebhook(await disputeEvent("CUSTOMER.DISPUTE.RESOLVED", won));
    expect(await prisma.dispute.findFirstOrThrow()).toMatchObject({
      status: "RESOLVED",
      outcome: "RESOLVED_SELLER_FAVOUR",
      resolvedAt: new Date(won.update_time),
    });
  });

  it("a forged or malformed dispute event writes no dispute", async () => {
    const order = await paidOrder();
    const signed = await disputeEvent("CUSTOMER.DISPUTE.CREATED", disputeResource(order.captureId));
    const forged = { ...signed, body: signed.body.replace('"5.00"', '"0.01"') };
    expect((await deliverWebhook(forged)).status).toBe(400);
    const malformed = await disputeEvent("CUSTOMER.DISPUTE.CREATED", { ...disputeResource(order.captureId), dispute_amount: "five dollars" });
    const answer = await deliverWebhook(malformed);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: "malformed" });
    expect(await prisma.dispute.count()).toBe(0);
  });

  it("a dispute of a payment the shop does not know is kept, with no order", async () => {
    await deliverWebhook(await disputeEvent("CUSTOMER.DISPUTE.CREATED", disputeResource("9XX99999XX9999999")));
    expect(await prisma.dispute.findFirstOrThrow()).toMatchObject({ orderId: null, captureId: "9XX99999XX9999999" });
  });
});

describe("the reconciliation", () => {
  it("records a dispute whose webhook never came, as PayPal shows it, once; a later change is caught too", async () => {
    const order = await paidOrder();
    const { dispute } = await simulator.disputes.open(order.captureId ?? "", { reason: "UNAUTHORISED", stage: "CHARGEBACK" });
    // The simulator is shared by the test files running at once: other disputes may be listed too.
    const ours = () => prisma.dispute.findUnique({ where: { paypalDisputeId: dispute.dispute_id } });
    // A pass whose time budget has run out lists PayPal's disputes but fetches none: the next pass records it.
    expect((await reconcileDisputes({ until: Date.now() - 1 })).recorded).toBe(0);
    expect(await ours()).toBeNull();
    expect((await reconcileDisputes()).recorded).toBeGreaterThanOrEqual(1);
    const recorded = await ours();
    expect(recorded).toMatchObject({ orderId: order.id, reason: "UNAUTHORISED", stage: "CHARGEBACK", status: "WAITING_FOR_SELLER_RESPONSE", amountCents: 500 });
    expect(await adminMail(recorded?.id ?? "")).toHaveLength(adminEmails().length);
    await reconcileDisputes();
    expect((await ours())?.updatedAt).toEqual(recorded?.updatedAt);

    // PayPal decides for the seller; the RESOLVED event is lost too.
    await simulator.disputes.resolve(dispute.dispute_id, "seller");
    await reconcileDisputes();
    expect(await ours()).toMatchObject({ status: "RESOLVED", outcome: "RESOLVED_SELLER_FAVOUR" });
    expect(await prisma.dispute.count({ where: { paypalDisputeId: dispute.dispute_id } })).toBe(1);
    expect(await adminMail(recorded?.id ?? "")).toHaveLength(adminEmails().length);
  });
});

describe("the Disputes tab's list and reminders", () => {
  it("lists open disputes first by due date with the days left, then resolved ones; GET /admin/disputes answers it to an admin only", async () => {
    const now = new Date();
    const soon = disputeResource(null, { seller_response_due_date: new Date(now.getTime() + 3 * DAY_MS + 60_000).toISOString() });
    const later = disputeResource(null, { seller_response_due_date: new Date(now.getTime() + 15 * DAY_MS + 60_000).toISOString() });
    const done = disputeResource(null, { status: "RESOLVED", dispute_outcome: { outcome_code: "RESOLVED_BUYER_FAVOUR" } });
    for (const resource of [later, done, soon]) await deliverWebhook(await disputeEvent("CUSTOMER.DISPUTE.CREATED", resource));

    const rows = await listDisputes({ now });
    expect(rows.map((r) => [r.paypalDisputeId, r.daysLeft, r.waitingForSeller, r.outcome])).toEqual([
      [soon.dispute_id, 3, true, null],
      [later.dispute_id, 15, true, null],
      [done.dispute_id, null, false, "RESOLVED_BUYER_FAVOUR"],
    ]);

    const get = () =>
      disputesRoute(new Request("http://shop.test/admin/disputes", { headers: { "x-shop-client-address": "203.0.113.9" } }), { params: Promise.resolve({}) });
    expect((await get()).status).toBe(401);
    await signInAs();
    try {
      const res = await get();
      expect(res.status).toBe(200);
      expect(((await res.json()) as { disputes: { paypalDisputeId: string }[] }).disputes.map((d) => d.paypalDisputeId)).toEqual(
        rows.map((r) => r.paypalDisputeId),
      );
    } finally {
      signOut();
    }
  });

  it("mails the admins once when a dispute waiting for the seller is two days from its due date", async () => {
    const now = new Date();
    const due = disputeResource(null, { seller_response_due_date: new Date(now.getTime() + 2 * DAY_MS - 60_000).toISOString() });
    const notYet = disputeResource(null, { seller_response_due_date: new Date(now.getTime() + 3 * DAY_MS).toISOString() });
    const reviewed = disputeResource(null, { status: "UNDER_REVIEW", seller_response_due_date: new Date(now.getTime() + DAY_MS).toISOString() });
    for (const resource of [due, notYet, reviewed]) await deliverWebhook(await disputeEvent("CUSTOMER.DISPUTE.CREATED", resource));

    // A pass whose time budget has run out claims no reminder; the next one sends it.
    expect(await remindDueDisputes({ now, until: Date.now() - 1 })).toBe(0);
    expect(await prisma.emailOutbox.count({ where: { dedupeKey: { startsWith: "dispute-due:" } } })).toBe(0);
    expect(await remindDueDisputes({ now })).toBe(1);
    expect(await remindDueDisputes({ now })).toBe(0);
    const stored = await prisma.dispute.findUniqueOrThrow({ where: { paypalDisputeId: due.dispute_id } });
    const reminders = await prisma.emailOutbox.findMany({ where: { dedupeKey: { startsWith: "dispute-due:" } } });
    expect(reminders.map((m) => m.dedupeKey.split(":")[1])).toEqual(adminEmails().map(() => stored.id));
    expect(reminders[0]?.subject).toMatch(/a PayPal dispute must be answered within 2 days$/);
  });
});
