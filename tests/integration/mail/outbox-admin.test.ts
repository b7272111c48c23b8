import { randomUUID } from "node:crypto";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { listOutbox } from "@/lib/admin/list-outbox";
import { listWebhookEvents } from "@/lib/admin/list-webhook-events";
import { adminPageSchema } from "@/lib/admin/schemas";
import { parseWith } from "@/lib/api/parse";
import { prisma } from "@/lib/database/db";
import { sendMailAgain } from "@/lib/mail/send-mail-again";
import { deliverPendingMail } from "@/lib/mail/send-outbox";
import { QUEUES } from "@/lib/queue/queues";

import { ADMIN_CTX } from "../../support/admin-fixtures";
import { rejects } from "../../support/app-error";
import { clearQueue, unfinishedJobs } from "../../support/jobs";
import { startSmtp } from "../../support/smtp-server";

const page = (input: Record<string, unknown>) => parseWith(adminPageSchema, input);

const message = (n: number, data: Record<string, unknown> = {}) =>
  prisma.emailOutbox.create({
    data: {
      dedupeKey: `test:${n}`,
      to: `buyer${n}@example.com`,
      subject: `Receipt ${n}`,
      text: `Download: https://shop.test/download?access=SECRET-${n}`,
      html: `<a href="https://shop.test/download?access=SECRET-${n}">Download</a>`,
      createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)),
      ...data,
    },
  });

describe("the Mail tab", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());
  afterEach(async () => {
    await prisma.emailOutbox.deleteMany();
    await prisma.auditLog.deleteMany();
    await prisma.webhookEvent.deleteMany();
  });

  it("lists the outbox newest first, a page at a time, without any message's text", async () => {
    for (let n = 1; n <= 5; n += 1) await message(n, n === 2 ? { status: "FAILED", attempts: 8, lastError: "550 mailbox unavailable" } : {});

    const first = await listOutbox(page({ limit: 3 }));
    expect(first.messages.map((m) => m.subject)).toEqual(["Receipt 5", "Receipt 4", "Receipt 3"]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listOutbox(page({ limit: 3, cursor: first.nextCursor }));
    expect(second.messages.map((m) => m.subject)).toEqual(["Receipt 2", "Receipt 1"]);
    expect(second.nextCursor).toBeNull();
    expect(second.messages[0]).toEqual({
      id: expect.any(String),
      to: "buyer2@example.com",
      subject: "Receipt 2",
      status: "FAILED",
      attempts: 8,
      lastError: "550 mailbox unavailable",
      createdAt: "2026-11-01T00:02:00.000Z",
      sentAt: null,
      nextAttemptAt: expect.any(String),
    });
    // The bodies hold download links, which are credentials.
    expect(JSON.stringify([first, second])).not.toContain("SECRET");
    await rejects(listOutbox(page({ cursor: "not-a-cursor" })), "bad_request");
  });

  it("sends a failed message again: back to pending with no attempts, audited, nudged and then delivered", async () => {
    await clearQueue(QUEUES.mail);
    const failed = await message(1, {
      status: "FAILED",
      attempts: 8,
      lastError: "550 mailbox unavailable",
      nextAttemptAt: new Date(Date.now() + 6 * 3600_000),
    });

    expect(await sendMailAgain(failed.id, ADMIN_CTX)).toEqual({ status: "PENDING" });
    const reset = await prisma.emailOutbox.findUniqueOrThrow({ where: { id: failed.id } });
    expect(reset).toMatchObject({ status: "PENDING", attempts: 0, lastError: null, sentAt: null });
    expect(reset.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await unfinishedJobs(QUEUES.mail)).toBe(1);
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { action: "mail.send_again" } });
    expect(audit).toMatchObject({ actor: ADMIN_CTX.admin.username, ipAddress: ADMIN_CTX.ipAddress, success: true });
    expect(audit.details).toEqual({ outboxId: failed.id, previousStatus: "FAILED", previousAttempts: 8 });
    expect(JSON.stringify(audit.details)).not.toContain("example.com");

    // A second click while it waits changes nothing.
    await rejects(sendMailAgain(failed.id, ADMIN_CTX), "conflict");
    expect(await prisma.auditLog.count({ where: { action: "mail.send_again" } })).toBe(1);

    expect(await deliverPendingMail({ smtpUrl: smtp.url, from: "shop@example.com" })).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.at(-1)?.to).toEqual(["buyer1@example.com"]);
    await clearQueue(QUEUES.mail);
  });

  it("sends a sent message once more, and refuses an unknown one", async () => {
    await clearQueue(QUEUES.mail);
    const sent = await message(1, { status: "SENT", attempts: 1, sentAt: new Date() });
    await sendMailAgain(sent.id, ADMIN_CTX);
    expect(await prisma.emailOutbox.findUniqueOrThrow({ where: { id: sent.id } })).toMatchObject({ status: "PENDING", attempts: 0, sentAt: null });
    await rejects(sendMailAgain(randomUUID(), ADMIN_CTX), "not_found");
    await clearQueue(QUEUES.mail);
  });

  it("lists received webhook events newest first with their outcome, without their payload", async () => {
    for (let n = 1; n <= 3; n += 1) {
      await prisma.webhookEvent.create({
        data: {
          eventId: `WH-${n}`,
          eventType: "PAYMENT.CAPTURE.COMPLETED",
          payload: { payer: { email_address: `payer${n}@example.com` } },
          receivedAt: new Date(Date.UTC(2026, 10, 1, 0, n)),
          outcome: n === 2 ? "failed" : "processed",
          attempts: 1,
          lastError: n === 2 ? "PayPal could not confirm the payment." : null,
        },
      });
    }
    const first = await listWebhookEvents(page({ limit: 2 }));
    expect(first.events.map((e) => e.eventId)).toEqual(["WH-3", "WH-2"]);
    expect(first.events[1]).toEqual({
      id: expect.any(String),
      eventId: "WH-2",
      eventType: "PAYMENT.CAPTURE.COMPLETED",
      receivedAt: "2026-11-01T00:02:00.000Z",
      processedAt: null,
      outcome: "failed",
      attempts: 1,
      lastError: "PayPal could not confirm the payment.",
    });
    const second = await listWebhookEvents(page({ limit: 2, cursor: first.nextCursor }));
    expect(second.events.map((e) => e.eventId)).toEqual(["WH-1"]);
    expect(second.nextCursor).toBeNull();
    expect(JSON.stringify([first, second])).not.toContain("payer");
  });
});
