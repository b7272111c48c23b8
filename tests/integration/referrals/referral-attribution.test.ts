import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { createOrder } from "@/lib/payments/create-order";
import { createOrderSchema } from "@/lib/payments/schemas";

import { POST as createOrderRoute } from "@/app/api/paypal/create-order/route";
import { POST as visitRoute } from "@/app/api/referral/visit/route";

import { nextIp } from "../../support/client-addresses";
import { captureRequest, deletePurchases } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { simulator } from "../../support/simulator-controls";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const DAY_SECONDS = 24 * 60 * 60;
const buyer = { username: "Notch", email: "buyer@example.com", tosAccepted: true };

/** A browser's cookie jar, as far as the attribution cookie goes: the last Set-Cookie wins. */
function jar() {
  let cookie: string | undefined;
  return {
    get: () => cookie,
    set: (value: string) => (cookie = value),
    take(res: Response) {
      const set = res.headers.getSetCookie().find((line) => line.startsWith("shop_ref="));
      if (set) cookie = set.split(";")[0];
    },
  };
}

const visit = (code: string, cookie?: string) =>
  visitRoute(
    new Request("http://shop.test/api/referral/visit", {
      method: "POST",
      headers: { host: "shop.test", origin: "http://shop.test", "user-agent": CHROME, "x-shop-client-address": nextIp(), ...(cookie && { cookie }) },
      body: JSON.stringify({ code }),
    }),
  );

async function buy(body: Record<string, unknown>, cookie?: string) {
  const res = await createOrderRoute(
    new Request("http://shop.test/api/paypal/create-order", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": nextIp(), ...(cookie && { cookie }) },
      body: JSON.stringify({ ...buyer, ...body }),
    }),
  );
  expect(res.status).toBe(201);
  const { orderId, orderSecret } = (await res.json()) as { orderId: string; orderSecret: string };
  const order = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } });
  return { orderId, orderSecret, order };
}

/** The cookie a click `daysAgo` days before now would have left. */
const clickCookie = (code: string, daysAgo: number) => `shop_ref=${code}.${Math.floor(Date.now() / 1000) - Math.round(daysAgo * DAY_SECONDS)}`;

afterEach(async () => {
  await prisma.referralVisit.deleteMany();
  await deletePurchases();
});

describe("create-order's referral code", () => {
  it("is the cookie's code for a buyer who comes back without ?ref= (no code from the page), and the sale earns its commission", async () => {
    await registerReferralCodes("YOUTUBE");
    const browser = jar();
    browser.take(await visit("YOUTUBE"));
    expect(browser.get()).toMatch(/^shop_ref=YOUTUBE\.\d+$/);

    const { orderId, orderSecret, order } = await buy({ referralCode: null }, browser.get());
    expect(order.referralCode).toBe("YOUTUBE");
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "order.create", success: true } })).toMatchObject({
      details: { paypalOrderId: orderId, referralCode: "YOUTUBE", referralSource: "cookie" },
    });

    await simulator.approve(orderId);
    expect((await captureRequest(orderId, { orderSecret })).status).toBe(200);
    expect(await prisma.commission.findUniqueOrThrow({ where: { orderId_position_kind: { orderId: order.id, position: 0, kind: "SALE" } } })).toMatchObject({
      code: "YOUTUBE",
      amountCents: 100,
    });
  });

  it("takes the last link followed: A then B is B", async () => {
    await registerReferralCodes("ALPHA", "BRAVO");
    const browser = jar();
    browser.take(await visit("ALPHA"));
    browser.take(await visit("BRAVO", browser.get()));
    expect(browser.get()).toMatch(/^shop_ref=BRAVO\./);
    expect((await buy({ referralCode: null }, browser.get())).order.referralCode).toBe("BRAVO");
  });

  it("attributes a click 29 days old, and not one 31 days old", async () => {
    await registerReferralCodes("DISCORD");
    expect((await buy({ referralCode: null }, clickCookie("DISCORD", 29))).order.referralCode).toBe("DISCORD");
    expect((await buy({ referralCode: null }, clickCookie("DISCORD", 31))).order.referralCode).toBeNull();
  });

  it("prefers a valid cookie to the page's code, and uses the page's code only without one", async () => {
    await registerReferralCodes("COOKIE", "PAGE");
    expect((await buy({ referralCode: "page" }, clickCookie("COOKIE", 1))).order.referralCode).toBe("COOKIE");
    expect((await buy({ referralCode: "page" })).order.referralCode).toBe("PAGE");
    expect((await buy({ referralCode: "page" }, clickCookie("COOKIE", 31))).order.referralCode).toBe("PAGE");
    const last = await buy({ referralCode: "page" }, clickCookie("COOKIE", 31));
    expect(await prisma.auditLog.findFirstOrThrow({ where: { details: { path: ["paypalOrderId"], equals: last.orderId } } })).toMatchObject({
      details: { referralCode: "PAGE", referralSource: "page" },
    });
  });

  it.each([
    ["a click time in the future", `shop_ref=COOKIE.${Math.floor(Date.now() / 1000) + DAY_SECONDS}`],
    ["no click time", "shop_ref=COOKIE"],
    ["a malformed code", "shop_ref=co-okie.1700000000"],
    ["a code over 20 characters", `shop_ref=${"A".repeat(21)}.${Math.floor(Date.now() / 1000)}`],
  ])("ignores a cookie with %s and falls back to the page's code", async (_name, cookie) => {
    await registerReferralCodes("COOKIE", "PAGE");
    expect((await buy({ referralCode: "PAGE" }, cookie)).order.referralCode).toBe("PAGE");
  });

  it("decides the window by the clock it is given: 30 days to the second is in, one second more is out", async () => {
    await registerReferralCodes("TWITCH");
    const clickedAt = new Date("2025-01-01T12:00:00.000Z");
    const input = createOrderSchema.parse({ ...buyer, referralCode: null });
    const at = (iso: string) => createOrder(input, { ipAddress: "198.18.50.1", referralClick: { code: "TWITCH", clickedAt }, now: new Date(iso) });
    const inside = await at("2025-01-31T12:00:00.000Z");
    const outside = await at("2025-01-31T12:00:01.000Z");
    const codeOf = async (orderId: string) => (await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } })).referralCode;
    expect(await codeOf(inside.orderId)).toBe("TWITCH");
    expect(await codeOf(outside.orderId)).toBeNull();
  });
});
