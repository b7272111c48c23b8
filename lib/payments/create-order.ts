import "server-only";

import { randomUUID } from "node:crypto";

import { ApiError, CheckoutPaymentIntent } from "@paypal/paypal-server-sdk";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { ALREADY_LICENSED } from "@/lib/content/checkout";
import { TOS_VERSION } from "@/lib/content/legal";
import { prisma } from "@/lib/database/db";
import { log } from "@/lib/log";
import { lookupMinecraftProfile } from "@/lib/mojang/lookup-profile";
import { LICENSE_PRICE, toPaypalValue } from "@/lib/money";
import { firstCheckAt } from "@/lib/payments/order-check-schedule";
import { newOrderSecret } from "@/lib/payments/order-secret";
import { type CreateOrderInput, type CreateOrderResult } from "@/lib/payments/schemas";
import { paypalOrders } from "@/lib/paypal/client";
import { resolveReferralCode, type ReferralClick } from "@/lib/referrals/resolve-referral-code";
import { site } from "@/lib/site";

/**
 * Starts a purchase: checks the Minecraft account exists (nobody pays for a
 * name that does not) and has no active license yet (nobody pays twice for
 * one account; a refunded or revoked one can be bought again), creates the PayPal order at the server's own price and
 * stores it. The browser's amount, if it sent one, never gets here. The
 * browser also gets the order's secret, which it alone can later show to be
 * answered the download token (lib/payments/order-secret.ts). The order's
 * referral code is the attribution cookie's click when within 30 days of
 * `now`, else the page's code (resolveReferralCode).
 */
export async function createOrder(
  input: CreateOrderInput,
  ctx: { ipAddress: string; referralClick: ReferralClick | null; now: Date },
): Promise<CreateOrderResult> {
  const profile = await lookupMinecraftProfile(input.username);
  if (!profile) {
    await recordAudit({
      action: "order.create",
      actor: "buyer",
      success: false,
      ipAddress: ctx.ipAddress,
      details: { reason: "unknown_minecraft_account", username: input.username },
    });
    throw new AppError("unprocessable_entity", `No Minecraft account is named ${input.username}. Check the spelling of your username.`);
  }

  // Nobody pays twice for one account: a buyer who already has an active license is sent to their download instead.
  const licensed = await prisma.license.findUnique({ where: { uuid: profile.uuid }, select: { active: true } });
  if (licensed?.active) {
    await recordAudit({
      action: "order.create",
      actor: "buyer",
      uuid: profile.uuid,
      success: false,
      ipAddress: ctx.ipAddress,
      details: { reason: "already_licensed", username: profile.username },
    });
    const message = ALREADY_LICENSED(profile.username);
    throw new AppError("conflict", message, { fields: { username: message } });
  }

  let paypalOrderId: string | undefined;
  try {
    const { result } = await paypalOrders().createOrder({
      paypalRequestId: randomUUID(),
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            amount: { currencyCode: LICENSE_PRICE.currency, value: toPaypalValue(LICENSE_PRICE.amountCents) },
            description: `${site.name} Permanent License for ${profile.username}`,
            customId: profile.uuid,
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

  const referral = resolveReferralCode({ click: ctx.referralClick, bodyCode: input.referralCode, now: ctx.now });
  const orderSecret = newOrderSecret();
  const createdAt = ctx.now;
  await prisma.order.create({
    data: {
      paypalOrderId,
      createdAt,
      nextCheckAt: firstCheckAt(createdAt),
      buyerSecretHash: orderSecret.hash,
      amountCents: LICENSE_PRICE.amountCents,
      currency: LICENSE_PRICE.currency,
      username: profile.username,
      minecraftUuid: profile.uuid,
      email: input.email.toLowerCase(),
      referralCode: referral.code,
      tosVersion: TOS_VERSION,
      tosAcceptedAt: createdAt,
      ipAddress: ctx.ipAddress,
    },
  });
  await recordAudit({
    action: "order.create",
    actor: "buyer",
    uuid: profile.uuid,
    success: true,
    ipAddress: ctx.ipAddress,
    details: { paypalOrderId, ...(referral.code && { referralCode: referral.code, referralSource: referral.source }) },
  });
  return { orderId: paypalOrderId, orderSecret: orderSecret.secret };
}
