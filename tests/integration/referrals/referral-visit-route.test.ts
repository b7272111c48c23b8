import { createHash } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { purgeVisitorSalts } from "@/lib/referrals/purge-visitor-salts";
import { recordReferralVisit } from "@/lib/referrals/record-referral-visit";
import { dailySalt } from "@/lib/referrals/visitor-salt";

import { POST as visitRoute } from "@/app/api/referral/visit/route";

import { nextIp } from "../../support/client-addresses";
import { deletePurchases } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";

/** A desktop Chrome, as Playwright's "Desktop Chrome" device presents itself. */
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

type Beacon = { ip?: string; userAgent?: string | null; headers?: Record<string, string> };

/** The payment page's beacon: same origin, text/plain as sendBeacon sends a string. */
function beacon(body: unknown, { ip: address = nextIp(), userAgent = CHROME, headers = {} }: Beacon = {}) {
  return visitRoute(
    new Request("http://shop.test/api/referral/visit", {
      method: "POST",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        host: "shop.test",
        origin: "http://shop.test",
        "x-shop-client-address": address,
        ...(userAgent !== null && { "user-agent": userAgent }),
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

const visits = (code: string) => prisma.referralVisit.count({ where: { code } });
const attributionCookie = (res: Response) => res.headers.getSetCookie().find((cookie) => cookie.startsWith("shop_ref="));

afterEach(async () => {
  await prisma.referralVisit.deleteMany();
  await prisma.checkoutVisit.deleteMany();
  await prisma.referralVisitSalt.deleteMany();
  await deletePurchases();
});

describe("POST /api/referral/visit", () => {
  it("counts a visit to an issued code and sets the first-party attribution cookie for 30 days", async () => {
    await registerReferralCodes("YOUTUBE");
    const before = Math.floor(Date.now() / 1000);
    const res = await beacon({ code: " youtube " });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(await visits("YOUTUBE")).toBe(1);

    const cookie = attributionCookie(res) ?? "";
    const [, clickedAt] = /^shop_ref=YOUTUBE\.(\d+);/.exec(cookie) ?? [];
    expect(Number(clickedAt)).toBeGreaterThanOrEqual(before);
    expect(Number(clickedAt)).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Max-Age=2592000");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("marks the cookie Secure when the HTTP server saw https", async () => {
    await registerReferralCodes("YOUTUBE");
    // An https page's beacon: its Origin names https, as the same-origin check wants.
    const res = await beacon({ code: "YOUTUBE" }, { headers: { "x-shop-client-https": "1", origin: "https://shop.test" } });
    expect(attributionCookie(res)).toMatch(/; Secure/i);
  });

  it("stores neither the address nor the user agent: only the day's salted hash of both", async () => {
    await registerReferralCodes("YOUTUBE");
    await beacon({ code: "YOUTUBE" }, { ip: "203.0.113.77" });
    const row = await prisma.referralVisit.findFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(["code", "createdAt", "day", "visitorHash"]);
    expect(row.day.toISOString()).toBe(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
    const salt = await dailySalt(row.day);
    const expected = createHash("sha256").update(salt).update("203.0.113.77").update("\n").update(CHROME).digest("hex");
    expect(Buffer.from(row.visitorHash).toString("hex")).toBe(expected);
    const unsalted = createHash("sha256").update("203.0.113.77").update("\n").update(CHROME).digest("hex");
    expect(Buffer.from(row.visitorHash).toString("hex")).not.toBe(unsalted);
  });

  it("counts a visitor once per code and day; another visitor, or the same one on another code, counts again", async () => {
    await registerReferralCodes("YOUTUBE", "DISCORD");
    const visitor = { ip: "198.18.40.1", userAgent: CHROME };
    const first = await beacon({ code: "YOUTUBE" }, visitor);
    const again = await beacon({ code: "YOUTUBE" }, visitor);
    expect([first.status, again.status]).toEqual([204, 204]);
    // The deduplicated visit still refreshes the cookie: it is a click all the same.
    expect(attributionCookie(again)).toMatch(/^shop_ref=YOUTUBE\./);
    expect(await visits("YOUTUBE")).toBe(1);

    await beacon({ code: "YOUTUBE" }, { ip: "198.18.40.2", userAgent: CHROME });
    expect(await visits("YOUTUBE")).toBe(2);
    await beacon({ code: "YOUTUBE" }, { ip: "198.18.40.1", userAgent: FIREFOX });
    expect(await visits("YOUTUBE")).toBe(3);
    await beacon({ code: "DISCORD" }, visitor);
    expect(await visits("DISCORD")).toBe(1);
  });

  it("counts concurrent duplicate beacons once", async () => {
    await registerReferralCodes("TWITCH");
    const visitor = { ip: "198.18.41.1" };
    const answers = await Promise.all(Array.from({ length: 12 }, () => beacon({ code: "TWITCH" }, visitor)));
    expect(answers.map((res) => res.status)).toEqual(Array(12).fill(204));
    expect(answers.every((res) => attributionCookie(res)?.startsWith("shop_ref=TWITCH."))).toBe(true);
    expect(await visits("TWITCH")).toBe(1);
  });

  it("does not count, and sets no cookie for, a code the shop does not know: the checkout visit alone counts", async () => {
    const res = await beacon({ code: "MADEUP123" });
    expect(res.status).toBe(204);
    expect(attributionCookie(res)).toBeUndefined();
    expect(await prisma.referralVisit.count()).toBe(0);
    expect(await prisma.referralCode.count()).toBe(0);
    expect(await prisma.checkoutVisit.count()).toBe(1);
  });

  it("counts a visit without a code as the day's checkout visitor only: once per visitor and day, no click, no cookie", async () => {
    await registerReferralCodes("YOUTUBE");
    const visitor = { ip: "198.18.44.1", userAgent: CHROME };
    const first = await beacon({}, visitor);
    expect(first.status).toBe(204);
    expect(attributionCookie(first)).toBeUndefined();
    expect((await beacon({}, visitor)).status).toBe(204);
    // The same visitor through a link the same day is the same checkout visitor (and the code's click).
    expect((await beacon({ code: "YOUTUBE" }, visitor)).status).toBe(204);
    expect(await prisma.checkoutVisit.count()).toBe(1);
    expect(await visits("YOUTUBE")).toBe(1);
    await beacon({}, { ip: "198.18.44.2", userAgent: CHROME });
    const rows = await prisma.checkoutVisit.findMany();
    expect(rows).toHaveLength(2);
    // The same salted hash as the referral click: nothing but the day and 32 bytes.
    const [click] = await prisma.referralVisit.findMany();
    expect(rows.some((row) => Buffer.from(row.visitorHash).equals(Buffer.from(click?.visitorHash ?? [])))).toBe(true);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(["createdAt", "day", "visitorHash"]);
  });

  it.each([
    ["no User-Agent", { userAgent: null }],
    ["an empty User-Agent", { userAgent: "  " }],
    ["Googlebot", { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
    ["a link previewer", { userAgent: "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)" }],
    ["a headless browser", { userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36" }],
    ["curl", { userAgent: "curl/8.5.0" }],
    ["Chrome's prefetch", { headers: { "sec-purpose": "prefetch" } }],
    ["Chrome's prerender", { headers: { "sec-purpose": "prefetch;prerender" } }],
    ["the older Purpose: prefetch", { headers: { purpose: "prefetch" } }],
    ["Firefox's X-Moz: prefetch", { headers: { "x-moz": "prefetch" } }],
  ] satisfies [string, Beacon][])("ignores %s: 204, no visit, no cookie", async (_name, request) => {
    await registerReferralCodes("REDDIT");
    const res = await beacon({ code: "REDDIT" }, request);
    expect(res.status).toBe(204);
    expect(attributionCookie(res)).toBeUndefined();
    expect(await visits("REDDIT")).toBe(0);
    expect(await prisma.checkoutVisit.count()).toBe(0);
    expect(await prisma.referralVisitSalt.count()).toBe(0);
  });

  it.each([
    ["a code with other characters", { code: "BAD CODE!" }],
    ["an empty code", { code: "" }],
    ["a code over 20 characters", { code: "A".repeat(21) }],
    ["a number", { code: 42 }],
    ["a null code", { code: null }],
    ["a control character", { code: "YOU\u0000TUBE" }],
    ["a body that is not JSON", "code=YOUTUBE"],
  ])("refuses %s with 400 and changes nothing", async (_name, body) => {
    await registerReferralCodes("YOUTUBE");
    const res = await beacon(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("bad_request");
    expect(attributionCookie(res)).toBeUndefined();
    expect(await prisma.referralVisit.count()).toBe(0);
    expect(await prisma.checkoutVisit.count()).toBe(0);
  });

  it("refuses a body over 16 KB with 413, unread", async () => {
    await registerReferralCodes("YOUTUBE");
    const res = await beacon({ code: "YOUTUBE", padding: "x".repeat(17 * 1024) });
    expect(res.status).toBe(413);
    expect(await prisma.referralVisit.count()).toBe(0);
  });

  it("refuses another site's beacon, which would stuff clicks and cookies", async () => {
    await registerReferralCodes("YOUTUBE");
    const res = await beacon({ code: "YOUTUBE" }, { headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(attributionCookie(res)).toBeUndefined();
    expect(await prisma.referralVisit.count()).toBe(0);
  });

  it("limits one address to 30 beacons a minute, then answers 429 and counts nothing more", async () => {
    await registerReferralCodes("SPECIAL");
    const address = "198.18.42.1";
    for (let i = 0; i < 30; i += 1) expect((await beacon({ code: "SPECIAL" }, { ip: address, userAgent: `${CHROME} run/${i}` })).status).toBe(204);
    const refused = await beacon({ code: "SPECIAL" }, { ip: address, userAgent: `${CHROME} run/30` });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(attributionCookie(refused)).toBeUndefined();
    expect(await visits("SPECIAL")).toBe(30);
  });
});

describe("recordReferralVisit by UTC day", () => {
  const visitor = { ipAddress: "198.18.43.1", userAgent: CHROME };

  it("counts the same visitor again on the next UTC day, under a hash nobody can link to the day before", async () => {
    await registerReferralCodes("TIKTOK");
    const lateEvening = new Date("2025-03-10T23:59:59.000Z");
    expect(await recordReferralVisit({ code: "TIKTOK" }, { ...visitor, now: lateEvening })).toEqual({ known: true, counted: true });
    expect(await recordReferralVisit({ code: "TIKTOK" }, { ...visitor, now: new Date("2025-03-10T08:00:00.000Z") })).toEqual({ known: true, counted: false });
    expect(await recordReferralVisit({ code: "TIKTOK" }, { ...visitor, now: new Date("2025-03-11T00:00:00.000Z") })).toEqual({ known: true, counted: true });

    const rows = await prisma.referralVisit.findMany({ where: { code: "TIKTOK" }, orderBy: { day: "asc" } });
    expect(rows.map((row) => row.day.toISOString().slice(0, 10))).toEqual(["2025-03-10", "2025-03-11"]);
    expect(Buffer.from(rows[0]?.visitorHash ?? []).equals(Buffer.from(rows[1]?.visitorHash ?? []))).toBe(false);
  });

  it("answers an unknown code without writing a salt or a visit", async () => {
    expect(await recordReferralVisit({ code: "NOBODY" }, { ...visitor, now: new Date("2025-04-01T12:00:00Z") })).toEqual({ known: false, counted: false });
    expect(await prisma.referralVisitSalt.count()).toBe(0);
    expect(await prisma.referralVisit.count()).toBe(0);
  });
});

describe("dailySalt", () => {
  it("deletes the salts older than 2 days when a new day's salt is taken up", async () => {
    const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
    await prisma.referralVisitSalt.createMany({
      data: ["2025-06-10", "2025-06-11", "2025-06-12", "2025-06-13", "2025-06-14"].map((iso) => ({ day: day(iso), salt: new Uint8Array(32).fill(7) })),
    });
    await dailySalt(day("2025-06-15"));
    const kept = await prisma.referralVisitSalt.findMany({ orderBy: { day: "asc" } });
    expect(kept.map((salt) => salt.day.toISOString().slice(0, 10))).toEqual(["2025-06-14", "2025-06-15"]);
  });

  it("are deleted by the hourly purge on a day nobody visits, keeping today's and yesterday's", async () => {
    const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
    await prisma.referralVisitSalt.createMany({
      data: ["2025-08-01", "2025-08-02", "2025-08-03"].map((iso) => ({ day: day(iso), salt: new Uint8Array(32).fill(9) })),
    });
    expect(await purgeVisitorSalts(new Date("2025-08-03T23:59:59.999Z"))).toBe(1);
    expect(await purgeVisitorSalts(new Date("2025-08-04T00:00:00.000Z"))).toBe(1);
    const kept = await prisma.referralVisitSalt.findMany();
    expect(kept.map((salt) => salt.day.toISOString().slice(0, 10))).toEqual(["2025-08-03"]);
  });

  it("gives concurrent first callers of a day one and the same random salt", async () => {
    const day = new Date("2025-07-01T00:00:00.000Z");
    const salts = await Promise.all(Array.from({ length: 8 }, () => dailySalt(day)));
    const stored = await prisma.referralVisitSalt.findMany({ where: { day } });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.salt).toHaveLength(32);
    for (const salt of salts) expect(Buffer.from(salt).equals(Buffer.from(stored[0]?.salt ?? []))).toBe(true);
    const nextDay = await dailySalt(new Date("2025-07-02T00:00:00.000Z"));
    expect(Buffer.from(nextDay).equals(Buffer.from(salts[0] ?? []))).toBe(false);
  });
});
