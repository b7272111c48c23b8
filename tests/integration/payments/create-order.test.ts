import { createHash } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { ALREADY_LICENSED } from "@/lib/content/checkout";
import { TOS_VERSION } from "@/lib/content/legal";
import { prisma } from "@/lib/database/db";
import { site } from "@/lib/site";

import { createOrderRequest as createOrder } from "../../support/purchase";
import { simulator } from "../../support/simulator-controls";

const NOTCH_UUID = "069a79f4-44e9-4726-a5be-fca90e38aaf5";

const valid = { username: "notch", email: "Buyer@Example.com", tosAccepted: true, referralCode: null };

describe("POST /api/paypal/create-order", () => {
  afterEach(async () => {
    await prisma.order.deleteMany();
    await prisma.auditLog.deleteMany();
  });

  it("resolves the account, creates a 5.00 USD PayPal order and stores it", async () => {
    const res = await createOrder(valid);
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };

    const order = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } });
    expect(order).toMatchObject({
      status: "CREATED",
      amountCents: 500,
      currency: "USD",
      username: "Notch",
      minecraftUuid: NOTCH_UUID,
      email: "buyer@example.com",
      tosVersion: TOS_VERSION,
    });
    const paypal = await simulator.order(orderId);
    // The order lists what it buys, as PayPal shows the buyer: one license at the price, adding up to the amount.
    const fiveDollars = { currency_code: "USD", value: "5.00" };
    expect(paypal.purchaseUnits[0]?.amount).toEqual({ ...fiveDollars, breakdown: { item_total: fiveDollars } });
    expect(paypal.purchaseUnits[0]?.items).toEqual([
      { name: `${site.name} Permanent License`, quantity: "1", unit_amount: fiveDollars, category: "DIGITAL_GOODS" },
    ]);
    expect(paypal.purchaseUnits[0]?.custom_id).toBe(NOTCH_UUID);
  });

  it("ignores an amount sent by the browser: the price is the server's, in the currency asked for (USD by default)", async () => {
    const res = await createOrder({ ...valid, amount: 0.01, amountCents: 1 });
    const { orderId } = (await res.json()) as { orderId: string };
    expect((await simulator.order(orderId)).purchaseUnits[0]?.amount).toMatchObject({ currency_code: "USD", value: "5.00" });
    expect((await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } })).amountCents).toBe(500);
  });

  it("refuses an account Mojang does not know before any payment starts", async () => {
    const before = await simulator.requestCount("paypal", "POST", "/v2/checkout/orders");
    const res = await createOrder({ ...valid, username: "No_Such_Player1" });
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toContain("No Minecraft account is named No_Such_Player1");
    expect(await simulator.requestCount("paypal", "POST", "/v2/checkout/orders")).toBe(before);
    expect(await prisma.order.count()).toBe(0);
    expect(await prisma.auditLog.count({ where: { action: "order.create", success: false } })).toBe(1);
  });

  it("tells a buyer whose account already has an active license, before any payment starts, and records it", async () => {
    await prisma.license.create({ data: { uuid: NOTCH_UUID, username: "Notch", source: "PURCHASE" } });
    try {
      const before = await simulator.requestCount("paypal", "POST", "/v2/checkout/orders");
      const res = await createOrder(valid);
      expect(res.status).toBe(409);
      const { error } = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
      expect(error).toEqual({ code: "conflict", message: ALREADY_LICENSED("Notch"), fields: { username: ALREADY_LICENSED("Notch") } });
      expect(await simulator.requestCount("paypal", "POST", "/v2/checkout/orders")).toBe(before);
      expect(await prisma.order.count()).toBe(0);
      expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "order.create" } })).toMatchObject({
        success: false,
        uuid: NOTCH_UUID,
        details: { reason: "already_licensed", username: "Notch" },
      });

      // A license that was refunded or revoked can be bought again.
      await prisma.license.update({ where: { uuid: NOTCH_UUID }, data: { active: false } });
      expect((await createOrder(valid)).status).toBe(201);
    } finally {
      await prisma.license.deleteMany({ where: { uuid: NOTCH_UUID } });
    }
  });

  it.each([
    [{ ...valid, username: "" }, "Minecraft username is required", "username"],
    [{ ...valid, username: "ab" }, "Invalid Minecraft username format", "username"],
    [{ ...valid, username: "has space" }, "Invalid Minecraft username format", "username"],
    [{ ...valid, email: "" }, "Email is required", "email"],
    [{ ...valid, email: "no at.example" }, "Invalid email format", "email"],
    [{ ...valid, tosAccepted: false }, "Please accept the Terms of Service to continue.", "tosAccepted"],
  ])("refuses %j with 400 and changes nothing", async (body, message, field) => {
    const res = await createOrder(body);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(error.code).toBe("bad_request");
    expect(error.fields[field]).toBe(message);
    expect(await prisma.order.count()).toBe(0);
  });

  it("refuses a body that is not a JSON object", async () => {
    const res = await createOrder(undefined);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("bad_request");
  });

  it.each([
    ["youtube", "YOUTUBE"],
    ["PROMO2024", "PROMO2024"],
    ["bad code!", null],
    ["A".repeat(21), null],
    [42, null],
    [undefined, null],
  ])("keeps a well-formed referral code and drops a malformed one (%j)", async (code, stored) => {
    const res = await createOrder({ ...valid, referralCode: code });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    expect((await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } })).referralCode).toBe(stored);
  });
});

describe("POST /api/paypal/create-order binds the order to the browser that created it", () => {
  afterEach(async () => {
    await prisma.order.deleteMany();
    await prisma.auditLog.deleteMany();
  });

  it("answers a fresh 32-byte order secret and stores only its SHA-256", async () => {
    const answers = [];
    for (let i = 0; i < 2; i += 1) answers.push((await (await createOrder(valid)).json()) as { orderId: string; orderSecret: string });
    const [first, second] = answers;
    expect(first?.orderSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first?.orderSecret ?? "", "base64url")).toHaveLength(32);
    expect(second?.orderSecret).not.toBe(first?.orderSecret);

    const order = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: first?.orderId } });
    expect(order.buyerSecretHash).toBe(
      createHash("sha256")
        .update(first?.orderSecret ?? "")
        .digest("hex"),
    );
    const audit = JSON.stringify(await prisma.auditLog.findMany({ select: { details: true } }));
    expect(audit).not.toContain(first?.orderSecret);
  });
});
