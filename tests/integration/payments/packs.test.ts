import { randomBytes, randomUUID } from "node:crypto";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { readAccountOverview } from "@/lib/account/account-overview";
import { exportBuyerData } from "@/lib/admin/export-buyer-data";
import { exportOrdersCsv } from "@/lib/admin/export-orders-csv";
import { utcDateTime } from "@/lib/content/dates";
import { prisma } from "@/lib/database/db";
import { verifyLicense } from "@/lib/licenses/verify-license";
import { refundPackSeat } from "@/lib/payments/refund-pack-seat";
import { refundPendingSeats } from "@/lib/payments/refund-pending-seats";
import { saveCreatorCode } from "@/lib/pricing/save-creator-code";
import { creatorCodeTermsSchema } from "@/lib/pricing/schemas";
import { selfReferralMatch, type SelfReferralSale } from "@/lib/referrals/self-referral";

import { POST as createOrderRoute } from "@/app/api/paypal/create-order/route";

import { ADMIN_CTX } from "../../support/admin-fixtures";
import { redeemRequest } from "../../support/gifts";
import { captureRequest, createOrderRequest, deletePurchases, freshBuyer, startPurchase } from "../../support/purchase";
import { simulator } from "../../support/simulator-controls";
import { deliverWebhook as deliver } from "../../support/webhook-delivery";

const BUYER = "pack-buyer@example.com";

type PackCapture = {
  transactionId: string;
  downloadToken?: string;
  pack: { seats: { position: number; username?: string; gift?: { statusToken: string; code?: string }; refunded: boolean }[] };
};

const setTiers = (...tiers: [number, number][]) =>
  prisma.bulkTier.createMany({ data: tiers.map(([minQuantity, percentOff]) => ({ minQuantity, percentOff, updatedBy: "root_admin" })) });

/** Seats as /payment sends them: an account by name, or a gift (with a recipient when given). */
const account = (username: string) => ({ username });
const gift = (recipientEmail?: string) => ({ gift: recipientEmail ? { recipientEmail } : {} });

/** Starts a pack as the buyer's browser does; its PayPal order id (its secret is kept for the capture). */
const startPack = (seats: unknown[], overrides: Record<string, unknown> = {}) => startPurchase({ username: undefined, email: BUYER, seats, ...overrides });

async function buyPack(seats: unknown[], overrides: Record<string, unknown> = {}) {
  const orderId = await startPack(seats, overrides);
  await simulator.approve(orderId);
  const res = await captureRequest(orderId);
  if (res.status !== 200) throw new Error(`capture answered ${res.status}: ${await res.text()}`);
  return { orderId, ...((await res.json()) as PackCapture) };
}

const orderOf = (paypalOrderId: string) => prisma.order.findUniqueOrThrow({ where: { paypalOrderId }, include: { seats: { orderBy: { position: "asc" } } } });

const commissionLines = (orderId: string) =>
  prisma.commission.findMany({
    where: { orderId },
    orderBy: [{ position: "asc" }, { kind: "asc" }],
    select: { position: true, kind: true, amountCents: true, status: true },
  });

