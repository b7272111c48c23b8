import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { CREATOR_CODE_REFUSALS } from "@/lib/content/checkout";
import { prisma } from "@/lib/database/db";

import { POST as lookUp } from "@/app/api/creator-code/route";

import { nextIp } from "../../support/client-addresses";
import { deletePurchases } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";

const HOUR = 3600_000;

function post(body: unknown, ip = nextIp()) {
  return lookUp(
    new Request("http://shop.test/api/creator-code", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": ip },
      body: JSON.stringify(body),
    }),
  );
}

// The checkout's "Have a creator code?" asks the server what a code comes to, and the list of codes
// cannot be walked through it.
describe("POST /api/creator-code", () => {
  beforeEach(() => registerReferralCodes("TECHNO", "ZEPHYR"));
  afterEach(async () => {
    await deletePurchases();
    await prisma.rateLimit.deleteMany();
  });

  it("answers what the buyer pays with a code that applies, priced as create-order prices, and takes no use", async () => {
    await prisma.referralCode.update({ where: { code: "TECHNO" }, data: { discountPercent: 10, maxUses: 3 } });
    const res = await post({ code: " techno " });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      code: "TECHNO",
      listPriceCents: 500,
      priceCents: 500,
      tierCents: 0,
      discountCents: 50,
      amountCents: 450,
      currency: "USD",
      quantity: 1,
    });
    // For a pack of 5 with a 20 % tier the code comes off what the tier left: $4.00, 10 % is $0.40, $3.60 each.
    await prisma.bulkTier.create({ data: { minQuantity: 5, percentOff: 20, updatedBy: "admin" } });
    expect(await (await post({ code: "TECHNO", quantity: 5 })).json()).toMatchObject({ tierCents: 100, discountCents: 40, amountCents: 360, quantity: 5 });
    expect(await (await post({ code: "TECHNO", quantity: 4 })).json()).toMatchObject({ tierCents: 0, amountCents: 450, quantity: 4 });
    for (const quantity of [0, 21, 2.5, "5"]) expect((await post({ code: "TECHNO", quantity })).status, String(quantity)).toBe(400);
    await prisma.bulkTier.deleteMany();

    await prisma.sale.create({
      data: { label: "Summer sale", priceCents: 400, startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR), createdBy: "admin" },
    });
    expect(await (await post({ code: "TECHNO" })).json()).toMatchObject({ priceCents: 400, discountCents: 40, amountCents: 360 });
    expect((await prisma.referralCode.findUniqueOrThrow({ where: { code: "TECHNO" } })).uses).toBe(0);
  });

  it("refuses a code that does not apply with the field's message, and malformed input with a 400", async () => {
    await prisma.referralCode.update({ where: { code: "TECHNO" }, data: { active: false } });
    const inactive = await post({ code: "TECHNO" });
    expect(inactive.status).toBe(422);
    expect((await inactive.json()).error).toMatchObject({
      message: CREATOR_CODE_REFUSALS.inactive("TECHNO"),
      fields: { code: CREATOR_CODE_REFUSALS.inactive("TECHNO") },
    });
    expect((await (await post({ code: "NOPE" })).json()).error.message).toBe(CREATOR_CODE_REFUSALS.unknown("NOPE"));

    for (const body of [{}, { code: "" }, { code: "bad code!" }, { code: "A".repeat(21) }, { code: 42 }, ["TECHNO"]]) {
      expect((await post(body)).status).toBe(400);
    }
  });

  it("limits misses per code prefix across every address, then answers 429 for hits of that prefix too", async () => {
    // Thirty misses starting "ZE", each from another address, as a walk through the codes from many clients.
    for (let i = 0; i < 30; i++) expect((await post({ code: `ZE${i}WALK` })).status).toBe(422);
    const over = await post({ code: "ZE99WALK" });
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    // Over the limit a real code of that prefix is not told apart from a missing one.
    expect((await post({ code: "ZEPHYR" })).status).toBe(429);
    // Other prefixes, and hits, are not affected: a popular code's lookups count nothing.
    for (let i = 0; i < 40; i++) expect((await post({ code: "TECHNO" })).status).toBe(200);
  });

  it("limits one address to 20 lookups a minute", async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) expect((await post({ code: "TECHNO" }, ip)).status).toBe(200);
    expect((await post({ code: "TECHNO" }, ip)).status).toBe(429);
  });
});
