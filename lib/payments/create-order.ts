import "server-only";

import { randomUUID } from "node:crypto";

import { ApiError, CheckoutPaymentIntent, ItemCategory } from "@paypal/paypal-server-sdk";

import { AppError } from "@/lib/api/errors";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { recordAudit } from "@/lib/audit/record-audit";
import { findBan } from "@/lib/bans/find-ban";
import { BUYER_REFUSED, CREATOR_CODE_REFUSALS, CURRENCY_NOT_OFFERED } from "@/lib/content/checkout";
import { TOS_VERSION } from "@/lib/content/legal";
import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { GIFT_SEND_AT_MAX_DAYS } from "@/lib/gifts/schemas";
import { accountToLicense, type AccountRefusal } from "@/lib/licenses/account-to-license";
import { log } from "@/lib/log";
import type { MinecraftProfile } from "@/lib/mojang/lookup-profile";
import { toPaypalValue } from "@/lib/money";
import { firstCheckAt } from "@/lib/payments/order-check-schedule";
import { newOrderSecret } from "@/lib/payments/order-secret";
import { type CreateOrderInput, type CreateOrderResult, type PackSeat } from "@/lib/payments/schemas";
import { paypalOrders } from "@/lib/paypal/client";
import { releaseCodeUse, takeCodeUse } from "@/lib/pricing/creator-code";
import { findCurrentSale } from "@/lib/pricing/current-sale";
import { listBulkTiers } from "@/lib/pricing/list-bulk-tiers";
import { findListPrice } from "@/lib/pricing/price-list";
import { discountAppliesIn, quotePrice, tierFor, type CodeTerms } from "@/lib/pricing/quote-price";
import { resolveReferralCode, type ReferralClick } from "@/lib/referrals/resolve-referral-code";
import { site } from "@/lib/site";

const packAccountLimiter = createRateLimiter(RATE_LIMITS.packAccounts);

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
  let seats: CheckedSeat[] = [];
  /** A gift's day out of range; `index` names a pack's seat, in the field as in the audit (numbered from 1 there, as the other seat refusals). */
  const sendAtRefusal = (sendAt: Date | undefined, index?: number) => {
    const latest = ctx.now.getTime() + GIFT_SEND_AT_MAX_DAYS * 24 * 60 * 60 * 1000;
    if (!sendAt || (sendAt.getTime() >= ctx.now.getTime() - 5 * 60 * 1000 && sendAt.getTime() <= latest)) return null;
    const message = `Pick a time from now to ${GIFT_SEND_AT_MAX_DAYS} days ahead, or leave it empty to send at once.`;
    const field = index === undefined ? "sendAt" : `seats.${index}.sendAt`;
    const details = { reason: "gift_send_at_out_of_range", ...(index === undefined ? {} : { seat: String(index + 1) }) };
    return refuse(undefined, details, new AppError("unprocessable_entity", message, { fields: { [field]: message } }));
  };
  if (input.seats) {
    for (const [index, seat] of input.seats.entries()) if ("gift" in seat) await sendAtRefusal(seat.gift.sendAt, index);
    // Each account seat is a Mojang lookup: a pack costs its accounts in a budget of their own, before any is made.
    const accounts = input.seats.filter((seat) => "username" in seat).length;
    if (accounts > 0) await packAccountLimiter.hitAddress(ctx.ipAddress, accounts);
    const checked = await checkSeats(input.seats);
    if ("refused" in checked) {
      const { index, refusal, username } = checked.refused;
      const field = { fields: { [`seats.${index}.username`]: refusal.message } };
      return refusal.reason === "already_licensed"
        ? refuse(refusal.profile?.uuid, { reason: refusal.reason, username, seat: String(index + 1) }, new AppError("conflict", refusal.message, field))
        : refuse(undefined, { reason: refusal.reason, username, seat: String(index + 1) }, new AppError("unprocessable_entity", refusal.message, field));
    }
    seats = checked.seats;
  } else if (input.gift) {
    await sendAtRefusal(input.gift.sendAt);
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
  const ban = await findBan(prisma, { emails: [input.email], uuids: [profile?.uuid, ...seats.map((seat) => seat.profile?.uuid)] });
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
  const quantity = input.seats ? seats.length : 1;
  const tier = quantity > 1 ? tierFor((await listBulkTiers(prisma)).tiers, quantity) : null;
  const quote = quotePrice({ sale: await findCurrentSale(prisma, ctx.now), code: terms, list, tier });
  // A pack charges each seat the quote's price: one computation, times the seats.
  const amountCents = quote.amountCents * quantity;

  const orderSecret = newOrderSecret();
  const createdAt = ctx.now;
  let paypalOrderId: string | undefined;
  try {
    paypalOrderId = await createPaypalOrder({ unitCents: quote.amountCents, quantity, currency: quote.currency, profile });
    const gift = input.gift;
    const orderId = randomUUID();
    const data = {
      id: orderId,
      paypalOrderId,
      createdAt,
      nextCheckAt: firstCheckAt(createdAt),
      buyerSecretHash: orderSecret.hash,
      amountCents,
      currency: quote.currency,
      quantity,
      tierPercent: tier?.percentOff ?? null,
      tierCents: quote.tierCents,
      listPriceCents: quote.listPriceCents,
      saleId: quote.saleId,
      discountCents: quote.discountCents,
      commissionCents: quote.commissionCents,
      codeUseHeld: terms !== null,
      username: profile?.username ?? null,
      minecraftUuid: profile?.uuid ?? null,
      isGift: gift !== undefined,
      ...(gift && {
        gifts: { create: { recipientEmail: gift.recipientEmail?.toLowerCase() ?? null, message: gift.message ?? null, sendAt: gift.sendAt ?? null } },
      }),
      email: input.email.toLowerCase(),
      referralCode: referral.code,
      utmSource: input.utmSource,
      utmCampaign: input.utmCampaign,
      tosVersion: TOS_VERSION,
      tosAcceptedAt: createdAt,
      ipAddress: ctx.ipAddress,
    } satisfies Prisma.OrderUncheckedCreateInput;
    if (seats.length === 0) await prisma.order.create({ data });
    else await createPack(data, seats, quote.amountCents);
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
      amountCents,
      currency: quote.currency,
      ...(input.gift && { gift: true }),
      ...(quantity > 1 && { quantity, ...(tier && { tierPercent: tier.percentOff }) }),
      ...(quote.saleId && { saleId: quote.saleId }),
      ...(referral.code && { referralCode: referral.code, referralSource: referral.source }),
      ...(quote.discountCents > 0 && { discountCents: quote.discountCents }),
    },
  });
  return { orderId: paypalOrderId, orderSecret: orderSecret.secret };
}

