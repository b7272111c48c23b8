import { randomUUID } from "node:crypto";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { processWebhookEventAgain } from "@/lib/webhooks/process-webhook-event-again";

import { ADMIN_CTX } from "../../support/admin-fixtures";
import { rejects } from "../../support/app-error";
import { captureRequest, deletePurchases, startPurchase } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { simulator } from "../../support/simulator-controls";
import { deliverWebhook as deliver } from "../../support/webhook-delivery";

const counts = async () => ({
  activeLicenses: await prisma.license.count({ where: { active: true } }),
  licenses: await prisma.license.count(),
  completed: await prisma.order.count({ where: { status: "COMPLETED" } }),
  commissions: await prisma.commission.count(),
  emails: await prisma.emailOutbox.count(),
  revocations: await prisma.auditLog.count({ where: { action: { startsWith: "license.revoke" } } }),
});

const eventRow = (eventId: string) => prisma.webhookEvent.findUniqueOrThrow({ where: { eventId } });

/** A signed COMPLETED event for a shop order whose capture PayPal does not know: confirming it fails (503), every time. */
async function unconfirmableCapture(orderId: string) {
  return simulator.signWebhook({
    id: `WH-FAIL-${randomUUID().slice(0, 8)}`,
    event_type: "PAYMENT.CAPTURE.COMPLETED",
    resource: {
      id: "0UNKNOWNCAPTURE",
      status: "COMPLETED",
      amount: { currency_code: "USD", value: "5.00" },
      supplementary_data: { related_ids: { order_id: orderId } },
    },
  });
}

/** A stored event whose processing failed once (as if the database had been away), with a genuine payload. */
async function failedEvent(payload: { id: string; event_type: string }) {
  return prisma.webhookEvent.create({
    data: {
      eventId: `${payload.id}-RETRY`,
      eventType: payload.event_type,
      payload: { ...payload, id: `${payload.id}-RETRY` } as Prisma.InputJsonValue,
      outcome: "failed",
      attempts: 1,
      lastError: "Can't reach database server",
    },
  });
}

