import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { openMail } from "@/lib/mail/sealed-codes";
import { deliverPendingMail } from "@/lib/mail/send-outbox";

import { buyGift } from "../../support/gifts";
import { deletePurchases } from "../../support/purchase";
import { startSmtp } from "../../support/smtp-server";

// The code is stored only as its hash; the mails carry it once, sealed in the outbox until sent, and the outbox's
// copy keeps only its first group once sent.
describe("a gift's mails once sent", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());
  afterEach(deletePurchases);

  it("reach the buyer and the recipient with the whole code, and the outbox keeps only its first group", async () => {
    const { gift } = await buyGift({ recipientEmail: "friend@example.com" });
    const firstGroup = gift.code.slice(0, "GIFT-XXXX".length);
    const stored = () => prisma.emailOutbox.findMany({ select: { dedupeKey: true, to: true, text: true, html: true, status: true, sealedCodes: true } });
    const waiting = await stored();
    expect(waiting.every((mail) => mail.sealedCodes !== null && !mail.text.includes(gift.code) && !mail.html?.includes(gift.code))).toBe(true);
    expect(waiting.every((mail) => openMail(mail).text.includes(gift.code) && openMail(mail).html?.includes(gift.code))).toBe(true);

    expect(await deliverPendingMail({ smtpUrl: smtp.url, from: "shop@example.com" })).toEqual({ sent: 2, failed: 0 });

    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(["friend@example.com", "giver@example.com"]);
    // Quoted-printable may fold a long line: the code is read back from the unfolded body.
    for (const mail of smtp.received) expect(mail.raw.replace(/=\r?\n/g, "")).toContain(gift.code);
    const sent = await stored();
    expect(sent).toHaveLength(2);
    for (const mail of sent) {
      expect(mail.status).toBe("SENT");
      expect(mail.sealedCodes).toBeNull();
      expect(mail.text).not.toContain(gift.code);
      expect(mail.html).not.toContain(gift.code);
      expect(mail.text).toContain(`${firstGroup}-····`);
    }
  });
});