describe("packs of licenses", () => {
  beforeEach(() => saveCreatorCode(creatorCodeTermsSchema.parse({ code: "TECHNO" }), ADMIN_CTX));
  afterEach(deletePurchases);

  it("the buyer's account shows a pack as one order of its quantity, beside its accounts' licenses and its gift codes", async () => {
    const names = [await freshBuyer(), await freshBuyer()];
    const { orderId } = await buyPack([...names.map(account), gift("friend@example.com")]);
    const order = await orderOf(orderId);
    // A seat's license that now carries its player's own address is still the pack's.
    const seatLicenses = order.seats.flatMap((seat) => (seat.licenseId ? [seat.licenseId] : []));
    await prisma.license.update({ where: { id: seatLicenses[0] }, data: { email: "player@example.com" } });

    const overview = await readAccountOverview(BUYER);
    expect(overview.orders.filter((o) => o.id === order.id)).toEqual([
      expect.objectContaining({ paypalOrderId: orderId, quantity: 3, username: null, isGift: false, amountCents: 1500, status: "COMPLETED" }),
    ]);
    expect(seatLicenses).toHaveLength(2);
    expect(overview.licenses.filter((l) => seatLicenses.includes(l.id)).map((l) => [l.username, l.active])).toEqual(
      expect.arrayContaining(names.map((name) => [name, true])),
    );
    expect(overview.giftsBought.filter((g) => g.orderId === order.id)).toEqual([
      expect.objectContaining({ recipientEmail: "friend@example.com", state: { state: "unredeemed" }, pagePath: expect.stringMatching(/^\/gift\?access=/) }),
    ]);
  });

  it("charges a pack of 6 at its tier in one PayPal order whose items, breakdown and amount agree", async () => {
    await setTiers([3, 10], [5, 20]);
    const names = [await freshBuyer(), await freshBuyer(), await freshBuyer(), await freshBuyer()];
    const orderId = await startPack([...names.map(account), gift("friend@example.com"), gift()]);

    const [unit] = (await simulator.order(orderId)).purchaseUnits;
    // 20 % off $5.00 is $4.00 a license, six of them $24.00: PayPal lists the license with its quantity.
    expect(unit?.amount).toEqual({ currency_code: "USD", value: "24.00", breakdown: { item_total: { currency_code: "USD", value: "24.00" } } });
    expect(unit?.items).toEqual([expect.objectContaining({ quantity: "6", unit_amount: { currency_code: "USD", value: "4.00" }, category: "DIGITAL_GOODS" })]);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ quantity: 6, amountCents: 2400, listPriceCents: 500, tierPercent: 20, tierCents: 100, username: null, isGift: false });
    expect(order.seats.map((seat) => [seat.position, seat.username, seat.isGift, seat.amountCents])).toEqual([
      [1, names[0], false, 400],
      [2, names[1], false, 400],
      [3, names[2], false, 400],
      [4, names[3], false, 400],
      [5, null, true, 400],
      [6, null, true, 400],
    ]);
    expect(await prisma.gift.findMany({ where: { orderId: order.id }, select: { recipientEmail: true }, orderBy: { createdAt: "asc" } })).toEqual(
      expect.arrayContaining([{ recipientEmail: "friend@example.com" }, { recipientEmail: null }]),
    );
  });

  it("prices a pack below every tier at the single price, and a code's discount after the tier, never below the floor", async () => {
    await setTiers([5, 90]);
    const small = await orderOf(await startPack([account(await freshBuyer()), gift()]));
    expect(small).toMatchObject({ quantity: 2, amountCents: 1000, tierPercent: null, tierCents: 0 });

    // 90 % off $5.00 would be $0.50: the floor stops the tier at $1.00, and the code takes nothing more.
    const big = await orderOf(
      await startPack(
        Array.from({ length: 5 }, () => gift()),
        { creatorCode: "TECHNO" },
      ),
    );
    expect(big).toMatchObject({ quantity: 5, amountCents: 500, tierPercent: 90, tierCents: 400, discountCents: 0 });
  });

  it("refuses a bad pack before PayPal, naming the seat, and stores nothing", async () => {
    const licensed = await licensedAccount();
    const paypalBefore = await simulator.requestCount("paypal", "POST", "/v2/checkout/orders");
    const base = { email: BUYER, tosAccepted: true };
    const fresh = await freshBuyer();

    const cases: [unknown, number, string][] = [
      [{ ...base, seats: [account(fresh)] }, 400, "seats"],
      [{ ...base, seats: Array.from({ length: 21 }, () => gift()) }, 400, "seats"],
      [{ ...base, seats: [account(fresh), account(fresh.toUpperCase())] }, 400, "seats.1.username"],
      [{ ...base, seats: [account(fresh), gift()], username: fresh }, 400, "username"],
      [{ ...base, seats: [gift(), gift()], gift: {} }, 400, "gift"],
      [{ ...base, seats: [gift(), { gift: { recipientEmail: "not an address" } }] }, 400, "seats.1.gift.recipientEmail"],
      [{ ...base, seats: [gift(), { username: "Notch", gift: {} }] }, 400, "seats.1"],
      [{ ...base, seats: [account(fresh), account("No_Such_Player_1")] }, 422, "seats.1.username"],
      [{ ...base, seats: [gift(), account(licensed)] }, 409, "seats.1.username"],
      [{ ...base, seats: [gift(), { gift: { message: "x".repeat(501) } }] }, 400, "seats.1.gift.message"],
      [{ ...base, seats: [gift(), { gift: { sendAt: "tomorrow" } }] }, 400, "seats.1.gift.sendAt"],
      [{ ...base, seats: [account(fresh), { gift: { recipientEmail: "f@example.com", sendAt: "2020-01-01T00:00:00Z" } }] }, 422, "seats.1.sendAt"],
    ];
    for (const [body, status, field] of cases) {
      const res = await createOrderRequest(body);
      expect(res.status, field).toBe(status);
      expect(Object.keys((await res.json()).error.fields ?? {}), field).toContain(field);
    }
    expect(await simulator.requestCount("paypal", "POST", "/v2/checkout/orders")).toBe(paypalBefore);
    expect(await prisma.order.count()).toBe(0);
    expect(await prisma.orderSeat.count()).toBe(0);
    // The audit names the seat of a refused gift day, as it does a refused account.
    const refusals = await prisma.auditLog.findMany({ where: { action: "order.create", success: false }, select: { details: true } });
    expect(refusals.map((row) => row.details)).toContainEqual({ reason: "gift_send_at_out_of_range", seat: "2" });
  });

  it("counts a pack's accounts against a budget of Mojang lookups per client address, before looking any up", async () => {
    const post = (seats: unknown[]) =>
      createOrderRoute(
        new Request("http://shop.test/api/paypal/create-order", {
          method: "POST",
          headers: { "content-type": "application/json", "x-shop-client-address": "198.51.100.203" },
          body: JSON.stringify({ email: BUYER, tosAccepted: true, seats }),
        }),
      );
    const names = (round: number) => Array.from({ length: 20 }, (_, i) => account(`Nobody_${round}_${i}`));
    const lookupsBefore = await simulator.requestCount("mojang", "GET", "/users/profiles/minecraft/Nobody_3_0");
    // 60 account seats a minute: three packs of 20 are looked up (and refused, as no such accounts exist), the fourth is not.
    for (const round of [0, 1, 2]) expect((await post(names(round))).status).toBe(422);
    const refused = await post(names(3));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await simulator.requestCount("mojang", "GET", "/users/profiles/minecraft/Nobody_3_0")).toBe(lookupsBefore);
    // Gift seats cost no lookup, and so nothing of that budget.
    expect((await post([gift(), gift()])).status).toBe(201);
  });

  it("makes each seat its own license or gift code at capture, with a commission per seat and one receipt listing them", async () => {
    await setTiers([5, 20]);
    const names = [await freshBuyer(), await freshBuyer(), await freshBuyer(), await freshBuyer()];
    const paid = await buyPack([...names.map(account), gift("friend@example.com"), gift()], { creatorCode: "TECHNO" });

    for (const name of names) expect((await verifyLicense(await uuidOf(name))).active, name).toBe(true);
    expect(paid.downloadToken).toEqual(expect.any(String));
    expect(paid.pack.seats.map((seat) => [seat.position, seat.username ?? null, Boolean(seat.gift?.code), seat.refunded])).toEqual([
      [1, names[0], false, false],
      [2, names[1], false, false],
      [3, names[2], false, false],
      [4, names[3], false, false],
      [5, null, true, false],
      [6, null, true, false],
    ]);
    // The buyer's data export lists the pack with every seat it named.
    const exported = await exportBuyerData(BUYER, { actor: ADMIN_CTX.admin.username });
    expect(exported.orders).toEqual([
      expect.objectContaining({
        quantity: 6,
        seats: [
          ...names.map((username, index) => expect.objectContaining({ position: index + 1, username, gift: false, amount: "4.00", refundedAt: null })),
          expect.objectContaining({ position: 5, username: null, gift: true }),
          expect.objectContaining({ position: 6, username: null, gift: true }),
        ],
      }),
    ]);

    // Both codes redeem, each for an account of its own.
    for (const seat of paid.pack.seats.filter((each) => each.gift)) {
      const res = await redeemRequest({ code: seat.gift!.code, username: await freshBuyer() });
      expect(res.status).toBe(200);
    }
    const order = await orderOf(paid.orderId);
    expect(await commissionLines(order.id)).toEqual([1, 2, 3, 4, 5, 6].map((position) => ({ position, kind: "SALE", amountCents: 100, status: "PENDING" })));
    const receipts = await prisma.emailOutbox.findMany({ where: { dedupeKey: `receipt:${order.id}` } });
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toContain("pack of 6 licenses");
    for (const name of names) expect(receipts[0]!.text).toContain(name);
    expect(receipts[0]!.text).toContain("6 licenses at 4.00 USD each");
    expect(receipts[0]!.text).toContain("Bulk discount 20 %: -1.00 USD");

    // The capture answered again (the buyer's retry, PayPal's event) makes nothing more, and no gift code is shown twice.
    const again = (await (await captureRequest(paid.orderId)).json()) as PackCapture;
    expect(again.pack.seats.every((seat) => !seat.gift?.code)).toBe(true);
    expect(await (await deliver(await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", paid.orderId))).json()).toEqual({ received: true, outcome: "processed" });
    expect(await prisma.license.count()).toBe(6);
    expect(await prisma.commission.count()).toBe(6);
  });

  it("refunds one seat from the dashboard: PayPal returns its amount, only its account is revoked and only its commission reversed", async () => {
    await setTiers([5, 20]);
    const names = [await freshBuyer(), await freshBuyer(), await freshBuyer(), await freshBuyer(), await freshBuyer()];
    const paid = await buyPack(names.map(account), { creatorCode: "TECHNO" });
    const order = await orderOf(paid.orderId);

    const { refundId } = await refundPackSeat({ orderId: order.id, position: 2 }, ADMIN_CTX);
    const capture = (await simulator.order(paid.orderId)).captures[0];
    expect(capture?.status).toBe("PARTIALLY_REFUNDED");
    expect((await verifyLicense(await uuidOf(names[1]!))).active).toBe(false);
    for (const name of [names[0], names[2], names[3], names[4]]) expect((await verifyLicense(await uuidOf(name!))).active, name).toBe(true);
    const lines = await commissionLines(order.id);
    expect(lines.filter((line) => line.status === "VOID")).toEqual([{ position: 2, kind: "SALE", amountCents: 100, status: "VOID" }]);
    expect(lines.filter((line) => line.status === "PENDING")).toHaveLength(4);
    expect((await orderOf(paid.orderId)).seats[1]).toMatchObject({ refundId, refundReason: "Seat refunded by the seller" });
    expect((await orderOf(paid.orderId)).status).toBe("COMPLETED");

    // The accountant's CSV: the pack's licenses, its bulk discount per license, and the seat's amount refunded.
    const csv = await new Response(await exportOrdersCsv({ from: undefined, before: undefined }, ADMIN_CTX)).text();
    const row = csv
      .split("\r\n")
      .find((line) => line.includes(paid.orderId))
      ?.split(",");
    expect(row?.slice(6, 8)).toEqual(["20.00", "USD"]);
    expect(row?.slice(-3)).toEqual(["5", "1.00", "4.00"]);

    // PayPal's event for that refund is the seat's own: it changes nothing more. A second refund of the seat is refused.
    expect(await (await deliver(await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", paid.orderId))).json()).toEqual({ received: true, outcome: "processed" });
    expect(await prisma.license.count({ where: { active: true } })).toBe(4);
    expect(await prisma.auditLog.count({ where: { action: "order.refund_unmatched" } })).toBe(0);
    await expect(refundPackSeat({ orderId: order.id, position: 2 }, ADMIN_CTX)).rejects.toMatchObject({ code: "conflict" });
    expect((await simulator.order(paid.orderId)).captures[0]?.status).toBe("PARTIALLY_REFUNDED");

    // The rest refunded at PayPal's own site: every seat left is revoked, and the order is refunded.
    await simulator.refund(paid.transactionId);
    await deliver(await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", paid.orderId));
    expect(await prisma.license.count({ where: { active: true } })).toBe(0);
    expect(await orderOf(paid.orderId)).toMatchObject({ status: "REFUNDED" });
    expect((await commissionLines(order.id)).every((line) => line.status === "VOID")).toBe(true);
  });

  it("claws back a paid seat's commission when that seat is refunded, and only that seat's", async () => {
    const paid = await buyPack([account(await freshBuyer()), gift()], { referralCode: "TECHNO" });
    const order = await orderOf(paid.orderId);
    await prisma.commission.updateMany({ where: { orderId: order.id }, data: { status: "PAID", paidAt: new Date() } });

    await refundPackSeat({ orderId: order.id, position: 2 }, ADMIN_CTX);
    expect(await commissionLines(order.id)).toEqual([
      { position: 1, kind: "SALE", amountCents: 100, status: "PAID" },
      { position: 2, kind: "SALE", amountCents: 100, status: "PAID" },
      { position: 2, kind: "CLAWBACK", amountCents: -100, status: "PENDING" },
    ]);
    // The seat's gift code was voided with it.
    expect(await prisma.gift.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ voidReason: "Seat refunded by the seller" });
    expect((await redeemRequest({ code: paid.pack.seats[1]!.gift!.code, username: await freshBuyer() })).status).toBe(409);
  });

  it("caps a seat's commission at what the seat cost", async () => {
    await saveCreatorCode(creatorCodeTermsSchema.parse({ code: "BIGCUT", discountPercent: 50, commissionCents: 300 }), ADMIN_CTX);
    await setTiers([2, 20]);
    // $5.00, 20 % off is $4.00, the code's 50 % leaves $2.00: the $3.00 commission stops at $2.00 a seat.
    const paid = await buyPack([gift(), gift()], { creatorCode: "BIGCUT" });
    const order = await orderOf(paid.orderId);
    expect(order.amountCents).toBe(400);
    expect((await commissionLines(order.id)).map((line) => line.amountCents)).toEqual([200, 200]);
  });

  it("leaves a pack's seats alone for a partial refund made outside the dashboard, and says so in the audit log", async () => {
    const paid = await buyPack([account(await freshBuyer()), account(await freshBuyer())]);
    await simulator.refund(paid.transactionId, "5.00");
    expect(await (await deliver(await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", paid.orderId))).json()).toEqual({ received: true, outcome: "processed" });
    expect(await prisma.license.count({ where: { active: true } })).toBe(2);
    expect(await prisma.auditLog.count({ where: { action: "order.refund_unmatched" } })).toBe(1);
  });

  it("licenses an account once when two packs name it and are captured at the same moment, refunding that seat of the other", async () => {
    const shared = await freshBuyer();
    const packs = [await startPack([account(shared), gift()]), await startPack([account(shared), account(await freshBuyer())])];
    for (const orderId of packs) await simulator.approve(orderId);
    const answers = await Promise.all(packs.map(async (orderId) => (await captureRequest(orderId)).json() as Promise<PackCapture>));
    expect((await verifyLicense(await uuidOf(shared))).active).toBe(true);
    expect(await prisma.license.count({ where: { uuid: await uuidOf(shared) } })).toBe(1);
    // Exactly one of the two packs had that seat refunded (its amount alone), and kept its other seat.
    const refunded = answers.flatMap((answer) => answer.pack.seats.filter((seat) => seat.refunded));
    expect(refunded).toEqual([expect.objectContaining({ position: 1, username: shared, refunded: true })]);
    const seats = await prisma.orderSeat.findMany({ where: { refundedAt: { not: null } } });
    expect(seats).toEqual([expect.objectContaining({ refundReason: "Licensed by another payment first", refundId: expect.any(String) })]);
    const statuses = await Promise.all(packs.map(async (orderId) => (await simulator.order(orderId)).captures[0]?.status));
    expect(statuses.sort()).toEqual(["COMPLETED", "PARTIALLY_REFUNDED"]);
    expect(await prisma.order.count({ where: { status: "COMPLETED" } })).toBe(2);
  });

  it("refunds a pack's seat whose account a single order licensed first, and a single order whose account a pack licensed first", async () => {
    const first = await freshBuyer();
    const single = await startPurchase({ username: first });
    const pack = await startPack([account(first), gift()]);
    await simulator.approve(single);
    expect((await captureRequest(single)).status).toBe(200);
    await simulator.approve(pack);
    const answer = (await (await captureRequest(pack)).json()) as PackCapture;
    expect(answer.pack.seats.map((seat) => seat.refunded)).toEqual([true, false]);
    expect((await simulator.order(pack)).captures[0]?.status).toBe("PARTIALLY_REFUNDED");

    const second = await freshBuyer();
    const pack2 = await startPack([account(second), gift()]);
    const single2 = await startPurchase({ username: second });
    await simulator.approve(pack2);
    expect((await captureRequest(pack2)).status).toBe(200);
    await simulator.approve(single2);
    expect((await captureRequest(single2)).status).toBe(409);
    expect((await simulator.order(single2)).captures[0]?.status).toBe("REFUNDED");
    expect(await prisma.license.count({ where: { active: true } })).toBe(2);
  });

  it("refunds a pack in full when another payment licensed every account it names first", async () => {
    const pack = await startPack([account(await freshBuyer()), account(await freshBuyer())]);
    // Both accounts licensed meanwhile (by an admin here; another payment alike).
    for (const seat of (await orderOf(pack)).seats) {
      await prisma.license.create({ data: { uuid: seat.minecraftUuid!, username: seat.username!, source: "ADMIN" } });
    }
    await simulator.approve(pack);
    expect((await captureRequest(pack)).status).toBe(409);
    expect(await orderOf(pack)).toMatchObject({ status: "REFUNDED" });
    expect((await simulator.order(pack)).captures[0]?.status).toBe("REFUNDED");
  });

  it("voids every seat of a pack PayPal reverses", async () => {
    const paid = await buyPack([account(await freshBuyer()), gift()]);
    await simulator.reverse(paid.transactionId);
    await deliver(await simulator.webhook("PAYMENT.CAPTURE.REVERSED", paid.orderId));
    expect(await orderOf(paid.orderId)).toMatchObject({ status: "REVERSED" });
    expect(await prisma.license.count({ where: { active: true } })).toBe(0);
    expect(await prisma.gift.findFirstOrThrow()).toMatchObject({ voidReason: "Payment reversed (chargeback)" });
  });

  it("puts a partial refund made on PayPal's site to no seat, then to the seat the dashboard names, without refunding twice", async () => {
    const paid = await buyPack([account(await freshBuyer()), account(await freshBuyer()), gift()]);
    const order = await orderOf(paid.orderId);
    await simulator.refund(paid.transactionId, "5.00");
    await deliver(await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", paid.orderId));
    expect(await orderOf(paid.orderId)).toMatchObject({ status: "COMPLETED", refundedElsewhereCents: 500 });
    expect(await prisma.license.count({ where: { active: true } })).toBe(2);

    // "Refund seat" puts that money to seat 1: PayPal is not asked again.
    expect(await refundPackSeat({ orderId: order.id, position: 1 }, ADMIN_CTX)).toEqual({ refundId: null });
    expect((await simulator.order(paid.orderId)).captures[0]?.refunds).toHaveLength(1);
    expect((await orderOf(paid.orderId)).seats[0]).toMatchObject({ refundReason: "Refunded on PayPal's site", refundId: null });
    expect(await orderOf(paid.orderId)).toMatchObject({ refundedElsewhereCents: 0 });
    expect(await prisma.license.count({ where: { active: true } })).toBe(1);

    // Two more partial refunds on PayPal's site reach what is still paid: every seat left goes.
    await simulator.refund(paid.transactionId, "5.00");
    await deliver(await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", paid.orderId));
    expect(await prisma.license.count({ where: { active: true } })).toBe(1);
    await simulator.refund(paid.transactionId, "5.00");
    await deliver(await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", paid.orderId));
    expect(await orderOf(paid.orderId)).toMatchObject({ status: "REFUNDED", refundedElsewhereCents: 0 });
    expect(await prisma.license.count({ where: { active: true } })).toBe(0);
    expect(await prisma.gift.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ voidReason: "Payment refunded" });
  });

  it("asks PayPal for a refused seat's refund after the capture commits, once, and reconciliation asks for any left due", async () => {
    const shared = await freshBuyer();
    const [first, later] = [await startPack([account(shared), gift()]), await startPack([account(shared), gift()])];
    for (const orderId of [first, later]) {
      await simulator.approve(orderId);
      expect((await captureRequest(orderId)).status).toBe(200);
    }
    const second = { orderId: later };
    const seat = (await orderOf(second.orderId)).seats[0]!;
    expect(seat).toMatchObject({ refundDue: false, refundId: expect.any(String), refundReason: "Licensed by another payment first" });
    const refunds = (await simulator.order(second.orderId)).captures[0]?.refunds ?? [];
    expect(refunds.map((refund) => [refund.id, refund.amount.value])).toEqual([[seat.refundId, "5.00"]]);

    // A crash between PayPal's refund and its recording leaves the seat due: the next pass records the same refund.
    await prisma.orderSeat.update({ where: { id: seat.id }, data: { refundDue: true, refundId: null } });
    // A pass whose time budget has run out asks nothing; the seat stays due.
    expect(await refundPendingSeats({ until: Date.now() - 1 })).toEqual({ refunded: 0, failed: 0 });
    expect(await prisma.orderSeat.findUniqueOrThrow({ where: { id: seat.id } })).toMatchObject({ refundDue: true, refundId: null });
    expect(await refundPendingSeats()).toEqual({ refunded: 1, failed: 0 });
    expect(await prisma.orderSeat.findUniqueOrThrow({ where: { id: seat.id } })).toMatchObject({ refundDue: false, refundId: seat.refundId });
    expect((await simulator.order(second.orderId)).captures[0]?.refunds).toHaveLength(1);
    expect(await refundPendingSeats()).toEqual({ refunded: 0, failed: 0 });

    // PayPal's event for it, had it come while the seat was still due, would have been put to that seat.
    await prisma.orderSeat.update({ where: { id: seat.id }, data: { refundDue: true, refundId: null } });
    expect(await (await deliver(await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", second.orderId))).json()).toEqual({ received: true, outcome: "processed" });
    expect(await prisma.orderSeat.findUniqueOrThrow({ where: { id: seat.id } })).toMatchObject({ refundDue: false, refundId: seat.refundId });
    expect(await orderOf(second.orderId)).toMatchObject({ status: "COMPLETED", refundedElsewhereCents: 0 });
    expect(await prisma.license.count({ where: { active: true } })).toBe(1);
  });

  it("fulfils a pack partly refunded at PayPal before the shop heard of its capture, and keeps that refund for a seat", async () => {
    const orderId = await startPack([account(await freshBuyer()), account(await freshBuyer())]);
    await simulator.approve(orderId);
    await simulator.captureAtPaypal(orderId);
    const captureId = (await simulator.order(orderId)).captures[0]!.id;
    await simulator.refund(captureId, "5.00");
    // The refund's event comes first and is kept; the capture's event then records the pack, and applies it.
    expect(await (await deliver(await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", orderId))).json()).toEqual({ received: true, outcome: "pending" });
    expect(await (await deliver(await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId))).json()).toEqual({ received: true, outcome: "processed" });
    expect(await orderOf(orderId)).toMatchObject({ status: "COMPLETED", refundedElsewhereCents: 500 });
    expect(await prisma.license.count({ where: { active: true } })).toBe(2);
    expect(await prisma.webhookEvent.count({ where: { processedAt: null } })).toBe(0);
  });

  it("e-mails a gift seat's recipient with the buyer's message on the buyer's day, and another's at once", async () => {
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const { orderId } = await buyPack([
      { gift: { recipientEmail: "Later@Example.com", message: "Happy birthday!", sendAt: later.toISOString() } },
      gift("now@example.com"),
    ]);
    const gifts = await prisma.gift.findMany({ where: { order: { paypalOrderId: orderId } }, orderBy: { seat: { position: "asc" } } });
    expect(gifts.map((g) => [g.recipientEmail, g.message, g.sendAt?.toISOString() ?? null])).toEqual([
      ["later@example.com", "Happy birthday!", later.toISOString()],
      ["now@example.com", null, null],
    ]);
    const mail = await prisma.emailOutbox.findMany({ where: { dedupeKey: { in: gifts.map((g) => `gift:${g.id}`) } }, orderBy: { nextAttemptAt: "desc" } });
    expect(mail.map((m) => [m.to, m.nextAttemptAt.getTime() === later.getTime()])).toEqual([
      ["later@example.com", true],
      ["now@example.com", false],
    ]);
    expect(mail[0]!.text).toContain("Happy birthday!");
    expect(mail[1]!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    // The buyer's receipt says when each recipient is e-mailed.
    const order = await orderOf(orderId);
    const receipt = await prisma.emailOutbox.findFirstOrThrow({ where: { dedupeKey: `receipt:${order.id}` } });
    expect(receipt.text).toContain(`(we e-mail it to later@example.com on ${utcDateTime(later)})`);
    expect(receipt.text).toContain("(we e-mail it to now@example.com)");
  });

  it("answers the buyer no download token for a license a gift seat's recipient redeemed", async () => {
    const paid = await buyPack([gift(), gift()]);
    expect(paid.downloadToken).toBeUndefined();
    expect((await redeemRequest({ code: paid.pack.seats[0]!.gift!.code, username: await freshBuyer() })).status).toBe(200);
    const again = (await (await captureRequest(paid.orderId)).json()) as PackCapture;
    expect(again.downloadToken).toBeUndefined();
  });

  it("counts a pack whose seat is the affiliate's own account as a self-referral, by the seat and by its PayPal payer later", async () => {
    const paid = await buyPack([gift(), account(await freshBuyer())]);
    const order = await orderOf(paid.orderId);
    const own = order.seats[1]!.minecraftUuid!;
    const check = (sale: SelfReferralSale) =>
      prisma.$transaction((tx) => selfReferralMatch(tx, { emails: ["creator@example.com"], minecraftUuids: [own] }, sale));
    const sale = { id: randomUUID(), email: "other@example.com", payerEmail: null, payerId: null, minecraftUuid: null };
    expect(await check({ ...sale, seatUuids: [own] })).toBe("minecraft_account");
    expect(await check(sale)).toBeNull();
    // A later order paid from the PayPal account that paid the pack naming the affiliate's account.
    expect(await check({ ...sale, payerId: order.payerId })).toBe("paypal_payer");
  });
});

/** The Mojang profile id (dashed) the shop stored for a name it was asked to license. */
async function uuidOf(name: string): Promise<string> {
  const seat = await prisma.orderSeat.findFirst({ where: { username: name }, select: { minecraftUuid: true } });
  const order = await prisma.order.findFirst({ where: { username: name }, select: { minecraftUuid: true } });
  const uuid = seat?.minecraftUuid ?? order?.minecraftUuid;
  if (!uuid) throw new Error(`no order names ${name}`);
  return uuid;
}

/** A Mojang account that holds an active license already (given by an admin). */
async function licensedAccount(): Promise<string> {
  const { id, name } = await simulator.addMojangProfile(`Held_${randomBytes(4).toString("hex")}`);
  const uuid = `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`.toLowerCase();
  await prisma.license.create({ data: { uuid, username: name, source: "ADMIN" } });
  return name;
}
