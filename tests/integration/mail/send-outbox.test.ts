import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { prisma } from "@/lib/db";
import { requestMailDelivery, startMailSender } from "@/lib/mail/mail-sender";
import { deliverPendingMail, MAX_ATTEMPTS, retryDelayMs } from "@/lib/mail/send-outbox";

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback that can be told to refuse recipients. */
function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(state.refuse ? Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise<{ url: string; received: Received[]; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${port}`, received, state, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

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
    prisma.emailOutbox.create({ data: { dedupeKey: key, to: "buyer@example.com", subject: `Receipt ${key}`, text: `Download: https://shop.test/download?access=${key}` } });

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

describe("startMailSender", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let stop: (() => void) | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());
  afterEach(async () => {
    stop?.();
    await prisma.emailOutbox.deleteMany();
    smtp.received.length = 0;
  });

  it("delivers queued mail as soon as it is asked to, without waiting for the next pass", async () => {
    stop = startMailSender({ smtpUrl: smtp.url, from: "shop@example.com", intervalMs: 60 * 60_000 });
    await prisma.emailOutbox.create({ data: { dedupeKey: "nudge", to: "buyer@example.com", subject: "Now", text: "Now" } });
    requestMailDelivery();
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    expect(await prisma.emailOutbox.findFirstOrThrow()).toMatchObject({ status: "SENT" });
  });

  it("does nothing when no sender runs (no SMTP_URL): the mail waits in the outbox", async () => {
    await prisma.emailOutbox.create({ data: { dedupeKey: "waits", to: "buyer@example.com", subject: "Later", text: "Later" } });
    requestMailDelivery();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(0);
    expect(await prisma.emailOutbox.findFirstOrThrow()).toMatchObject({ status: "PENDING", attempts: 0 });
  });
});
