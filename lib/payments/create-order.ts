import "server-only";

import { randomUUID } from "node:crypto";

import { ApiError, CheckoutPaymentIntent, ItemCategory } from "@paypal/paypal-server-sdk";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { findBan } from "@/lib/bans/find-ban";
import { BUYER_REFUSED, CREATOR_CODE_REFUSALS, CURRENCY_NOT_OFFERED } from "@/lib/content/checkout";
import { TOS_VERSION } from "@/lib/content/legal";
import { prisma } from "@/lib/database/db";
import { GIFT_SEND_AT_MAX_DAYS } from "@/lib/gifts/schemas";
import { accountToLicense } from "@/lib/licenses/account-to-license";
import { log } from "@/lib/log";
import type { MinecraftProfile } from "@/lib/mojang/lookup-profile";
import { toPaypalValue } from "@/lib/money";
import { firstCheckAt } from "@/lib/payments/order-check-schedule";
import { newOrderSecret } from "@/lib/payments/order-secret";
import { type CreateOrderInput, type CreateOrderResult } from "@/lib/payments/schemas";
import { paypalOrders } from "@/lib/paypal/client";
import { releaseCodeUse, takeCodeUse } from "@/lib/pricing/creator-code";
import { findCurrentSale } from "@/lib/pricing/current-sale";
import { findListPrice } from "@/lib/pricing/price-list";
import { discountAppliesIn, quotePrice, type CodeTerms } from "@/lib/pricing/quote-price";
import { resolveReferralCode, type ReferralClick } from "@/lib/referrals/resolve-referral-code";
import { site } from "@/lib/site";

/**
 * Starts a purchase: checks the Minecraft account can be licensed
 * (lib/licenses/account-to-license.ts), creates the PayPal order at the server's own price and
 * stores it. A gift names no account: it is priced the same, and stores its recipient, message and
 * sending time beside the order; its code is made when the payment is captured. The browser's amount, if it sent one, never gets here. The
 * browser also gets the order's secret, which it alone can later show to be
 * answered the download token (lib/payments/order-secret.ts). The order's
 * referral code is the creator code the buyer typed (the last touch), else the
 * attribution cookie's click when within 30 days of `now`, else the page's
 * code (resolveReferralCode).
 *
 * The price is quotePrice's at `now` in the currency asked for (lib/pricing/quote-price.ts), one the seller set a
 * price point in (else a 422 before anything is taken): the running
 * sale's, less the code's discount when its terms apply, which takes one of
 * its uses here, before PayPal, so a code with no uses left is refused now
 * rather than after the buyer approved. A typed code that does not apply is a
 * field error; a link's code that does not apply still attributes the sale, at
 * the current price. The order stores the breakdown, and capture accepts
 * exactly the amount stored (lib/payments/fulfil-order.ts), whatever the sale
 * or the code became meanwhile.
 */
