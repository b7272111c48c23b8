import { afterEach, describe, expect, it } from "vitest";

import { POST as activateRoute } from "@/app/api/activate/route";
import { prisma } from "@/lib/db";

import { captureRequest, deletePurchases, startPurchase } from "../../helpers/purchase";
import { simulator } from "../../helpers/simulator-controls";

let ip = 0;
const activate = (body: Record<string, unknown>) =>
  activateRoute(
    new Request("http://shop.test/api/activate", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": `100.64.0.${(ip += 1)}` },
      body: JSON.stringify({ tosAccepted: true, tosAcceptedAt: new Date().toISOString(), tosVersion: "1.0", sessionData: "{}", ...body }),
    }),
  );

async function capturedPurchase() {
  const orderId = await startPurchase();
  await simulator.approve(orderId);
  return (await (await captureRequest(orderId)).json()) as { transactionId: string; downloadToken: string };
}

describe("POST /api/activate", () => {
  afterEach(deletePurchases);

  it("confirms a captured purchase for its buyer and returns the purchase's download token", async () => {
    const { transactionId, downloadToken } = await capturedPurchase();
    const res = await activate({ username: "sniper_buyer", email: "Sniper@Example.com", paypalTxnId: transactionId });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ activated: true, username: "Sniper_Buyer", downloadToken });
    expect(await prisma.downloadToken.count()).toBe(1);
  });

  it("activates nothing for a made-up transaction id, and audits the refusal", async () => {
    const res = await activate({ username: "Notch", email: "notch@example.com", paypalTxnId: "FAKE1234567890ABC" });
    expect(res.status).toBe(403);
    expect(await prisma.license.count()).toBe(0);
    expect(await prisma.auditLog.findFirst({ where: { action: "license.activate" } })).toMatchObject({ success: false, details: { reason: "unknown_transaction" } });
  });

  it.each([
    [{ username: "Someone_Else" }, "buyer_mismatch"],
    [{ email: "other@example.com" }, "buyer_mismatch"],
  ])("refuses a real transaction id with another buyer's details (%j)", async (change, reason) => {
    const { transactionId } = await capturedPurchase();
    const res = await activate({ username: "Sniper_Buyer", email: "sniper@example.com", paypalTxnId: transactionId, ...change });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe("This payment could not be matched to a license. Please contact support.");
    expect(await prisma.auditLog.count({ where: { action: "license.activate", success: false, details: { path: ["reason"], equals: reason } } })).toBe(1);
  });

  it("refuses a license that was revoked", async () => {
    const { transactionId } = await capturedPurchase();
    await prisma.license.updateMany({ data: { active: false } });
    expect((await activate({ username: "Sniper_Buyer", email: "sniper@example.com", paypalTxnId: transactionId })).status).toBe(403);
  });
});
