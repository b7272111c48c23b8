import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { flushLicenseChecks, verifyLicense } from "@/lib/licenses/verify-license";
import { sourceFunnel, sourceFunnelByDay } from "@/lib/referrals/source-funnel";

import { GET as sourcesCsvRoute } from "@/app/admin/(api)/export/sources/route";
import { POST as visitRoute } from "@/app/api/referral/visit/route";

import { signInAs, signOut } from "../../support/admin-session";
import { nextIp } from "../../support/client-addresses";
import { captureRequest, deletePurchases, freshBuyer, startPurchase } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { simulator } from "../../support/simulator-controls";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** The payment page's beacon, from one visitor's address. */
const beacon = (body: unknown, ip = nextIp()) =>
  visitRoute(
    new Request("http://shop.test/api/referral/visit", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", host: "shop.test", origin: "http://shop.test", "x-shop-client-address": ip, "user-agent": CHROME },
      body: JSON.stringify(body),
    }),
  );

/** A paid order through the checkout's own calls, with the fields the payment page sends. */
async function buy(fields: Record<string, unknown>) {
  const username = await freshBuyer();
  const orderId = await startPurchase({ username, ...fields });
  await simulator.approve(orderId);
  expect((await captureRequest(orderId)).status).toBe(200);
  return prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId }, include: { license: true } });
}

const today = () => new Date().toISOString().slice(0, 10);

afterEach(async () => {
  await prisma.sourceVisit.deleteMany();
  await prisma.referralVisit.deleteMany();
  await prisma.checkoutVisit.deleteMany();
  await prisma.licenseCheck.deleteMany();
  await deletePurchases();
});

describe("the funnel per source", () => {
  it("counts a link's visitors, checkouts, paid and refunded orders and first checks under its code and campaign", async () => {
    await registerReferralCodes("TECHNO");
    const link = { code: "techno", utmSource: "YouTube", utmCampaign: "Launch Video" };
    const again = nextIp();
    for (const ip of [again, again, nextIp(), nextIp()]) expect((await beacon(link, ip)).status).toBe(204);
    // An unknown code adds no source of its own: the visit counts for its campaign alone.
    await beacon({ code: "NOSUCHCODE", utmSource: "youtube", utmCampaign: "launch video" });
    await beacon({});

    const campaign = { utmSource: "youtube", utmCampaign: "launch-video" };
    const first = await buy({ referralCode: "TECHNO", ...campaign });
    const second = await buy({ referralCode: "TECHNO", utmSource: " YOUTUBE", utmCampaign: "launch video" });
    await startPurchase({ username: await freshBuyer(), referralCode: "TECHNO", ...campaign });
    await buy({});
    await prisma.order.update({ where: { id: second.id }, data: { status: "REFUNDED", refundedAt: new Date() } });
    // The mod starts on the first buyer's account: its first check, then a later one that counts no more.
    await verifyLicense(first.license?.uuid ?? "");
    await flushLicenseChecks();

    const rows = await sourceFunnel({ from: today(), to: today() });
    expect(rows).toEqual([
      { code: "TECHNO", ...campaign, visits: 3, checkouts: 3, paid: 2, refunded: 1, firstChecks: 1 },
      { code: null, utmSource: null, utmCampaign: null, visits: 1, checkouts: 1, paid: 1, refunded: 0, firstChecks: 0 },
      { code: null, ...campaign, visits: 1, checkouts: 0, paid: 0, refunded: 0, firstChecks: 0 },
    ]);
    expect(await sourceFunnelByDay({ from: today(), to: today() })).toEqual(rows.map((row) => ({ day: today(), ...row })));
    // An affiliate reads their own codes' sources only.
    expect(await sourceFunnel({ from: today(), to: today(), codes: ["TECHNO"] })).toEqual([rows[0]]);
    expect(await sourceFunnel({ from: today(), to: today(), codes: ["OTHER"] })).toEqual([]);
    // A period that ends before today counts none of it.
    expect(await sourceFunnel({ from: "2026-01-01", to: "2026-01-31" })).toEqual([]);
  });

  it("keeps the first check where it was when the mod checks again later", async () => {
    const order = await buy({});
    const uuid = order.license?.uuid ?? "";
    const start = new Date("2026-11-20T10:00:00Z");
    await verifyLicense(uuid, start);
    await flushLicenseChecks();
    await verifyLicense(uuid, new Date("2026-11-22T10:00:00Z"));
    await flushLicenseChecks();
    expect(await prisma.licenseCheck.findUniqueOrThrow({ where: { licenseId: order.licenseId ?? "" } })).toMatchObject({
      firstCheckedAt: start,
      checkedAt: new Date("2026-11-22T10:00:00Z"),
    });
  });
});

const csv = (query: string) =>
  sourcesCsvRoute(new Request(`http://shop.test/admin/export/sources${query}`, { headers: { "x-shop-client-address": "203.0.113.9" } }), {
    params: Promise.resolve({}),
  });

describe("GET /admin/export/sources", () => {
  it("answers the funnel per day and source as CSV to an admin", async () => {
    await signInAs();
    try {
      await registerReferralCodes("TECHNO");
      await beacon({ code: "TECHNO", utmSource: "youtube" });
      await buy({ referralCode: "TECHNO", utmSource: "youtube" });
      const res = await csv(`?from=${today()}&to=${today()}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="sources-${today()}-to-${today()}.csv"`);
      expect((await res.text()).split("\r\n")).toEqual([
        "day,creator_code,utm_source,utm_campaign,visitors,checkouts,paid,refunded,mod_started",
        `${today()},TECHNO,youtube,,1,1,1,0,0`,
        "",
      ]);
    } finally {
      signOut();
    }
  });

  it("refuses a missing day, a reversed or longer than a year period with 400, and a visitor without a session with 401", async () => {
    await signInAs();
    try {
      for (const query of ["", "?from=2026-11-01", "?from=2026-11-02&to=2026-11-01", "?from=2025-01-01&to=2026-01-02", "?from=2026-02-30&to=2026-03-01"]) {
        const res = await csv(query);
        expect(res.status, query).toBe(400);
        expect((await res.json()).error.code).toBe("bad_request");
      }
      expect((await csv("?from=2025-01-01&to=2026-01-01")).status).toBe(200);
    } finally {
      signOut();
    }
    const res = await csv(`?from=${today()}&to=${today()}`);
    expect(res.status).toBe(401);
  });
});
