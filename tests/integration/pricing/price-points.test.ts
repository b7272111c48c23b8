import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { setPricePointAction } from "@/lib/admin/actions/pricing";
import { CURRENCY_NOT_OFFERED } from "@/lib/content/checkout";
import { prisma, sql } from "@/lib/database/db";
import { formatPrice } from "@/lib/money";
import { otherCurrencies } from "@/lib/pricing/price-list";
import { QUEUES } from "@/lib/queue/queues";

import { GET as listRoute, POST as setRoute } from "@/app/admin/(api)/prices/route";
import { GET as pricesRoute } from "@/app/api/prices/route";

import { postAsAdmin, signInAs, signOut } from "../../support/admin-session";
import { clearQueue } from "../../support/jobs";
import { createOrderRequest, deletePurchases, freshBuyer, startPurchase } from "../../support/purchase";
import { simulator } from "../../support/simulator-controls";
import { GERMAN_ADDRESS } from "../../support/tax";

const CHECK_FIELDS = "Please check the highlighted fields.";
const offered = async () =>
  (await (await pricesRoute(new Request("http://shop.test/api/prices", { headers: { "x-shop-client-address": GERMAN_ADDRESS } }))).json()) as {
    suggested: string;
    prices: { currency: string; amountCents: number }[];
  };
const post = (body: unknown) => postAsAdmin(setRoute, "/admin/prices", body);
const audits = async () => (await prisma.auditLog.findMany({ where: { action: "price.set" }, orderBy: { createdAt: "asc" } })).map((entry) => entry.details);

// The seller picks a price per currency; a currency with one is offered at checkout, one without is not.
describe("price points in other currencies", () => {
  let admin: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    admin = await signInAs();
  });
  afterAll(signOut);
  afterEach(async () => {
    await deletePurchases();
    await prisma.auditLog.deleteMany();
    await prisma.rateLimit.deleteMany();
  });

  beforeEach(() => clearQueue(QUEUES.priceChange));

  it("offers a currency from the moment its price is set, charges that price, and stops offering it once removed; each change audited once", async () => {
    expect((await offered()).prices.map((price) => price.currency)).toEqual(["USD"]);
    expect(await otherCurrencies()).toEqual([]);
    expect(await setPricePointAction({ currency: "EUR", amountCents: 499 })).toEqual({
      ok: true,
      data: { currency: "EUR", amountCents: 499, floorCents: 100, updatedBy: admin.username, updatedAt: expect.any(String) },
    });
    expect(await offered()).toEqual({
      suggested: "EUR",
      prices: [expect.objectContaining({ currency: "USD", amountCents: 500 }), expect.objectContaining({ currency: "EUR", amountCents: 499 })],
    });
    expect(await otherCurrencies()).toEqual(["EUR"]);
    const orderId = await startPurchase({ username: await freshBuyer(), currency: "EUR" });
    expect((await simulator.order(orderId)).purchaseUnits[0]?.amount).toMatchObject({ currency_code: "EUR", value: "4.99" });

    // The same price again changes nothing and is not audited; a new price is, with the one before.
    expect(await setPricePointAction({ currency: "EUR", amountCents: 499 })).toMatchObject({ ok: true, data: { amountCents: 499 } });
    expect(await setPricePointAction({ currency: "EUR", amountCents: 449 })).toMatchObject({ ok: true, data: { amountCents: 449 } });
    // The order already made keeps the amount PayPal was asked for.
    expect(await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } })).toMatchObject({ amountCents: 499, currency: "EUR" });

    expect(await setPricePointAction({ currency: "EUR", amountCents: null })).toMatchObject({
      ok: true,
      data: { currency: "EUR", amountCents: null, updatedBy: null, updatedAt: null },
    });
    expect((await offered()).prices.map((price) => price.currency)).toEqual(["USD"]);
    const refused = await createOrderRequest({ username: await freshBuyer(), email: "b@example.com", tosAccepted: true, currency: "EUR" });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.fields).toEqual({ currency: CURRENCY_NOT_OFFERED("EUR") });
    // Removing what is not set is no change either.
    expect(await setPricePointAction({ currency: "EUR", amountCents: null })).toMatchObject({ ok: true });
    // Each change, and only a change, has every instance render its pages again: they name the currencies on offer.
    const refreshes = await sql.query<{ data: unknown }>("SELECT data FROM pgboss.job WHERE name = $1 ORDER BY created_on", [QUEUES.priceChange]);
    expect(refreshes.rows.map((row) => row.data)).toEqual(Array.from({ length: 3 }, () => ({ saleId: null, edge: "price_point" })));
    expect(await audits()).toEqual([
      { currency: "EUR", amountCents: 499, before: null },
      { currency: "EUR", amountCents: 449, before: 499 },
      { currency: "EUR", amountCents: null, before: 449 },
    ]);
  });

  it.each([
    [{ currency: "USD", amountCents: 499 }, "currency"],
    [{ currency: "JPY", amountCents: 800 }, "currency"],
    [{ currency: "eur", amountCents: 499 }, "currency"],
    [{ amountCents: 499 }, "currency"],
    [{ currency: "EUR", amountCents: 99 }, "amountCents"],
    [{ currency: "SEK", amountCents: 999 }, "amountCents"],
    [{ currency: "PLN", amountCents: 0 }, "amountCents"],
    [{ currency: "EUR", amountCents: -499 }, "amountCents"],
    [{ currency: "EUR", amountCents: 4.99 }, "amountCents"],
    [{ currency: "EUR", amountCents: "499" }, "amountCents"],
    [{ currency: "EUR", amountCents: 100_001 }, "amountCents"],
    [{ currency: "EUR" }, "amountCents"],
  ])("refuses %j under %s, storing and auditing nothing", async (input, field) => {
    const result = await setPricePointAction(input as Parameters<typeof setPricePointAction>[0]);
    expect(result).toMatchObject({ ok: false, error: CHECK_FIELDS, fieldErrors: { [field]: expect.any(String) } });
    expect(await prisma.currencyPrice.count()).toBe(0);
    expect(await audits()).toEqual([]);
  });

  it("names the currency's floor in the refusal", async () => {
    expect(await setPricePointAction({ currency: "SEK", amountCents: 999 })).toMatchObject({
      fieldErrors: { amountCents: `A price in SEK must be at least ${formatPrice(1000, "SEK")} (1000 cents)` },
    });
  });

  it("GET and POST /admin/prices list every currency with its floor, set one, and refuse the malformed with 400", async () => {
    const listed = await listRoute(new Request("http://shop.test/admin/prices"), { params: Promise.resolve({}) });
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("no-store");
    const { prices } = await listed.json();
    expect(prices.map((row: { currency: string; floorCents: number; amountCents: null }) => [row.currency, row.floorCents, row.amountCents])).toEqual([
      ["EUR", 100, null],
      ["GBP", 100, null],
      ["CAD", 150, null],
      ["AUD", 150, null],
      ["PLN", 400, null],
      ["SEK", 1000, null],
      ["BRL", 500, null],
    ]);
    const set = await post({ currency: "GBP", amountCents: 449 });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ price: { currency: "GBP", amountCents: 449, updatedBy: admin.username } });
    expect((await prisma.auditLog.findFirstOrThrow({ where: { action: "price.set" } })).ipAddress).toBe("203.0.113.9");
    const bad = await post({ currency: "GBP", amountCents: 449, extra: true });
    expect(bad.status).toBe(400);
    expect(await prisma.currencyPrice.findMany({ select: { currency: true, amountCents: true } })).toEqual([{ currency: "GBP", amountCents: 449 }]);
  });
});
