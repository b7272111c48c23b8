import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { acceptDisputeClaim, sendDisputeEvidence } from "@/lib/disputes/answer-dispute";

import { ADMIN_CTX } from "../../support/admin-fixtures";
import { captureRequest, deletePurchases, freshBuyer, startPurchase } from "../../support/purchase";
import { simulator } from "../../support/simulator-controls";
import { deliverWebhook } from "../../support/webhook-delivery";

/** A paid order and a dispute PayPal opened on it, delivered to the shop as its webhook. */
async function disputedOrder() {
  const username = await freshBuyer();
  const orderId = await startPurchase({ username });
  await simulator.approve(orderId);
  expect((await captureRequest(orderId)).status).toBe(200);
  const order = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } });
  const { dispute, webhook } = await simulator.disputes.open(order.captureId ?? "");
  expect((await deliverWebhook(webhook)).status).toBe(200);
  const row = await prisma.dispute.findUniqueOrThrow({ where: { paypalDisputeId: dispute.dispute_id } });
  return { orderId, order, row };
}

afterEach(deletePurchases);

describe("answering a dispute from the dashboard", () => {
  it("sends the proof of fulfilment once: PayPal holds the document, the dispute is under review, the click is audited", async () => {
    const { orderId, row } = await disputedOrder();
    await sendDisputeEvidence(row.id, ADMIN_CTX);

    const atPaypal = await simulator.disputes.get(row.paypalDisputeId);
    const evidence = atPaypal.evidences?.[0];
    expect(evidence?.evidence_type).toBe("PROOF_OF_FULFILLMENT");
    expect(evidence?.notes).toMatch(/license was delivered to the Minecraft account/);
    const document = evidence?.documents?.[0];
    expect(document).toMatchObject({ name: `proof-of-fulfilment-${row.paypalDisputeId}.txt`, content_type: "text/plain" });
    expect(document?.content).toContain(`PayPal order ${orderId}`);
    expect(await prisma.dispute.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "UNDER_REVIEW", evidenceSentAt: expect.any(Date) });

    await expect(sendDisputeEvidence(row.id, ADMIN_CTX)).rejects.toMatchObject({ code: "conflict" });
    expect(await prisma.auditLog.count({ where: { action: "dispute.evidence", success: true } })).toBe(1);
  });

  it("accepts the claim once: PayPal refunds the capture, and its refund event revokes the license", async () => {
    const { orderId, order, row } = await disputedOrder();
    await Promise.allSettled([acceptDisputeClaim(row.id, ADMIN_CTX), acceptDisputeClaim(row.id, ADMIN_CTX)]);
    expect(await prisma.auditLog.count({ where: { action: "dispute.accept_claim", success: true } })).toBe(1);
    expect(await prisma.dispute.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "RESOLVED", outcome: "RESOLVED_BUYER_FAVOUR" });
    await expect(acceptDisputeClaim(row.id, ADMIN_CTX)).rejects.toMatchObject({ code: "conflict" });

    const refunded = await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", orderId);
    expect((await deliverWebhook(refunded)).status).toBe(200);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "REFUNDED" });
    expect(await prisma.license.findUniqueOrThrow({ where: { id: order.licenseId ?? "" } })).toMatchObject({ active: false });
  });

  it("gives the click back when PayPal refuses it, and audits the refusal", async () => {
    const { row } = await disputedOrder();
    // PayPal decided meanwhile, and its event has not arrived: PayPal refuses the answer.
    await simulator.disputes.resolve(row.paypalDisputeId, "seller");
    await expect(acceptDisputeClaim(row.id, ADMIN_CTX)).rejects.toMatchObject({ code: "conflict" });
    expect(await prisma.dispute.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ claimAcceptedAt: null });
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "dispute.accept_claim" } })).toMatchObject({ success: false });
  });
});
