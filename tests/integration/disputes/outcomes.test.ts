import { randomBytes } from "node:crypto";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { addBanAction, liftBanAction, messageDisputeBuyerAction, setDisputeLicenseAction } from "@/lib/admin/actions/disputes";
import { listBans } from "@/lib/admin/list-bans";
import { listDisputes } from "@/lib/admin/list-disputes";
import { listOpenCommissions } from "@/lib/admin/list-open-commissions";
import { prisma } from "@/lib/database/db";
import { acceptDisputeClaim } from "@/lib/disputes/answer-dispute";
import { site } from "@/lib/site";

import { POST as redeemRoute } from "@/app/api/gift/redeem/route";

import { ADMIN_CTX } from "../../support/admin-fixtures";
import { signInAs, signOut } from "../../support/admin-session";
import { nextIp } from "../../support/client-addresses";
import { captureRequest, createOrderRequest, deletePurchases, freshBuyer, startPurchase } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { simulator } from "../../support/simulator-controls";
import { deliverWebhook } from "../../support/webhook-delivery";

/** A PayPal account id of its own (13 characters of [2-9A-HJ-NP-Z]), so a ban of it touches no other test's buyer. */
const newPayerId = () => Array.from(randomBytes(13), (b) => "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"[b % 32]).join("");
const newEmail = () => `buyer-${randomBytes(4).toString("hex")}@example.com`;

/** A sale referred by OUTCOME, paid by its own PayPal account, and a dispute PayPal opened on it (its webhook delivered). */
async function disputedSale() {
  const username = await freshBuyer();
  const email = newEmail();
  const payerId = newPayerId();
  const orderId = await startPurchase({ username, email, referralCode: "OUTCOME" });
  await simulator.approve(orderId, false, undefined, payerId);
  expect((await captureRequest(orderId)).status).toBe(200);
  const order = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId }, include: { license: true } });
  const { dispute, webhook } = await simulator.disputes.open(order.captureId ?? "");
  expect((await deliverWebhook(webhook)).status).toBe(200);
  const row = await prisma.dispute.findUniqueOrThrow({ where: { paypalDisputeId: dispute.dispute_id } });
  return { username, email, payerId, orderId, order, row };
}

/** PayPal decides; its CUSTOMER.DISPUTE.RESOLVED event reaches the shop `times` times. */
async function resolve(paypalDisputeId: string, favour: "buyer" | "seller", times = 1) {
  const { webhook } = await simulator.disputes.resolve(paypalDisputeId, favour);
  for (let i = 0; i < times; i += 1) expect((await deliverWebhook(webhook)).status).toBe(200);
}

const licenseOf = (id: string | null) => prisma.license.findUniqueOrThrow({ where: { id: id ?? "" } });
const saleLine = (orderId: string) => prisma.commission.findFirstOrThrow({ where: { orderId, kind: "SALE" } });
const bansOf = (disputeId: string) => prisma.ban.findMany({ where: { disputeId }, orderBy: { kind: "asc" } });

function redeem(body: unknown) {
  return redeemRoute(
    new Request("http://shop.test/api/gift/redeem", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": nextIp() },
      body: JSON.stringify(body),
    }),
  );
}

beforeEach(() => registerReferralCodes("OUTCOME"));
afterEach(async () => {
  await signOut();
  await deletePurchases();
});

