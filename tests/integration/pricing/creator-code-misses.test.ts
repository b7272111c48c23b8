import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { CREATOR_CODE_REFUSALS } from "@/lib/content/checkout";
import { prisma } from "@/lib/database/db";

import { POST as lookUpRoute } from "@/app/api/creator-code/route";
import { POST as visitRoute } from "@/app/api/referral/visit/route";

import { nextIp } from "../../support/client-addresses";
import { createOrderRequest, deletePurchases } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { simulator } from "../../support/simulator-controls";

/** Misses one code prefix may collect in a window, from every client and every door together. */
const BUDGET = RATE_LIMITS.creatorCodeMisses.limit;
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** The three doors that answer whether a creator code exists, each request from an address of its own. */
const doors = {
  /** The checkout's "Have a creator code?" lookup. */
  lookUp: (code: string) =>
    lookUpRoute(
      new Request("http://shop.test/api/creator-code", {
        method: "POST",
        headers: { "content-type": "application/json", "x-shop-client-address": nextIp() },
        body: JSON.stringify({ code }),
      }),
    ),
  /** A code typed at checkout, for a gift (no Minecraft account to look up). */
  createOrder: (code: string) => createOrderRequest({ email: "walker@example.com", tosAccepted: true, gift: {}, creatorCode: code }),
  /** The payment page's beacon for a ?ref= link: the attribution cookie comes back only for a known code. */
  visit: (code: string) =>
    visitRoute(
      new Request("http://shop.test/api/referral/visit", {
        method: "POST",
        headers: {
          "content-type": "text/plain;charset=UTF-8",
          host: "shop.test",
          origin: "http://shop.test",
          "user-agent": CHROME,
          "x-shop-client-address": nextIp(),
        },
        body: JSON.stringify({ code }),
      }),
    ),
};
type Door = keyof typeof doors;

const cookieOf = (res: Response) => res.headers.getSetCookie().find((cookie) => cookie.startsWith("shop_ref="));
const paypalOrders = () => simulator.requestCount("paypal", "POST", "/v2/checkout/orders");

/** What each door answers for a code that is not a miss or is under the budget: the lookup and create-order refuse it, the beacon sets no cookie. */
async function expectMiss(door: Door, code: string) {
  const res = await doors[door](code);
  if (door === "visit") {
    expect(res.status).toBe(204);
    expect(cookieOf(res)).toBeUndefined();
  } else {
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe(CREATOR_CODE_REFUSALS.unknown(code));
  }
}

async function expectRefused(door: Door, code: string) {
  const res = await doors[door](code);
  expect(res.status).toBe(429);
  expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(cookieOf(res)).toBeUndefined();
}

// Walking the list of creator codes is mostly misses, from however many addresses: whichever door a walker uses,
// the misses of one prefix come out of one budget, and a buyer with a real code never spends it.
describe("creator code misses, counted per prefix at every door", () => {
  beforeEach(() => registerReferralCodes("ZEPHYR", "TECHNO"));
  afterEach(async () => {
    await deletePurchases();
    await prisma.referralVisit.deleteMany();
    await prisma.checkoutVisit.deleteMany();
    await prisma.rateLimit.deleteMany();
  });

  it.each<[Door, Door[]]>([
    ["createOrder", ["lookUp", "visit", "createOrder"]],
    ["visit", ["lookUp", "createOrder", "visit"]],
    ["lookUp", ["createOrder", "visit", "lookUp"]],
  ])("misses through %s spend the budget: then %j answer 429 for codes of that prefix, known ones too", async (door, others) => {
    for (let i = 0; i < BUDGET; i++) await expectMiss(door, `ZE${i}WALK`);
    await expectRefused(door, "ZE99WALK");
    const paypalBefore = await paypalOrders();
    for (const other of others) {
      await expectRefused(other, "ZE98WALK");
      // Over the budget a real code of the prefix is not told apart from a missing one.
      await expectRefused(other, "ZEPHYR");
    }
    expect(await paypalOrders()).toBe(paypalBefore);
    expect(await prisma.referralVisit.count()).toBe(0);
    // Another prefix keeps its own budget.
    await expectMiss("lookUp", "QQWALK");
    expect((await doors.lookUp("TECHNO")).status).toBe(200);
  });

  it("adds the three doors' misses into one budget", async () => {
    const third = BUDGET / 3;
    for (let i = 0; i < third; i++) {
      await expectMiss("lookUp", `ZEL${i}`);
      await expectMiss("createOrder", `ZEC${i}`);
      await expectMiss("visit", `ZEV${i}`);
    }
    await expectRefused("lookUp", "ZEXA");
    await expectRefused("createOrder", "ZEXB");
    await expectRefused("visit", "ZEXC");
  });

  it("never counts a known code, even one that gives no discount now, and still takes it at every door", async () => {
    await prisma.referralCode.create({ data: { code: "TEOLD", createdBy: "admin", active: false } });
    for (let i = 0; i <= BUDGET; i++) {
      expect((await doors.lookUp("TEOLD")).status).toBe(422);
      expect((await doors.createOrder("TEOLD")).status).toBe(422);
      expect(cookieOf(await doors.visit("TECHNO"))).toMatch(/^shop_ref=TECHNO\./);
    }
    expect(await prisma.referralVisit.count({ where: { code: "TECHNO" } })).toBeGreaterThan(0);
    // The prefix's whole budget is still there for misses.
    for (let i = 0; i < BUDGET; i++) await expectMiss("lookUp", `TE${i}WALK`);
    await expectRefused("lookUp", "TE99WALK");
  });

  it("lets a buyer order with a known code of a prefix others have missed on, until its budget is spent", async () => {
    for (let i = 0; i < BUDGET; i++) await expectMiss("lookUp", `TE${i}WALK`);
    expect((await doors.createOrder("TECHNO")).status).toBe(201);
    expect(await prisma.order.findFirstOrThrow()).toMatchObject({ referralCode: "TECHNO" });
    // One miss more, through another door, and the prefix answers nothing but 429 for the rest of the window.
    await expectRefused("visit", "TEWALK");
    await expectRefused("createOrder", "TECHNO");
    expect(await prisma.order.count()).toBe(1);
  });
});