export async function createOrder(
  input: CreateOrderInput,
  ctx: { ipAddress: string; referralClick: ReferralClick | null; now: Date },
): Promise<CreateOrderResult> {
  /** Audits a refused attempt (nothing was stored and PayPal was not asked), then refuses it. */
  const refuse = async (uuid: string | undefined, details: Record<string, string>, error: AppError): Promise<never> => {
    await recordAudit({ action: "order.create", actor: "buyer", uuid, success: false, ipAddress: ctx.ipAddress, details });
    throw error;
  };

  let profile: MinecraftProfile | null = null;
  if (input.gift) {
    const { sendAt } = input.gift;
    const latest = ctx.now.getTime() + GIFT_SEND_AT_MAX_DAYS * 24 * 60 * 60 * 1000;
    if (sendAt && (sendAt.getTime() < ctx.now.getTime() - 5 * 60 * 1000 || sendAt.getTime() > latest)) {
      const message = `Pick a time from now to ${GIFT_SEND_AT_MAX_DAYS} days ahead, or leave it empty to send at once.`;
      return refuse(undefined, { reason: "gift_send_at_out_of_range" }, new AppError("unprocessable_entity", message, { fields: { sendAt: message } }));
    }
  } else {
    const username = input.username ?? "";
    const account = await accountToLicense(username);
    // Nobody pays twice for one account: a buyer who already has an active license is sent to their download instead.
    if ("refusal" in account) {
      const { reason, message, profile: licensed } = account.refusal;
      return reason === "already_licensed"
        ? refuse(licensed?.uuid, { reason, username: licensed?.username ?? username }, new AppError("conflict", message, { fields: { username: message } }))
        : refuse(undefined, { reason, username }, new AppError("unprocessable_entity", message));
    }
    profile = account.profile;
  }

  // The ban list (lib/bans/) is asked before a code's use is taken or PayPal opens: the buyer's words name only support.
  const ban = await findBan(prisma, { emails: [input.email], uuids: [profile?.uuid] });
  if (ban) {
    const message = BUYER_REFUSED.message(site.supportEmail);
    return refuse(profile?.uuid, { reason: "banned", banId: ban.id }, new AppError("forbidden", message));
  }

  const list = await findListPrice(prisma, input.currency);
  if (!list) {
    const message = CURRENCY_NOT_OFFERED(input.currency);
    return refuse(
      profile?.uuid,
      { reason: "currency_not_offered", currency: input.currency },
      new AppError("unprocessable_entity", message, { fields: { currency: message } }),
    );
  }

  const link = resolveReferralCode({ click: ctx.referralClick, bodyCode: input.referralCode, now: ctx.now });
  const referral = input.creatorCode ? { code: input.creatorCode, source: "typed" as const } : link;
  let terms: CodeTerms | null = null;
  if (referral.code) {
    const taken = await takeCodeUse(prisma, referral.code, ctx.now);
    if ("terms" in taken && referral.source === "typed" && !discountAppliesIn(taken.terms, list.currency)) {
      // A typed code promises its discount: one that cannot give it in this currency is refused, its use given back.
      await releaseCodeUse(prisma, taken.terms.code);
      const message = CREATOR_CODE_REFUSALS.otherCurrency(referral.code);
      return refuse(
        profile?.uuid,
        { reason: "creator_code_refused", code: referral.code, refusal: "other_currency" },
        new AppError("unprocessable_entity", message, { fields: { creatorCode: message } }),
      );
    }
    if ("terms" in taken) terms = taken.terms;
    else if (referral.source === "typed") {
      const { reason, message } = taken.refusal;
      return refuse(
        profile?.uuid,
        { reason: "creator_code_refused", code: referral.code, refusal: reason },
        new AppError("unprocessable_entity", message, { fields: { creatorCode: message } }),
      );
    }
  }
  const quote = quotePrice({ sale: await findCurrentSale(prisma, ctx.now), code: terms, list });

  const orderSecret = newOrderSecret();
  const createdAt = ctx.now;
  let paypalOrderId: string | undefined;
  try {
    paypalOrderId = await createPaypalOrder(quote.amountCents, quote.currency, profile);
    const gift = input.gift;
    await prisma.order.create({
      data: {
        paypalOrderId,
        createdAt,
        nextCheckAt: firstCheckAt(createdAt),
        buyerSecretHash: orderSecret.hash,
        amountCents: quote.amountCents,
        currency: quote.currency,
        listPriceCents: quote.listPriceCents,
        saleId: quote.saleId,
        discountCents: quote.discountCents,
        commissionCents: quote.commissionCents,
        codeUseHeld: terms !== null,
        username: profile?.username ?? null,
        minecraftUuid: profile?.uuid ?? null,
        isGift: gift !== undefined,
        ...(gift && {
          gift: { create: { recipientEmail: gift.recipientEmail?.toLowerCase() ?? null, message: gift.message ?? null, sendAt: gift.sendAt ?? null } },
        }),
        email: input.email.toLowerCase(),
        referralCode: referral.code,
        utmSource: input.utmSource,
        utmCampaign: input.utmCampaign,
        tosVersion: TOS_VERSION,
        tosAcceptedAt: createdAt,
        ipAddress: ctx.ipAddress,
      },
    });
  } catch (error) {
    // No order holds the use it took: give it back.
    if (terms) await releaseCodeUse(prisma, terms.code);
    throw error;
  }
  await recordAudit({
    action: "order.create",
    actor: "buyer",
    uuid: profile?.uuid,
    success: true,
    ipAddress: ctx.ipAddress,
    details: {
      paypalOrderId,
      amountCents: quote.amountCents,
      currency: quote.currency,
      ...(input.gift && { gift: true }),
      ...(quote.saleId && { saleId: quote.saleId }),
      ...(referral.code && { referralCode: referral.code, referralSource: referral.source }),
      ...(quote.discountCents > 0 && { discountCents: quote.discountCents }),
    },
  });
  return { orderId: paypalOrderId, orderSecret: orderSecret.secret };
}

/**
 * Creates the PayPal order for `amountCents`, listing what it buys as PayPal shows the buyer (one license, a digital
 * good, at that price: the items add up to the amount, as PayPal requires); its id, or a 503 the buyer can retry.
 */
async function createPaypalOrder(amountCents: number, currency: string, profile: MinecraftProfile | null): Promise<string> {
  let paypalOrderId: string | undefined;
  const money = { currencyCode: currency, value: toPaypalValue(amountCents) };
  try {
    const { result } = await paypalOrders().createOrder({
      paypalRequestId: randomUUID(),
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            amount: { ...money, breakdown: { itemTotal: money } },
            items: [{ name: `${site.name} Permanent License`, quantity: "1", unitAmount: money, category: ItemCategory.DigitalGoods }],
            description: profile ? `${site.name} Permanent License for ${profile.username}` : `${site.name} Permanent License, as a gift`,
            ...(profile && { customId: profile.uuid }),
          },
        ],
      },
    });
    paypalOrderId = result.id;
  } catch (error) {
    log.error("paypal create order failed", { status: error instanceof ApiError ? error.statusCode : undefined, error: String(error) });
    throw new AppError("service_unavailable", "PayPal could not start the payment. Please try again.");
  }
  if (!paypalOrderId) throw new AppError("service_unavailable", "PayPal did not return an order id. Please try again.");
  return paypalOrderId;
}
