import { afterAll, beforeAll, expect } from "vitest";

import { prisma } from "@/lib/database/db";
import { env } from "@/lib/env";

import { captureRequest, freshBuyer, startPurchase } from "./purchase";
import { simulator } from "./simulator-controls";

/** The tax settings, switched as an operator would set them (lib/env.ts reads them once). */
export const taxConfig = env as { -readonly [K in keyof typeof env]: (typeof env)[K] };

const VAT = {
  TAX_MODE: "vat",
  SELLER_NAME: "Sniper Mods GmbH",
  SELLER_ADDRESS: "Hauptstraße 1, 10115 Berlin",
  SELLER_COUNTRY: "DE",
  VAT_SCHEME: "union-oss",
} as const;

/** Turns tax records on (a German seller, union OSS) for the calling file's tests, and back to what they were after. */
export function useVatSettings() {
  const before = { ...taxConfig };
  beforeAll(() => void Object.assign(taxConfig, VAT));
  afterAll(() => {
    for (const key of Object.keys(VAT) as (keyof typeof VAT)[]) Object.assign(taxConfig, { [key]: before[key] });
  });
}

/** Deutsche Telekom and Google: public addresses the offline database places in Germany and the United States. */
export const GERMAN_ADDRESS = "80.128.0.1";
export const US_ADDRESS = "8.8.8.8";

/** A paid purchase made from `address`, approved by a PayPal payer in `payerCountry`: its order row. */
export async function vatSale(payerCountry: string, address: string | null) {
  const orderId = await startPurchase({ username: await freshBuyer() });
  await prisma.order.update({ where: { paypalOrderId: orderId }, data: { ipAddress: address } });
  await simulator.approve(orderId, false, payerCountry);
  const res = await captureRequest(orderId);
  expect(res.status, await res.clone().text()).toBe(200);
  return prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } });
}
