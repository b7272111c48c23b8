import { randomBytes } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";

import { POST as activateRoute } from "@/app/api/activate/route";

import { nextIp } from "../../support/client-addresses";
import { captureRequest, deletePurchases, orderSecretOf, startPurchase } from "../../support/purchase";
import { simulator } from "../../support/simulator-controls";

const activate = (body: Record<string, unknown>) =>
  activateRoute(
    new Request("http://shop.test/api/activate", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": nextIp() },
      body: JSON.stringify({ tosAccepted: true, tosAcceptedAt: new Date().toISOString(), tosVersion: "1.0", sessionData: "{}", ...body }),
    }),
  );

/** A purchase captured by its buyer's browser; `orderSecret` is what that browser keeps in its draft. */
async function capturedPurchase() {
  const orderId = await startPurchase();
  await simulator.approve(orderId);
  const captured = (await (await captureRequest(orderId)).json()) as { transactionId: string; downloadToken: string };
  return { ...captured, orderSecret: orderSecretOf(orderId) };
}

describe("POST /api/activate", () => {
  afterEach(deletePurchases);

  it("confirms a captured purchase for its buyer and returns the purchase's download token", async () => {
    const { transactionId, downloadToken, orderSecret } = await capturedPurchase();
    const res = await activate({ username: "sniper_buyer", email: "Sniper@Example.com", paypalTxnId: transactionId, orderSecret });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ activated: true, username: "Sniper_Buyer", downloadToken });
    expect(await prisma.downloadToken.count()).toBe(1);
  });

  it("activates nothing for a made-up transaction id, and audits the refusal", async () => {
    const res = await activate({ username: "Notch", email: "notch@example.com", paypalTxnId: "FAKE1234567890ABC" });
    expect(res.status).toBe(403);
    expect(await prisma.license.count()).toBe(0);
    expect(await prisma.auditLog.findFirst({ where: { action: "license.activate" } })).toMatchObject({
      success: false,
      details: { reason: "unknown_transaction" },
    });
  });

  it.each([
    [{ username: "Someone_Else" }, "buyer_mismatch"],
    [{ email: "other@example.com" }, "buyer_mismatch"],
  ])("refuses a real transaction id with another buyer's details (%j)", async (change, reason) => {
    const { transactionId, orderSecret } = await capturedPurchase();
    const res = await activate({ username: "Sniper_Buyer", email: "sniper@example.com", paypalTxnId: transactionId, orderSecret, ...change });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe("This payment could not be matched to a license. Please contact support.");
    expect(await prisma.auditLog.count({ where: { action: "license.activate", success: false, details: { path: ["reason"], equals: reason } } })).toBe(1);
  });

  it("refuses a license that was revoked", async () => {
    const { transactionId, orderSecret } = await capturedPurchase();
    await prisma.license.updateMany({ data: { active: false } });
    expect((await activate({ username: "Sniper_Buyer", email: "sniper@example.com", paypalTxnId: transactionId, orderSecret })).status).toBe(403);
  });
});

describe("POST /api/activate answers the download token only to the browser that created the order", () => {
  afterEach(deletePurchases);

  it.each([
    ["no order secret", undefined],
    ["another order's secret", randomBytes(32).toString("base64url")],
  ])("refuses the right username, e-mail and transaction id with %s, and answers no token", async (_, orderSecret) => {
    const { transactionId } = await capturedPurchase();
    const res = await activate({ username: "Sniper_Buyer", email: "sniper@example.com", paypalTxnId: transactionId, orderSecret });
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body).toEqual({ error: { code: "forbidden", message: "This payment could not be matched to a license. Please contact support." } });
    expect(
      await prisma.auditLog.count({ where: { action: "license.activate", success: false, details: { path: ["reason"], equals: "not_buyer_browser" } } }),
    ).toBe(1);
  });

  it("gives nothing to someone who captured with only the order id, and still everything to the buyer", async () => {
    const orderId = await startPurchase();
    await simulator.approve(orderId);
    const { transactionId } = (await (await captureRequest(orderId, { orderSecret: null })).json()) as { transactionId: string };
    expect((await activate({ username: "Sniper_Buyer", email: "sniper@example.com", paypalTxnId: transactionId })).status).toBe(403);

    const res = await activate({ username: "Sniper_Buyer", email: "sniper@example.com", paypalTxnId: transactionId, orderSecret: orderSecretOf(orderId) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ activated: true, username: "Sniper_Buyer", downloadToken: expect.any(String) });
  });

  it("refuses a malformed order secret with 400", async () => {
    const { transactionId } = await capturedPurchase();
    const res = await activate({ username: "Sniper_Buyer", email: "sniper@example.com", paypalTxnId: transactionId, orderSecret: "not a secret" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty("orderSecret");
  });
});