describe("webhook outcomes", () => {
  beforeEach(() => registerReferralCodes("REDDIT"));
  afterEach(deletePurchases);

  it("records a processed event's outcome and attempt, and an ignored one's", async () => {
    const orderId = await startPurchase();
    await simulator.approve(orderId);
    await simulator.captureAtPaypal(orderId);
    const signed = await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);
    expect(await (await deliver(signed)).json()).toEqual({ received: true, outcome: "processed" });
    expect(await eventRow(signed.event.id)).toMatchObject({ outcome: "processed", attempts: 1, lastError: null, processedAt: expect.any(Date) });

    const other = await simulator.signWebhook({ id: "WH-IGNORED-1", event_type: "CHECKOUT.ORDER.APPROVED", resource: { id: orderId } });
    expect(await (await deliver(other)).json()).toEqual({ received: true, outcome: "ignored" });
    expect(await eventRow("WH-IGNORED-1")).toMatchObject({ outcome: "ignored", attempts: 1, lastError: null });
  });

  it("records a failed processing with its error, answers an error so PayPal retries, and counts each attempt", async () => {
    const orderId = await startPurchase();
    const signed = await unconfirmableCapture(orderId);

    const res = await deliver(signed);
    expect(res.status).toBe(503);
    expect(await eventRow(signed.event.id)).toMatchObject({
      outcome: "failed",
      attempts: 1,
      processedAt: null,
      lastError: expect.stringMatching(/PayPal could not confirm/),
    });

    expect((await deliver(signed)).status).toBe(503);
    expect(await eventRow(signed.event.id)).toMatchObject({ outcome: "failed", attempts: 2, processedAt: null });
    expect(await prisma.license.count()).toBe(0);
  });

  it("processes a failed event again for an admin, audited, and refuses one that did not fail", async () => {
    const orderId = await startPurchase();
    const failing = await unconfirmableCapture(orderId);
    await deliver(failing);
    const stored = await eventRow(failing.event.id);

    // Still failing: the attempt is counted and audited as a failure, and the error stays on the row.
    expect(await processWebhookEventAgain(stored.id, ADMIN_CTX)).toEqual({ outcome: "failed" });
    expect(await eventRow(failing.event.id)).toMatchObject({ outcome: "failed", attempts: 2, processedAt: null });
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "webhook.process_again" } })).toMatchObject({
      actor: ADMIN_CTX.admin.username,
      ipAddress: ADMIN_CTX.ipAddress,
      success: false,
      details: { eventId: failing.event.id, eventType: "PAYMENT.CAPTURE.COMPLETED", outcome: "failed" },
    });

    await simulator.approve(orderId);
    await simulator.captureAtPaypal(orderId);
    const genuine = await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);
    const retry = await failedEvent(JSON.parse(genuine.body) as { id: string; event_type: string });
    expect(await processWebhookEventAgain(retry.id, ADMIN_CTX)).toEqual({ outcome: "processed" });
    expect(await prisma.webhookEvent.findUniqueOrThrow({ where: { id: retry.id } })).toMatchObject({
      outcome: "processed",
      attempts: 2,
      lastError: null,
      processedAt: expect.any(Date),
    });
    expect(await prisma.auditLog.count({ where: { action: "webhook.process_again", success: true } })).toBe(1);

    await rejects(processWebhookEventAgain(retry.id, ADMIN_CTX), "conflict");
    await rejects(processWebhookEventAgain(randomUUID(), ADMIN_CTX), "not_found");
  });

  it("never issues a second license, commission or receipt when a capture event is processed again", async () => {
    const orderId = await startPurchase({ referralCode: "REDDIT" });
    await simulator.approve(orderId);
    expect((await captureRequest(orderId)).status).toBe(200);
    const after = await counts();
    expect(after).toMatchObject({ activeLicenses: 1, completed: 1, commissions: 1, emails: 1 });

    const genuine = await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId);
    const retry = await failedEvent(JSON.parse(genuine.body) as { id: string; event_type: string });
    expect(await processWebhookEventAgain(retry.id, ADMIN_CTX)).toEqual({ outcome: "processed" });
    expect(await counts()).toEqual(after);
  });

  it("never takes a refund's effect twice when a refund event is processed again", async () => {
    const orderId = await startPurchase({ referralCode: "REDDIT" });
    await simulator.approve(orderId);
    const { transactionId } = (await (await captureRequest(orderId)).json()) as { transactionId: string };
    await simulator.refund(transactionId);
    const refund = await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", orderId);
    expect(await (await deliver(refund)).json()).toEqual({ received: true, outcome: "processed" });
    const after = await counts();
    expect(after).toMatchObject({ activeLicenses: 0, revocations: 1 });
    const audits = await prisma.auditLog.count();

    const retry = await failedEvent(JSON.parse(refund.body) as { id: string; event_type: string });
    expect(await processWebhookEventAgain(retry.id, ADMIN_CTX)).toEqual({ outcome: "processed" });
    // A late COMPLETED processed again does not bring the refunded license back.
    const completed = await failedEvent(JSON.parse((await simulator.webhook("PAYMENT.CAPTURE.COMPLETED", orderId)).body) as { id: string; event_type: string });
    expect(await processWebhookEventAgain(completed.id, ADMIN_CTX)).toEqual({ outcome: "already_refunded" });

    expect(await counts()).toEqual(after);
    expect(await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } })).toMatchObject({ status: "REFUNDED" });
    expect(await prisma.commission.findFirstOrThrow()).toMatchObject({ status: "VOID" });
    // Only the two "process again" entries and the completed-after-refund note were added.
    expect(await prisma.auditLog.count()).toBe(audits + 3);
  });
});