describe("a dispute PayPal decides for the buyer", () => {
  it("revokes the license, voids the commission and bans the payer, e-mail and account, once however often it is told", async () => {
    const { username, email, payerId, order, row } = await disputedSale();
    await resolve(row.paypalDisputeId, "buyer", 2);

    expect(await licenseOf(order.licenseId)).toMatchObject({ active: false, revokedReason: "Payment reversed (chargeback)" });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "REVERSED" });
    expect(await saleLine(order.id)).toMatchObject({ status: "VOID", voidReason: "Sale reversed (chargeback)" });
    const bans = await bansOf(row.id);
    expect(bans.map((b) => [b.kind, b.value, b.createdBy, b.liftedAt])).toEqual([
      ["PAYER_ID", payerId, "paypal", null],
      ["EMAIL", email, "paypal", null],
      ["MINECRAFT_UUID", order.minecraftUuid, "paypal", null],
    ]);
    expect(bans[0]?.reason).toBe(`PayPal decided dispute ${row.paypalDisputeId} for the buyer`);
    expect(await prisma.auditLog.count({ where: { action: "ban.add", actor: "paypal" } })).toBe(3);

    // The capture's own REVERSED event, after the dispute's, changes nothing more.
    const reversed = await simulator.webhook("PAYMENT.CAPTURE.REVERSED", order.paypalOrderId);
    expect((await deliverWebhook(reversed)).status).toBe(200);
    expect(await prisma.commission.count({ where: { orderId: order.id } })).toBe(1);
    expect(await prisma.ban.count()).toBe(3);

    // The same buyer comes back: refused before PayPal, by e-mail or by account, in words naming only support.
    const ordersAtPaypal = await simulator.requestCount("paypal", "POST", "/v2/checkout/orders");
    for (const body of [
      { username: await freshBuyer(), email: email.toUpperCase() },
      { username, email: newEmail() },
      { gift: {}, email },
    ]) {
      const res = await createOrderRequest({ tosAccepted: true, referralCode: null, ...body });
      expect(res.status).toBe(403);
      const answer = (await res.json()) as { error: { code: string; message: string } };
      expect(answer.error).toEqual({
        code: "forbidden",
        message: `We cannot complete this purchase online. Please write to ${site.supportEmail} and we will help.`,
      });
    }
    expect(await simulator.requestCount("paypal", "POST", "/v2/checkout/orders")).toBe(ordersAtPaypal);
    expect(await prisma.auditLog.count({ where: { action: "order.create", success: false, details: { path: ["reason"], equals: "banned" } } })).toBe(3);
  });

  it("bans nobody when the admin accepted the claim: that refund is the seller's choice", async () => {
    const { order, row } = await disputedSale();
    await acceptDisputeClaim(row.id, ADMIN_CTX);
    expect(await prisma.dispute.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ outcome: "RESOLVED_BUYER_FAVOUR" });
    expect(await prisma.ban.count()).toBe(0);
    // The refund's own event revokes, as any refund does.
    expect((await deliverWebhook(await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", order.paypalOrderId))).status).toBe(200);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "REFUNDED" });
  });
});

describe("a dispute PayPal decides for the seller", () => {
  it("leaves the license active and the commission payable: frozen while open, pending again after", async () => {
    const { order, row } = await disputedSale();
    expect((await listOpenCommissions()).find((l) => l.orderId === order.id)).toMatchObject({ state: "frozen" });
    await resolve(row.paypalDisputeId, "seller");
    expect((await listOpenCommissions()).find((l) => l.orderId === order.id)).toMatchObject({ state: "pending" });
    expect(await licenseOf(order.licenseId)).toMatchObject({ active: true });
    expect(await prisma.ban.count()).toBe(0);
  });

  it("puts back a license the admin suspended for the dispute", async () => {
    const { order, row } = await disputedSale();
    const admin = await signInAs();
    expect(await setDisputeLicenseAction({ id: row.id, suspend: true })).toMatchObject({ ok: true });
    expect(await licenseOf(order.licenseId)).toMatchObject({ active: false, revokedReason: "Suspended while a PayPal dispute is open" });
    expect((await listDisputes()).find((d) => d.id === row.id)).toMatchObject({ license: "suspended" });
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "dispute.license_suspend" } })).toMatchObject({ actor: admin.username, success: true });

    await resolve(row.paypalDisputeId, "seller");
    expect(await licenseOf(order.licenseId)).toMatchObject({ active: true, revokedReason: null });
    expect(await prisma.dispute.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ licenseSuspendedAt: null });
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "license.restore", actor: "paypal" } })).toMatchObject({ success: true });
  });
});

