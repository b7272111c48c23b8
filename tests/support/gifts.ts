import { prisma } from "@/lib/database/db";

import { POST as redeemRoute } from "@/app/api/gift/redeem/route";

import { nextIp } from "./client-addresses";
import { captureRequest, startPurchase } from "./purchase";
import { simulator } from "./simulator-controls";

type GiftCapture = { transactionId: string; gift: { statusToken: string; code: string } };

export const GIVER_EMAIL = "giver@example.com";

/** Starts a gift purchase (no Minecraft account) with these gift options; the PayPal order id. */
export const startGift = (gift: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) =>
  startPurchase({ username: undefined, email: GIVER_EMAIL, gift, ...overrides });

/** A gift bought and paid through the shop's routes and the PayPal simulator, as the buyer's browser does it. */
export async function buyGift(gift: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) {
  const orderId = await startGift(gift, overrides);
  await simulator.approve(orderId);
  const res = await captureRequest(orderId);
  if (res.status !== 200) throw new Error(`capture answered ${res.status}: ${await res.text()}`);
  return { orderId, ...((await res.json()) as GiftCapture) };
}

/** POST /api/gift/redeem, each call from an address of its own unless `ip` is given. */
export function redeemRequest(body: unknown, ip = nextIp()) {
  return redeemRoute(
    new Request("http://shop.test/api/gift/redeem", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": ip },
      body: JSON.stringify(body),
    }),
  );
}

export const orderOf = (paypalOrderId: string) => prisma.order.findUniqueOrThrow({ where: { paypalOrderId } });
export const giftOf = (paypalOrderId: string) => prisma.gift.findFirstOrThrow({ where: { order: { paypalOrderId } } });
