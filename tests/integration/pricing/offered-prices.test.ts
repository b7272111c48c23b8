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
      prices: [{ currency: "USD", listPriceCents: 500, amountCents: 500, text: "$5.00", regularText: null }],
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
      { currency: "USD", listPriceCents: 500, amountCents: 400, text: "$4.00", regularText: "$5.00" },
      { currency: "EUR", listPriceCents: 499, amountCents: 399, text: "€3.99", regularText: "€4.99" },
      { currency: "GBP", listPriceCents: 449, amountCents: 359, text: "£3.59", regularText: "£4.49" },
    ]);
  });
});
