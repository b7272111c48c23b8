import { randomBytes } from "node:crypto";

import { afterAll, describe, expect, it } from "vitest";

import { ownedOrderId } from "@/lib/account/owned";
import { AppError } from "@/lib/api/errors";
import { GIFT_SEND_AGAIN } from "@/lib/content/gifts";
import { prisma } from "@/lib/database/db";
import { sendGiftAgain } from "@/lib/gifts/send-gift-again";
import { unsealCodes } from "@/lib/mail/sealed-codes";

import { nextIp } from "../../support/client-addresses";
import { buyGift, giftOf, redeemRequest } from "../../support/gifts";
import { deletePurchases, freshBuyer } from "../../support/purchase";

const address = (who: string) => `${who}-${randomBytes(4).toString("hex")}@example.com`;
/** What the account passes: whether the order is the buyer's, by their address. */
const ownedBy = (email: string) => async (orderId: string) => (await ownedOrderId(email, orderId)) !== null;
const refusal = (message: string, code: string) => (e: unknown) => e instanceof AppError && e.code === code && e.message === message;

/** A paid gift with a recipient whose first mail went out (as the mail worker would mark it). */
async function sentGift(giver: string) {
  const recipient = address("friend");
  const bought = await buyGift({ recipientEmail: recipient, message: "Have fun" }, { email: giver });
  const gift = await giftOf(bought.orderId);
  await prisma.emailOutbox.update({ where: { dedupeKey: `gift:${gift.id}` }, data: { sentAt: new Date(), status: "SENT" } });
  return { gift: { id: gift.id, code: bought.gift.code }, recipient };
}

afterAll(deletePurchases);

describe("send a gift's e-mail again, from the buyer's account", () => {
  it("mails the recipient a new code, sealed until sent; the old code stops working and the new one redeems", async () => {
    const giver = address("giver");
    const { gift, recipient } = await sentGift(giver);
    const oldCode = gift.code;

    expect(await sendGiftAgain(gift.id, ownedBy(giver), { ipAddress: nextIp() })).toEqual({ message: GIFT_SEND_AGAIN.sent(recipient) });

    const again = await prisma.emailOutbox.findFirstOrThrow({ where: { to: recipient, dedupeKey: { startsWith: `gift:${gift.id}:again:` } } });
    expect(again.sealedCodes).toBeTruthy();
    const [newCode = ""] = unsealCodes(again.sealedCodes ?? "", { dedupeKey: again.dedupeKey, to: again.to });
    expect(again.text).not.toContain(newCode);
    expect(newCode).not.toBe(oldCode);
    expect((await redeemRequest({ code: oldCode, username: await freshBuyer() })).status).toBe(422);
    expect((await redeemRequest({ code: newCode, username: await freshBuyer() })).status).toBe(200);
    expect(await prisma.auditLog.count({ where: { action: "gift.send_again", details: { path: ["giftId"], equals: gift.id } } })).toBe(1);
  });

  it("refuses another buyer's gift, a redeemed one, one not sent yet, and a second try within minutes; nothing changes", async () => {
    const giver = address("giver");
    const { gift } = await sentGift(giver);
    const hash = (await prisma.gift.findUniqueOrThrow({ where: { id: gift.id } })).codeHash;

    await expect(sendGiftAgain(gift.id, ownedBy(address("stranger")), { ipAddress: nextIp() })).rejects.toSatisfy(
      refusal(GIFT_SEND_AGAIN.notFound, "not_found"),
    );
    expect((await prisma.gift.findUniqueOrThrow({ where: { id: gift.id } })).codeHash).toBe(hash);

    await sendGiftAgain(gift.id, ownedBy(giver), { ipAddress: nextIp() });
    await expect(sendGiftAgain(gift.id, ownedBy(giver), { ipAddress: nextIp() })).rejects.toSatisfy(refusal(GIFT_SEND_AGAIN.tooSoon, "rate_limited"));
    expect(await prisma.emailOutbox.count({ where: { dedupeKey: { startsWith: `gift:${gift.id}:again:` } } })).toBe(1);

    const scheduled = await buyGift({ recipientEmail: address("later"), sendAt: new Date(Date.now() + 86_400_000).toISOString() }, { email: giver });
    const later = await giftOf(scheduled.orderId);
    await expect(sendGiftAgain(later.id, ownedBy(giver), { ipAddress: nextIp() })).rejects.toSatisfy(refusal(GIFT_SEND_AGAIN.notSentYet, "conflict"));

    const redeemed = await sentGift(giver);
    expect((await redeemRequest({ code: redeemed.gift.code, username: await freshBuyer() })).status).toBe(200);
    await expect(sendGiftAgain(redeemed.gift.id, ownedBy(giver), { ipAddress: nextIp() })).rejects.toSatisfy(refusal(GIFT_SEND_AGAIN.redeemed, "conflict"));
  });
});
