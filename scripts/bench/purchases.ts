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

/**
 * One purchase as a buyer's browser makes it, each by a new Minecraft account (create-order refuses an account
 * that already has a license) from its own address: create the order, approve it at the PayPal simulator, and
 * capture it; only the capture is timed. Then the license must be on the whitelist.
 */
async function purchase(origin: string, simulators: Simulators): Promise<{ ms: number; purchase: Purchase }> {
  const profile = simulators.mojang.addProfile(`Bench_${randomBytes(4).toString("hex")}`);
  const address = nextClientAddress();
  const created = await postJson(`${origin}/api/paypal/create-order`, address, {
    username: profile.name,
    email: `${profile.name.toLowerCase()}@example.com`,
    tosAccepted: true,
    referralCode: null,
  });
  const { orderId, orderSecret } = created.json;
  if (created.status !== 201 || typeof orderId !== "string") throw new Error(`create-order answered ${created.status}: ${JSON.stringify(created.json)}`);
  simulators.paypal.approveOrder(orderId);

  const start = performance.now();
  const captured = await postJson(`${origin}/api/paypal/capture-order`, address, { orderId, orderSecret });
  const ms = performance.now() - start;

  const { transactionId, downloadToken } = captured.json;
  if (captured.status !== 200 || typeof transactionId !== "string" || typeof downloadToken !== "string" || !downloadToken) {
    throw new Error(`capture-order answered ${captured.status} without a transaction and a download token: ${JSON.stringify(captured.json)}`);
  }
  if (!(await isActive(origin, profile.id))) throw new Error(`after the capture of ${orderId} the license of ${profile.name} is not active`);
  return { ms, purchase: { orderId, transactionId, uuid: profile.id } };
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
  times.sort((a, b) => a - b);
  const rank = (p: number) => times[Math.max(0, Math.ceil(p * times.length) - 1)] ?? 0;
  return { count, p50: rank(0.5), p99: rank(0.99), max: rank(1), last };
}
