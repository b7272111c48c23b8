import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";

import { GET as pricesRoute } from "@/app/api/prices/route";

import { deletePurchases } from "../../support/purchase";
import { GERMAN_ADDRESS, US_ADDRESS } from "../../support/tax";

const HOUR = 3600_000;
const prices = (clientAddress: string) => pricesRoute(new Request("http://shop.test/api/prices", { headers: { "x-shop-client-address": clientAddress } }));
const setPrice = (currency: string, amountCents: number) => prisma.currencyPrice.create({ data: { currency, amountCents, updatedBy: "admin" } });

// The payment page asks which currencies it may offer and which to show first; create-order charges the same amounts.
describe("GET /api/prices", () => {
  afterEach(async () => {
    await deletePurchases();
    await prisma.rateLimit.deleteMany();
  });

  it("offers USD alone until the seller sets a price point, whatever the client's country", async () => {
    const res = await prices(GERMAN_ADDRESS);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json()).toEqual({
      suggested: "USD",
      prices: [{ currency: "USD", listPriceCents: 500, amountCents: 500, text: "$5.00", regularText: null, packs: [] }],
    });
  });

  it("suggests the client's country's currency when it is offered, USD to others; a sale shows in every currency", async () => {
    await setPrice("EUR", 499);
    await setPrice("GBP", 449);
    expect(await (await prices(GERMAN_ADDRESS)).json()).toMatchObject({ suggested: "EUR" });
    expect(await (await prices(US_ADDRESS)).json()).toMatchObject({ suggested: "USD" });
    // An address that is no one's (a private range) has no country.
    expect(await (await prices("10.0.0.7")).json()).toMatchObject({ suggested: "USD" });

    const now = Date.now();
    await prisma.sale.create({
      data: { label: "Winter sale", priceCents: 400, startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR), createdBy: "admin" },
    });
    expect((await (await prices(GERMAN_ADDRESS)).json()).prices).toEqual([
      { currency: "USD", listPriceCents: 500, amountCents: 400, text: "$4.00", regularText: "$5.00", packs: [] },
      { currency: "EUR", listPriceCents: 499, amountCents: 399, text: "€3.99", regularText: "€4.99", packs: [] },
      { currency: "GBP", listPriceCents: 449, amountCents: 359, text: "£3.59", regularText: "£4.49", packs: [] },
    ]);
  });

  it("prices a license in a pack of each bulk tier, in every currency, with a running sale, as create-order charges", async () => {
    await setPrice("EUR", 499);
    await prisma.bulkTier.createMany({
      data: [
        { minQuantity: 5, percentOff: 20, updatedBy: "admin" },
        { minQuantity: 10, percentOff: 30, updatedBy: "admin" },
      ],
    });
    expect((await (await prices(US_ADDRESS)).json()).prices.map((price: { currency: string; packs: unknown }) => [price.currency, price.packs])).toEqual([
      [
        "USD",
        [
          { minQuantity: 5, percentOff: 20, amountCents: 400 },
          { minQuantity: 10, percentOff: 30, amountCents: 350 },
        ],
      ],
      [
        "EUR",
        [
          // 20 % of €4.99 is 99.8 cents, €1.00 off; 30 % is 149.7, €1.50 off.
          { minQuantity: 5, percentOff: 20, amountCents: 399 },
          { minQuantity: 10, percentOff: 30, amountCents: 349 },
        ],
      ],
    ]);
    const now = Date.now();
    await prisma.sale.create({
      data: { label: "Winter sale", priceCents: 400, startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR), createdBy: "admin" },
    });
    // The tier comes off the sale's price: $4.00 less 20 % is $3.20.
    expect((await (await prices(US_ADDRESS)).json()).prices[0].packs[0]).toEqual({ minQuantity: 5, percentOff: 20, amountCents: 320 });
  });
});
