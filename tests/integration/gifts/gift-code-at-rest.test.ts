import { randomUUID } from "node:crypto";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { TOS_VERSION } from "@/lib/content/legal";
import { createAdapter, databaseTarget } from "@/lib/database/adapter";
import { PRISMA_OMIT, type ShopPrismaClient } from "@/lib/database/client-options";
import { prisma as shopDatabase, sql } from "@/lib/database/db";
import { env } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { newGiftCode, normaliseGiftCode } from "@/lib/gifts/gift-code";
import { issueGiftCode } from "@/lib/gifts/issue-gift-code";
import { startJobs, stopJobs } from "@/lib/jobs/start-jobs";
import { sealWaitingMail } from "@/lib/mail/seal-waiting-mail";
import { deliverPendingMail } from "@/lib/mail/send-outbox";
import { giftMail } from "@/lib/mail/templates/gift";
import { queueReceipt } from "@/lib/payments/queue-receipt";

import { databaseText } from "../../support/database-text";
import { buyGift, GIVER_EMAIL } from "../../support/gifts";
import { deletePurchases } from "../../support/purchase";
import { startSmtp } from "../../support/smtp-server";
import { availableKinds, createTestDatabase, type TestDatabase } from "../../support/test-databases";

const DAY = 24 * 3600_000;
const RECIPIENT = "later@example.com";

/**
 * Where the database text holds the code, as printed or as stored for a lookup (its normal form), with a little
 * text around each place: an empty list when it holds it nowhere (a whole dump would be too long to read).
 */
function placesHolding(text: string, code: string): string[] {
  return [code, normaliseGiftCode(code) ?? code].flatMap((form) => {
    const at = text.indexOf(form);
    return at < 0 ? [] : [text.slice(Math.max(0, at - 120), at + form.length + 40)];
  });
}

/** A received message's body, with quoted-printable's soft line breaks undone (they may fold a long line). */
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, "");

