import { randomBytes } from "node:crypto";

import type { Simulators } from "@/simulators/server";

import { nextClientAddress } from "./clients";
import { isActive } from "./whitelist";

type Purchase = { orderId: string; transactionId: string; uuid: string };

export type PurchaseTimes = {
  count: number;
  p50: number;
  p99: number;
  max: number;
  /** The last purchase, whose license the embedded database's revocation refunds. */
  last: Purchase;
};

async function postJson(url: string, address: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": address }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, json: (text.startsWith("{") ? JSON.parse(text) : { text }) as Record<string, unknown> };
}

/** A purchase's order, made and approved at the PayPal simulator, not yet captured. */
type Approved = { orderId: string; orderSecret: string; address: string; uuid: string; name: string };

/**
 * Creates an order as a buyer's browser does, by a new Minecraft account (create-order refuses an account that
 * already has a license) from `address`, and approves it at the PayPal simulator as a payer in `payerCountry`.
 */
async function approvedOrder(origin: string, simulators: Simulators, address: string, payerCountry?: string): Promise<Approved> {
  const profile = simulators.mojang.addProfile(`Bench_${randomBytes(4).toString("hex")}`);
  const created = await postJson(`${origin}/api/paypal/create-order`, address, {
    username: profile.name,
    email: `${profile.name.toLowerCase()}@example.com`,
    tosAccepted: true,
    referralCode: null,
  });
  const { orderId, orderSecret } = created.json;
  if (created.status !== 201 || typeof orderId !== "string" || typeof orderSecret !== "string")
    throw new Error(`create-order answered ${created.status}: ${JSON.stringify(created.json)}`);
  simulators.paypal.approveOrder(orderId, payerCountry ? { countryCode: payerCountry } : {});
  return { orderId, orderSecret, address, uuid: profile.id, name: profile.name };
}

/** Captures an approved order as the buyer's browser does: the capture's milliseconds; then the license must be active. */
async function capture(origin: string, order: Approved): Promise<{ ms: number; purchase: Purchase }> {
  const start = performance.now();
  const captured = await postJson(`${origin}/api/paypal/capture-order`, order.address, { orderId: order.orderId, orderSecret: order.orderSecret });
  const ms = performance.now() - start;
  const { transactionId, downloadToken } = captured.json;
  if (captured.status !== 200 || typeof transactionId !== "string" || typeof downloadToken !== "string" || !downloadToken) {
    throw new Error(`capture-order answered ${captured.status} without a transaction and a download token: ${JSON.stringify(captured.json)}`);
  }
  if (!(await isActive(origin, order.uuid))) throw new Error(`after the capture of ${order.orderId} the license of ${order.name} is not active`);
  return { ms, purchase: { orderId: order.orderId, transactionId, uuid: order.uuid } };
}

/**
 * One purchase as a buyer's browser makes it, each by a new Minecraft account (create-order refuses an account
 * that already has a license) from its own address: create the order, approve it at the PayPal simulator, and
 * capture it; only the capture is timed. Then the license must be on the whitelist.
 */
async function purchase(origin: string, simulators: Simulators): Promise<{ ms: number; purchase: Purchase }> {
  return capture(origin, await approvedOrder(origin, simulators, nextClientAddress()));
}

/** `count` purchases one after another (a buyer at a time, as the goal states it): the capture's latencies. */
export async function measurePurchases(origin: string, simulators: Simulators, count: number): Promise<PurchaseTimes> {
  const times: number[] = [];
  let last: Purchase | undefined;
  for (let i = 0; i < count; i += 1) {
    const { ms, purchase: made } = await purchase(origin, simulators);
    times.push(ms);
    last = made;
  }
  if (!last) throw new Error("BENCH_PURCHASES must be at least 1");
  return { ...ranks(times), last };
}

function ranks(times: number[]) {
  times.sort((a, b) => a - b);
  const rank = (p: number) => times[Math.max(0, Math.ceil(p * times.length) - 1)] ?? 0;
  return { count: times.length, p50: rank(0.5), p99: rank(0.99), max: rank(1) };
}

/**
 * `count` buyers whose approved orders are captured at the same moment, each from its own address in `addresses`
 * and approved by a payer in `payerCountry`: the captures' latencies, as each browser waited for its answer.
 */
export async function measureConcurrentCaptures(
  origin: string,
  simulators: Simulators,
  addresses: readonly string[],
  payerCountry: string,
): Promise<Omit<PurchaseTimes, "last"> & { orderIds: string[] }> {
  const orders: Approved[] = [];
  for (const address of addresses) orders.push(await approvedOrder(origin, simulators, address, payerCountry));
  const captured = await Promise.all(orders.map((order) => capture(origin, order)));
  return { ...ranks(captured.map((c) => c.ms)), orderIds: orders.map((o) => o.orderId) };
}