describe("the admin's steps during a dispute", () => {
  it("keeps the license active by default; suspends and reactivates it once each, audited; refuses after PayPal decided", async () => {
    const { order, row } = await disputedSale();
    await signInAs();
    expect((await listDisputes()).find((d) => d.id === row.id)).toMatchObject({ license: "active" });
    expect(await setDisputeLicenseAction({ id: row.id, suspend: false })).toMatchObject({ ok: false, code: "conflict" });
    expect(await setDisputeLicenseAction({ id: row.id, suspend: true })).toMatchObject({ ok: true });
    expect(await setDisputeLicenseAction({ id: row.id, suspend: true })).toMatchObject({ ok: false, code: "conflict" });
    expect(await setDisputeLicenseAction({ id: row.id, suspend: false })).toMatchObject({ ok: true });
    expect(await licenseOf(order.licenseId)).toMatchObject({ active: true });
    expect(await prisma.auditLog.count({ where: { action: { in: ["dispute.license_suspend", "dispute.license_restore"] } } })).toBe(2);

    await resolve(row.paypalDisputeId, "seller");
    expect(await setDisputeLicenseAction({ id: row.id, suspend: true })).toMatchObject({ ok: false, code: "conflict" });
    expect(await setDisputeLicenseAction({ id: "not-a-uuid", suspend: true })).toMatchObject({ ok: false });
  });

  it("sends a message to the buyer through PayPal, audited without its words, and shows it in the tab", async () => {
    const { row } = await disputedSale();
    const admin = await signInAs();
    expect(await messageDisputeBuyerAction({ id: row.id, message: "  You downloaded the mod on the day you paid.  " })).toMatchObject({ ok: true });
    const atPaypal = await simulator.disputes.get(row.paypalDisputeId);
    expect(atPaypal.messages?.at(-1)).toMatchObject({ posted_by: "SELLER", content: "You downloaded the mod on the day you paid." });
    expect((await listDisputes()).find((d) => d.id === row.id)?.messages.at(-1)).toMatchObject({
      postedBy: "SELLER",
      content: "You downloaded the mod on the day you paid.",
    });
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { action: "dispute.message" } });
    expect(audit).toMatchObject({ success: true, actor: admin.username });
    expect(JSON.stringify(audit.details)).not.toContain("downloaded");

    for (const message of ["", "hi", "x".repeat(2001)]) expect(await messageDisputeBuyerAction({ id: row.id, message })).toMatchObject({ ok: false });
    expect(await prisma.auditLog.count({ where: { action: "dispute.message" } })).toBe(1);
  });
});