/**
 * Creates the PayPal order, listing what it buys as PayPal shows the buyer (the license, a digital good, at the
 * seat's price times the quantity: the items add up to the amount, as PayPal requires); its id, or a 503 the buyer
 * can retry.
 */
async function createPaypalOrder({
  unitCents,
  quantity,
  currency,
  profile,
}: {
  unitCents: number;
  quantity: number;
  currency: string;
  profile: MinecraftProfile | null;
}): Promise<string> {
  let paypalOrderId: string | undefined;
  const unit = { currencyCode: currency, value: toPaypalValue(unitCents) };
  const money = { currencyCode: currency, value: toPaypalValue(unitCents * quantity) };
  const description =
    quantity > 1
      ? `${site.name} Permanent Licenses, a pack of ${quantity}`
      : profile
        ? `${site.name} Permanent License for ${profile.username}`
        : `${site.name} Permanent License, as a gift`;
  try {
    const { result } = await paypalOrders().createOrder({
      paypalRequestId: randomUUID(),
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            amount: { ...money, breakdown: { itemTotal: money } },
            items: [{ name: `${site.name} Permanent License`, quantity: String(quantity), unitAmount: unit, category: ItemCategory.DigitalGoods }],
            description,
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

/** A pack's gift seat as its gift row stores it: the recipient (lower-cased), message and day, each optional. */
type SeatGift = { recipientEmail: string | null; message: string | null; sendAt: Date | null };

/** A pack's seat once checked: the account's profile, or a gift with its options. */
type CheckedSeat = { profile: MinecraftProfile; gift?: undefined } | { profile?: undefined; gift: SeatGift };

/**
 * A pack's accounts, checked as a single order's (they exist at Mojang and hold no active license), all at once; the
 * first refusal in the buyer's order of seats, with its index, is the answer.
 */
async function checkSeats(seats: PackSeat[]): Promise<{ seats: CheckedSeat[] } | { refused: { index: number; username: string; refusal: AccountRefusal } }> {
  const checked = await Promise.all(
    seats.map(async (seat) =>
      "username" in seat
        ? { kind: "account" as const, username: seat.username, account: await accountToLicense(seat.username) }
        : {
            kind: "gift" as const,
            gift: { recipientEmail: seat.gift.recipientEmail?.toLowerCase() ?? null, message: seat.gift.message ?? null, sendAt: seat.gift.sendAt ?? null },
          },
    ),
  );
  const result: CheckedSeat[] = [];
  const uuids = new Set<string>();
  for (const [index, each] of checked.entries()) {
    if (each.kind === "gift") {
      result.push({ gift: each.gift });
      continue;
    }
    if ("refusal" in each.account) return { refused: { index, username: each.username, refusal: each.account.refusal } };
    const { profile } = each.account;
    // Two names of one account (one renamed meanwhile) are one account: it is licensed once.
    if (uuids.has(profile.uuid)) {
      const message = `${profile.username} is already named in this pack.`;
      return { refused: { index, username: each.username, refusal: { reason: "unknown_minecraft_account", message } } };
    }
    uuids.add(profile.uuid);
    result.push({ profile });
  }
  return { seats: result };
}

/** The pack's order, its seats in the buyer's order, and a gift row for each gift seat, together. */
async function createPack(order: Prisma.OrderUncheckedCreateInput & { id: string }, seats: CheckedSeat[], seatCents: number): Promise<void> {
  const rows = seats.map((seat, index) => ({ id: randomUUID(), position: index + 1, seat }));
  await prisma.$transaction(async (tx) => {
    await tx.order.create({
      data: {
        ...order,
        seats: {
          create: rows.map(({ id, position, seat }) => ({
            id,
            position,
            amountCents: seatCents,
            isGift: !seat.profile,
            username: seat.profile?.username ?? null,
            minecraftUuid: seat.profile?.uuid ?? null,
          })),
        },
      },
    });
    const gifts = rows.flatMap(({ id, seat }) => (seat.gift ? [{ orderId: order.id, seatId: id, ...seat.gift }] : []));
    if (gifts.length > 0) await tx.gift.createMany({ data: gifts });
  });
}
