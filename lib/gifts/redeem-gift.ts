import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { findBan } from "@/lib/bans/find-ban";
import { ALREADY_LICENSED, BUYER_REFUSED } from "@/lib/content/checkout";
import { REDEEM_ERRORS } from "@/lib/content/gifts";
import { prisma } from "@/lib/database/db";
import { issueDownloadToken } from "@/lib/downloads/issue-download-token";
import { giftCodeHash, normaliseGiftCode } from "@/lib/gifts/gift-code";
import type { RedeemGiftInput, RedeemGiftResult } from "@/lib/gifts/schemas";
import { accountToLicense } from "@/lib/licenses/account-to-license";
import { grantLicense } from "@/lib/licenses/grant-license";
import { lockAccounts } from "@/lib/licenses/lock-accounts";
import { emitWebhookEvent } from "@/lib/outgoing-webhooks/emit-webhook-event";
import { site } from "@/lib/site";

type Refusal = "unknown" | "redeemed" | "voided";

/**
 * /redeem: a paid gift's code and the recipient's Minecraft username. The account is checked as at
 * checkout (it exists at Mojang and holds no active license), then, in one transaction that locks the gift, the
 * account is whitelisted, the gift marked redeemed by it and its order pointed at the license (so a refund of the
 * gift revokes it, lib/payments/revoke-for-refund.ts), and the recipient answered a download token. A code redeems
 * once: a second call, even a concurrent one, is refused. A code that is not one and a code that matches no paid
 * gift get the same answer, so wrong codes tell nothing about the codes that exist.
 */
export async function redeemGift(input: RedeemGiftInput, ctx: { ipAddress: string; now: Date }): Promise<RedeemGiftResult> {
  const refuse = async (reason: Refusal | "unknown_minecraft_account" | "already_licensed" | "banned", error: AppError, giftId?: string): Promise<never> => {
    await recordAudit({ action: "gift.redeem", actor: "buyer", success: false, ipAddress: ctx.ipAddress, details: { reason, ...(giftId && { giftId }) } });
    throw error;
  };
  const refusal = (reason: Refusal) =>
    reason === "unknown"
      ? new AppError("unprocessable_entity", REDEEM_ERRORS.unknown, { fields: { code: REDEEM_ERRORS.unknown } })
      : new AppError("conflict", REDEEM_ERRORS[reason], { fields: { code: REDEEM_ERRORS[reason] } });

  const normalised = normaliseGiftCode(input.code);
  const codeHash = normalised ? giftCodeHash(normalised) : null;
  const found = codeHash ? await prisma.gift.findUnique({ where: { codeHash }, select: GIFT_TO_REDEEM }) : null;
  if (!found) return refuse("unknown", refusal("unknown"));
  const early = refusalOf(found);
  if (early) return refuse(early, refusal(early), found.id);

  const account = await accountToLicense(input.username);
  if ("refusal" in account) {
    const { reason, message } = account.refusal;
    const status = reason === "already_licensed" ? "conflict" : "unprocessable_entity";
    return refuse(reason, new AppError(status, message, { fields: { username: message } }), found.id);
  }
  const { profile } = account;
  // The ban list (lib/bans/): a gift is no way around it.
  const ban = await findBan(prisma, { emails: [input.email], uuids: [profile.uuid] });
  if (ban) return refuse("banned", new AppError("forbidden", BUYER_REFUSED.message(site.supportEmail)), found.id);

  const outcome = await prisma.$transaction(async (tx): Promise<RedeemGiftResult | { refused: Refusal | "already_licensed" }> => {
    await tx.$queryRaw`SELECT id FROM gifts WHERE id = ${found.id}::uuid FOR UPDATE`;
    const gift = await tx.gift.findUniqueOrThrow({ where: { id: found.id }, select: GIFT_TO_REDEEM });
    const late = refusalOf(gift);
    if (late) return { refused: late };
    // Checked again under the gift's lock and the account's: a purchase for the same account may have completed meanwhile.
    await lockAccounts(tx, [profile.uuid]);
    const existing = await tx.license.findUnique({ where: { uuid: profile.uuid }, select: { active: true } });
    if (existing?.active) return { refused: "already_licensed" };
    // The license's address (where lost download links go): the recipient's own, else the one the code was sent to.
    const email = input.email?.toLowerCase() ?? gift.recipientEmail;
    const license = await grantLicense(tx, { uuid: profile.uuid, username: profile.username, email, source: "GIFT" });
    await tx.gift.update({ where: { id: found.id }, data: { redeemedAt: ctx.now, licenseId: license.id, redeemedUsername: profile.username } });
    // What the payment paid for: a gift order's license, or the pack seat's.
    if (gift.seatId) await tx.orderSeat.update({ where: { id: gift.seatId }, data: { licenseId: license.id } });
    else await tx.order.update({ where: { id: gift.orderId }, data: { licenseId: license.id } });
    const downloadToken = await issueDownloadToken(tx, license.id, ctx.now);
    await emitWebhookEvent(tx, "gift.redeemed", { giftId: found.id, orderId: gift.orderId, licenseId: license.id }, { personal: { email }, at: ctx.now });
    await recordAudit(
      { action: "gift.redeem", actor: "buyer", uuid: profile.uuid, success: true, ipAddress: ctx.ipAddress, details: { giftId: found.id } },
      tx,
    );
    return { username: license.username, downloadToken };
  });
  if (!("refused" in outcome)) return outcome;
  if (outcome.refused === "already_licensed") {
    const message = ALREADY_LICENSED(profile.username);
    return refuse("already_licensed", new AppError("conflict", message, { fields: { username: message } }), found.id);
  }
  return refuse(outcome.refused, refusal(outcome.refused), found.id);
}

/** What redeeming reads of a gift: whether it still can be, and what the license takes from it. */
const GIFT_TO_REDEEM = {
  id: true,
  orderId: true,
  seatId: true,
  recipientEmail: true,
  redeemedAt: true,
  voidedAt: true,
  order: { select: { status: true } },
} as const;

/** Why a gift cannot be redeemed now: redeemed already, or voided (or its order not paid, which no code reaches). */
function refusalOf(gift: { redeemedAt: Date | null; voidedAt: Date | null; order: { status: string } }): Refusal | null {
  if (gift.redeemedAt) return "redeemed";
  if (gift.voidedAt || gift.order.status !== "COMPLETED") return "voided";
  return null;
}
