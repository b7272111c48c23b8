import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { deliverPendingMail, LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from "@/lib/mail/send-outbox";

import { startSmtp } from "../../support/smtp-server";

describe("deliverPendingMail", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());
  afterEach(async () => {
    await prisma.emailOutbox.deleteMany();
    smtp.received.length = 0;
    smtp.state.refuse = false;
  });

  const queue = (key: string) =>
    prisma.emailOutbox.create({
      data: { dedupeKey: key, to: "buyer@example.com", subject: `Receipt ${key}`, text: `Download: https://shop.test/download?access=${key}` },
    });

  it("delivers due mail over SMTP, once, and marks it sent", async () => {
    await queue("one");
    expect(await deliverPendingMail({ smtpUrl: smtp.url, from: "shop@example.com" })).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: "shop@example.com", to: ["buyer@example.com"] });
    expect(smtp.received[0]?.raw).toContain("Subject: Receipt one");
    expect(smtp.received[0]?.raw).toContain("access=one");
    expect(await prisma.emailOutbox.findFirstOrThrow()).toMatchObject({ status: "SENT", attempts: 1 });

    expect(await deliverPendingMail({ smtpUrl: smtp.url })).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("keeps a refused message, retries it after the backoff and then delivers it", async () => {
    await queue("retry");
    smtp.state.refuse = true;
    const now = new Date();
    expect(await deliverPendingMail({ smtpUrl: smtp.url, now })).toEqual({ sent: 0, failed: 1 });
    const pending = await prisma.emailOutbox.findFirstOrThrow();
    expect(pending).toMatchObject({ status: "PENDING", attempts: 1 });
    expect(pending.lastError).toMatch(/Mailbox unavailable/);
    expect(pending.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));

    smtp.state.refuse = false;
    expect(await deliverPendingMail({ smtpUrl: smtp.url, now })).toEqual({ sent: 0, failed: 0 });
    expect(await deliverPendingMail({ smtpUrl: smtp.url, now: new Date(now.getTime() + retryDelayMs(1)) })).toEqual({ sent: 1, failed: 0 });
    expect(await prisma.emailOutbox.findFirstOrThrow()).toMatchObject({ status: "SENT", attempts: 2 });
  });

  it("retries a message whose sender died after claiming it, once its lease has run out", async () => {
    const mail = await queue("orphan");
    const claimedAt = new Date();
    // What a sender's claim writes before it sends; the process then died without a word.
    await prisma.emailOutbox.update({ where: { id: mail.id }, data: { attempts: 1, nextAttemptAt: new Date(claimedAt.getTime() + LEASE_MS) } });
    expect(await deliverPendingMail({ smtpUrl: smtp.url, now: new Date(claimedAt.getTime() + LEASE_MS - 1_000) })).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(await deliverPendingMail({ smtpUrl: smtp.url, now: new Date(claimedAt.getTime() + LEASE_MS) })).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await prisma.emailOutbox.findFirstOrThrow()).toMatchObject({ status: "SENT", attempts: 2 });
  });

  it("gives up after the last attempt and marks the message failed", async () => {
    const mail = await queue("hopeless");
    await prisma.emailOutbox.update({ where: { id: mail.id }, data: { attempts: MAX_ATTEMPTS - 1 } });
    smtp.state.refuse = true;
    expect(await deliverPendingMail({ smtpUrl: smtp.url })).toEqual({ sent: 0, failed: 1 });
    expect(await prisma.emailOutbox.findFirstOrThrow()).toMatchObject({ status: "FAILED", attempts: MAX_ATTEMPTS });
  });

  it("backs off exponentially, capped at six hours", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(30)).toBe(6 * 60 * 60_000);
  });
});