describe("the ban list", () => {
  it("refuses a payment from a banned PayPal account at capture, refunds it in full and gives its code's use back", async () => {
    const payerId = newPayerId();
    await signInAs();
    expect(await addBanAction({ kind: "PAYER_ID", value: payerId.toLowerCase(), reason: "Charged back twice" })).toMatchObject({ ok: true });

    const orderId = await startPurchase({ username: await freshBuyer(), email: newEmail(), creatorCode: "OUTCOME" });
    await simulator.approve(orderId, false, undefined, payerId);
    const capture = await captureRequest(orderId);
    expect(capture.status).toBe(403);
    expect(((await capture.json()) as { error: { message: string } }).error.message).toContain(site.supportEmail);

    const order = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } });
    expect(order).toMatchObject({ status: "REFUNDED", licenseId: null, payerId, codeUseHeld: false });
    expect((await simulator.order(orderId)).captures).toMatchObject([{ status: "REFUNDED" }]);
    expect(await prisma.license.count({ where: { uuid: order.minecraftUuid ?? "" } })).toBe(0);
    expect(await prisma.commission.count({ where: { orderId: order.id } })).toBe(0);
    expect(await prisma.referralCode.findUniqueOrThrow({ where: { code: "OUTCOME" } })).toMatchObject({ uses: 0 });
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "order.refund_banned" } })).toMatchObject({ success: true });

    // Asked again (a retry, the webhook, reconciliation): the same refusal, one refund.
    expect((await captureRequest(orderId)).status).toBe(409);
    expect(await prisma.auditLog.count({ where: { action: "order.refund_banned" } })).toBe(1);
  });

  it("refuses a banned account at /redeem before it licenses anything", async () => {
    const recipient = await freshBuyer();
    const orderId = await startPurchase({ username: undefined, gift: {}, email: newEmail() });
    await simulator.approve(orderId);
    const { gift } = (await (await captureRequest(orderId)).json()) as { gift: { code: string } };
    await signInAs();
    expect(await addBanAction({ kind: "MINECRAFT_UUID", value: recipient, reason: "Chargeback on another shop's key" })).toMatchObject({ ok: true });

    const res = await redeem({ code: gift.code, username: recipient });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain(site.supportEmail);
    expect(await prisma.license.count()).toBe(0);
    expect(await prisma.gift.findFirstOrThrow()).toMatchObject({ redeemedAt: null });
  });

  it("is kept by the admin: added with a reason, refused twice, lifted with a reason, audited, and lifting lets the buyer buy", async () => {
    const email = newEmail();
    const admin = await signInAs();
    expect(await addBanAction({ kind: "EMAIL", value: ` ${email.toUpperCase()} `, reason: "Asked to be refused" })).toMatchObject({ ok: true });
    expect(await addBanAction({ kind: "EMAIL", value: email, reason: "Again" })).toMatchObject({ ok: false, code: "conflict" });
    for (const bad of [
      { kind: "EMAIL", value: "not-an-address", reason: "Because" },
      { kind: "PAYER_ID", value: "short", reason: "Because" },
      { kind: "MINECRAFT_UUID", value: "no spaces allowed", reason: "Because" },
      { kind: "IP", value: "203.0.113.9", reason: "Because" },
      { kind: "EMAIL", value: newEmail(), reason: "" },
      { kind: "EMAIL", value: newEmail(), reason: "x".repeat(501) },
      { kind: "EMAIL", value: `${"a".repeat(250)}@example.com`, reason: "Because" },
    ]) {
      expect(await addBanAction(bad as never)).toMatchObject({ ok: false });
    }
    expect(await prisma.ban.count()).toBe(1);
    expect(await addBanAction({ kind: "MINECRAFT_UUID", value: "Nobody_Has_This", reason: "Because" })).toMatchObject({ ok: false });

    const [ban] = await listBans();
    expect(ban).toMatchObject({ kind: "EMAIL", value: email, reason: "Asked to be refused", createdBy: admin.username, liftedAt: null });
    expect((await createOrderRequest({ username: await freshBuyer(), email, tosAccepted: true, referralCode: null })).status).toBe(403);

    expect(await liftBanAction({ id: ban!.id, reason: "" })).toMatchObject({ ok: false });
    expect(await liftBanAction({ id: ban!.id, reason: "Paid by bank transfer" })).toMatchObject({ ok: true });
    expect(await liftBanAction({ id: ban!.id, reason: "Paid by bank transfer" })).toMatchObject({ ok: false, code: "not_found" });
    expect((await listBans())[0]).toMatchObject({ liftedBy: admin.username, liftReason: "Paid by bank transfer" });
    expect((await createOrderRequest({ username: await freshBuyer(), email, tosAccepted: true, referralCode: null })).status).toBe(201);
    expect(await prisma.auditLog.count({ where: { action: { in: ["ban.add", "ban.lift"] }, actor: admin.username } })).toBe(2);

    // Banned again: the same row, in force again with the new reason.
    expect(await addBanAction({ kind: "EMAIL", value: email, reason: "Charged back after all" })).toMatchObject({ ok: true });
    expect(await listBans()).toMatchObject([{ value: email, reason: "Charged back after all", liftedAt: null }]);
  });

  it("is an admin's alone: without a session nothing is added or lifted", async () => {
    expect(await addBanAction({ kind: "EMAIL", value: newEmail(), reason: "Because" })).toMatchObject({ ok: false });
    expect(await prisma.ban.count()).toBe(0);
  });
});
