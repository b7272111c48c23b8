import { afterEach, describe, expect, it } from "vitest";

import { FAQ_ENTRIES } from "@/lib/content/faq";
import { CLOSING_CTA, HERO, STAT_TILES } from "@/lib/content/landing";
import { prisma } from "@/lib/database/db";
import { currentPrice } from "@/lib/pricing/current-price";
import { productData } from "@/lib/structured-data";

import { deletePurchases } from "../../support/purchase";

const HOUR = 3600_000;
const now = new Date("2026-12-01T12:00:00Z");

// Every page, its structured data and the share image show the price from one computation.
describe("the price the pages show", () => {
  afterEach(deletePurchases);

  it("is the regular $5 without a sale, offered without an end", async () => {
    const price = await currentPrice(now);
    expect(price).toEqual({ amountCents: 500, listPriceCents: 500, currency: "USD", text: "$5", regularText: null, sale: null });
    expect(productData("d", price).offers).not.toHaveProperty("priceValidUntil");
    expect(HERO.cta(price.text)).toBe("Get Started - $5");
  });

  it("is a running sale's, with the regular price to strike through and the sale's end, in text and structured data alike", async () => {
    await prisma.sale.create({
      data: { label: "Summer sale", priceCents: 400, startsAt: new Date(now.getTime() - HOUR), endsAt: new Date("2026-12-24T18:00:00Z"), createdBy: "admin" },
    });
    const price = await currentPrice(now);
    expect(price).toEqual({
      amountCents: 400,
      listPriceCents: 500,
      currency: "USD",
      text: "$4",
      regularText: "$5",
      sale: { label: "Summer sale", endsAt: new Date("2026-12-24T18:00:00Z") },
    });
    expect(productData("d", price).offers).toMatchObject({ price: "4.00", priceValidUntil: "2026-12-24" });
    expect(HERO.cta(price.text)).toBe("Get Started - $4");
    expect(CLOSING_CTA(price.text).cta).toBe("Get Started - $4");
    expect(STAT_TILES(price.text)[1]).toEqual({ value: "$4", label: "One-Time Payment" });
    expect(FAQ_ENTRIES(price.text).find((entry) => entry.answer.startsWith("$4, once."))).toBeDefined();

    // Before its start and from its end, the regular price again.
    expect((await currentPrice(new Date(now.getTime() - 2 * HOUR))).text).toBe("$5");
    expect((await currentPrice(new Date("2026-12-24T18:00:00Z"))).text).toBe("$5");
  });

  it("keeps cents a sale has: $3.99", async () => {
    await prisma.sale.create({
      data: { label: "Flash", priceCents: 399, startsAt: new Date(now.getTime() - HOUR), endsAt: new Date(now.getTime() + HOUR), createdBy: "admin" },
    });
    expect((await currentPrice(now)).text).toBe("$3.99");
  });
});
