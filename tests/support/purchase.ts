import { randomBytes } from "node:crypto";

import { prisma } from "@/lib/database/db";

import { POST as captureRoute } from "@/app/api/paypal-capture-order/route";
import { POST as cancelOrderRoute } from "@/app/api/paypal/cancel-order/route";
import { POST as createOrderRoute } from "@/app/api/paypal/create-order/route";

import { nextIp } from "./client-addresses";
import { simulator } from "./simulator-controls";

function post(handler: (req: Request) => Promise<Response>, path: string, body: unknown) {
  return handler(
    new Request(`http://shop.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": nextIp() },
      body: JSON.stringify(body),
    }),
  );
}

/** The secret create-order answered for each order startPurchase made: what the buyer's browser keeps in its draft. */
const orderSecrets = new Map<string, string>();
export const orderSecretOf = (orderId: string) => orderSecrets.get(orderId);

export const createOrderRequest = (body: unknown) => post(createOrderRoute, "/api/paypal/create-order", body);

/**
 * Captures as the buyer's browser does: with the order's secret from
 * startPurchase, unless `orderSecret` says otherwise (null: none sent, as by
 * someone who holds only the order id).
 */
export function captureRequest(orderId: string, options: { orderSecret?: string | null } = {}) {
  const orderSecret = options.orderSecret === undefined ? orderSecretOf(orderId) : options.orderSecret;
  return post(captureRoute, "/api/paypal-capture-order", { orderId, orderSecret: orderSecret ?? undefined });
}

/** The buyer closing PayPal's window: the browser holding the order's secret (from startPurchase unless given) tells the shop. */
export function cancelRequest(orderId: string, orderSecret = orderSecretOf(orderId)) {
  return post(cancelOrderRoute, "/api/paypal/cancel-order", { orderId, orderSecret });
}

/**
 * A Minecraft account nobody has bought yet (a new profile at the Mojang simulator): create-order refuses an
 * account that already has an active license, so a test that completes more than one purchase needs one.
 */
export async function freshBuyer(): Promise<string> {
  return (await simulator.addMojangProfile(`Buyer_${randomBytes(4).toString("hex")}`)).name;
}

/** Starts a purchase for a known Minecraft account and returns the PayPal order id (its secret: orderSecretOf). */
export async function startPurchase(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await createOrderRequest({ username: "Sniper_Buyer", email: "sniper@example.com", tosAccepted: true, referralCode: null, ...overrides });
  if (res.status !== 201) throw new Error(`create-order answered ${res.status}: ${await res.text()}`);
  const { orderId, orderSecret } = (await res.json()) as { orderId: string; orderSecret: string };
  orderSecrets.set(orderId, orderSecret);
  return orderId;
}

/** Empties everything a purchase writes, children first (the foreign keys restrict deletes). */
export async function deletePurchases() {
  await prisma.ban.deleteMany();
  await prisma.dispute.deleteMany();
  await prisma.commission.deleteMany();
  await prisma.payoutItem.deleteMany();
  await prisma.payoutRun.deleteMany();
  await prisma.referralCode.deleteMany();
  await prisma.affiliateApplication.deleteMany();
  await prisma.emailOutbox.deleteMany();
  await prisma.downloadToken.deleteMany();
  await prisma.order.deleteMany();
  await prisma.sale.deleteMany();
  await prisma.currencyPrice.deleteMany();
  await prisma.bulkTier.deleteMany();
  await prisma.license.deleteMany();
  await prisma.webhookEvent.deleteMany();
  await prisma.auditLog.deleteMany();
  await prisma.documentNumber.deleteMany();
}