// The shop keeps a gift code only as its hash. A mail that carries the code and waits in the outbox (the recipient's,
// up to a year when the buyer picks a day; the receipt, while the mail server does not take it) must not keep it in
// the clear either: a database read or a backup would give a working code away.
describe("a gift's code at rest", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  describe.each(availableKinds())("on the %s database", (kind) => {
    let db: TestDatabase;
    let adapter: ReturnType<typeof createAdapter>;
    let prisma: ShopPrismaClient;
    beforeAll(async () => {
      db = await createTestDatabase(kind, "giftrest", { migrated: true });
      adapter = createAdapter(db.target);
      await adapter.open();
      prisma = new PrismaClient({ adapter: adapter.factory, omit: PRISMA_OMIT });
    });
    afterAll(async () => {
      await prisma.$disconnect();
      await adapter.close();
      await db.drop();
    });

    it("is nowhere in the database while the recipient's mail waits for its day, nor once it went; both mails carry it", async () => {
      const capturedAt = new Date();
      const sendAt = new Date(capturedAt.getTime() + 30 * DAY);
      // A paid gift order as the capture records it, and the fulfilment's two writes of the code: the gift and its
      // recipient's mail (lib/gifts/issue-gift-code.ts), and the buyer's receipt (lib/payments/queue-receipt.ts).
      const order = await prisma.order.create({
        data: {
          paypalOrderId: `AT-REST-${randomUUID()}`,
          captureId: `CAPTURE-${randomUUID()}`,
          status: "COMPLETED",
          isGift: true,
          email: GIVER_EMAIL,
          amountCents: 500,
          currency: "USD",
          tosVersion: TOS_VERSION,
          tosAcceptedAt: capturedAt,
          capturedAt,
          gifts: { create: { recipientEmail: RECIPIENT, message: "Happy birthday!", sendAt } },
        },
        include: { gifts: true },
      });
      const { code } = await prisma.$transaction(async (tx) => {
        const issued = await issueGiftCode(tx, order.gifts[0]!.id, capturedAt);
        await queueReceipt(tx, { order: { ...order, captureId: order.captureId ?? "", capturedAt }, delivery: { gift: issued.receipt } });
        return issued;
      });
      expect(await prisma.emailOutbox.count()).toBe(2);
      expect(placesHolding(await databaseText(db.target, adapter.sql), code)).toEqual([]);

      // The receipt goes at once; the recipient's mail stays until its day.
      expect(await deliverPendingMail({ smtpUrl: smtp.url, db: prisma })).toEqual({ sent: 1, failed: 0 });
      expect(placesHolding(await databaseText(db.target, adapter.sql), code)).toEqual([]);

      expect(await deliverPendingMail({ smtpUrl: smtp.url, now: new Date(sendAt.getTime() + 60_000), db: prisma })).toEqual({ sent: 1, failed: 0 });
      const received = smtp.received.splice(0);
      expect(received.map((mail) => mail.to[0])).toEqual([GIVER_EMAIL, RECIPIENT]);
      for (const mail of received) expect(unfolded(mail.raw)).toContain(code);
      expect(await prisma.emailOutbox.count({ where: { status: "SENT" } })).toBe(2);
      expect(placesHolding(await databaseText(db.target, adapter.sql), code)).toEqual([]);
    });
  });

  // The same through the shop's own routes and the PayPal simulator, on the run's database: nothing else the purchase
  // writes (its audit entries, the job queue's rows) keeps the code either.
  describe("bought through the checkout", () => {
    afterEach(deletePurchases);

    it("is nowhere in the database before or after the recipient's mail goes; the recipient's mail carries it", async () => {
      const sendAt = new Date(Date.now() + 200 * DAY);
      const { gift } = await buyGift({ recipientEmail: RECIPIENT, sendAt: sendAt.toISOString() });
      const target = databaseTarget(env);
      expect(placesHolding(await databaseText(target, sql), gift.code)).toEqual([]);

      expect(await deliverPendingMail({ smtpUrl: smtp.url, now: new Date(sendAt.getTime() + 60_000) })).toEqual({ sent: 2, failed: 0 });
      const received = smtp.received.splice(0);
      expect(received.map((mail) => mail.to[0]).sort()).toEqual([GIVER_EMAIL, RECIPIENT].sort());
      for (const mail of received) expect(unfolded(mail.raw)).toContain(gift.code);
      expect(placesHolding(await databaseText(target, sql), gift.code)).toEqual([]);
    });
  });

  // A shop that queued gift mails before their codes were sealed: those mails are sealed too, not left in the clear
  // until their day.
  describe("queued in the clear by an earlier version", () => {
    afterEach(deletePurchases);

    it("is sealed when the job workers start, and the mail then goes as before", async () => {
      const { code } = newGiftCode();
      const mail = await giftMail({ code, message: null, redeemLink: `https://shop.test/redeem#code=${code}` });
      const later = new Date(Date.now() + 100 * DAY);
      await shopDatabase.emailOutbox.create({ data: { dedupeKey: "gift:queued-in-the-clear", to: RECIPIENT, ...mail, nextAttemptAt: later } });
      const sent = { dedupeKey: "gift:sent-already", to: RECIPIENT, subject: mail.subject, text: "Your gift code: GIFT-ABCD-····", status: "SENT" as const };
      await shopDatabase.emailOutbox.create({ data: sent });
      const target = databaseTarget(env);
      expect(placesHolding(await databaseText(target, sql), code)).not.toEqual([]);

      // No mail server here: the codes are sealed whether or not this instance sends mail.
      await startJobs({ smtpUrl: "", boss: { schedule: false }, refreshPages: async () => {} });
      await stopJobs();
      expect(placesHolding(await databaseText(target, sql), code)).toEqual([]);
      expect(await shopDatabase.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: sent.dedupeKey } })).toMatchObject({ ...sent, sealedCodes: null });
      expect(await sealWaitingMail()).toBe(0);

      expect(await deliverPendingMail({ smtpUrl: smtp.url, now: new Date(later.getTime() + 60_000) })).toEqual({ sent: 1, failed: 0 });
      const received = smtp.received.splice(0);
      expect(received.map((message) => message.to[0])).toEqual([RECIPIENT]);
      expect(unfolded(received[0]?.raw ?? "")).toContain(code);
      expect(placesHolding(await databaseText(target, sql), code)).toEqual([]);
    });
  });
});
