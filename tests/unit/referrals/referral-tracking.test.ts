import { devices } from "@playwright/test";
import { afterEach, describe, expect, it, vi } from "vitest";

import { REFERRAL_VISIT_PATH, sendReferralVisit } from "@/lib/client/referral-visit";
import { clientHttps, SERVER_MARK } from "@/lib/http/client-address";
import { parseReferralCookie, readReferralClick } from "@/lib/referrals/referral-cookie";
import { resolveReferralCode } from "@/lib/referrals/resolve-referral-code";
import { referralVisitSchema } from "@/lib/referrals/schemas";
import { visitExclusion } from "@/lib/referrals/visit-exclusion";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

describe("visitExclusion", () => {
  it("lets people's browsers through, including the one the end-to-end tests present", () => {
    const playwrightChrome = devices["Desktop Chrome"].userAgent;
    for (const userAgent of [CHROME, playwrightChrome, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"]) {
      expect(visitExclusion(new Headers({ "user-agent": userAgent }))).toBeNull();
    }
  });

  it.each([
    [{}, "no_user_agent"],
    [{ "user-agent": " " }, "no_user_agent"],
    [{ "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" }, "bot"],
    [{ "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36" }, "bot"],
    [{ "user-agent": "python-requests/2.32.3" }, "bot"],
    [{ "user-agent": CHROME, "sec-purpose": "prefetch" }, "prefetch"],
    [{ "user-agent": CHROME, "sec-purpose": "prefetch;prerender" }, "prefetch"],
    [{ "user-agent": CHROME, purpose: "Prefetch" }, "prefetch"],
    [{ "user-agent": CHROME, "x-moz": "prefetch" }, "prefetch"],
    [{ "user-agent": CHROME, "x-purpose": "preview" }, "prefetch"],
  ])("excludes %o as %s", (headers, reason) => {
    expect(visitExclusion(new Headers(headers))).toBe(reason);
  });
});

describe("the attribution cookie", () => {
  it("reads <CODE>.<epoch seconds> and nothing else", () => {
    expect(parseReferralCookie("YOUTUBE.1764000000")).toEqual({ code: "YOUTUBE", clickedAt: new Date(1_764_000_000_000) });
    for (const value of [
      undefined,
      "",
      "YOUTUBE",
      "youtube.1764000000",
      "YOU-TUBE.1764000000",
      "YOUTUBE.",
      "YOUTUBE.-5",
      "YOUTUBE.1e9",
      `${"A".repeat(21)}.1`,
      "A.1234567890123",
    ]) {
      expect(parseReferralCookie(value)).toBeNull();
    }
  });

  it("is found among the request's other cookies", () => {
    const headers = new Headers({ cookie: "theme=dark; shop_ref=DISCORD.1764000000; other=1" });
    expect(readReferralClick(headers)).toEqual({ code: "DISCORD", clickedAt: new Date(1_764_000_000_000) });
    expect(readReferralClick(new Headers({ cookie: "not_shop_ref=DISCORD.1764000000" }))).toBeNull();
    expect(readReferralClick(new Headers())).toBeNull();
  });
});

describe("resolveReferralCode", () => {
  const now = new Date("2026-03-31T12:00:00.000Z");
  const click = (iso: string) => ({ code: "COOKIE", clickedAt: new Date(iso) });

  it("takes the cookie's click within 30 days, else the page's code, else none", () => {
    expect(resolveReferralCode({ click: click("2026-03-02T12:00:00.000Z"), bodyCode: "PAGE", now })).toEqual({ code: "COOKIE", source: "cookie" });
    expect(resolveReferralCode({ click: click("2026-03-01T12:00:00.000Z"), bodyCode: "PAGE", now })).toEqual({ code: "COOKIE", source: "cookie" });
    expect(resolveReferralCode({ click: click("2026-03-01T11:59:59.999Z"), bodyCode: "PAGE", now })).toEqual({ code: "PAGE", source: "page" });
    expect(resolveReferralCode({ click: null, bodyCode: "PAGE", now })).toEqual({ code: "PAGE", source: "page" });
    expect(resolveReferralCode({ click: click("2026-01-01T00:00:00.000Z"), bodyCode: null, now })).toEqual({ code: null, source: null });
  });

  it("allows a minute of clock skew between instances, but no click from the future", () => {
    expect(resolveReferralCode({ click: click("2026-03-31T12:00:59.000Z"), bodyCode: null, now }).code).toBe("COOKIE");
    expect(resolveReferralCode({ click: click("2026-03-31T12:01:01.000Z"), bodyCode: null, now }).code).toBeNull();
  });
});

describe("referralVisitSchema", () => {
  it("reads a code as the checkout does and refuses anything else", () => {
    expect(referralVisitSchema.parse({ code: " youtube " })).toEqual({ code: "YOUTUBE", utmSource: null, utmCampaign: null });
    for (const code of ["", "BAD CODE", "A".repeat(21), 7, null]) expect(referralVisitSchema.safeParse({ code }).success).toBe(false);
  });

  it("reads a link's campaign by the funnel's rule and drops what it cannot read, never refusing the visit", () => {
    expect(referralVisitSchema.parse({ utmSource: " YouTube ", utmCampaign: "Launch Video #2" })).toEqual({
      utmSource: "youtube",
      utmCampaign: "launch-video-2",
    });
    expect(referralVisitSchema.parse({ utmSource: "x".repeat(500), utmCampaign: "!!!" })).toEqual({ utmSource: "x".repeat(64), utmCampaign: null });
    expect(referralVisitSchema.parse({ utmSource: 7, utmCampaign: { a: 1 } })).toEqual({ utmSource: null, utmCampaign: null });
  });
});

describe("clientHttps", () => {
  const mark = globalThis as Record<symbol, unknown>;
  afterEach(() => {
    delete mark[SERVER_MARK];
  });

  it("believes only our HTTP server's header when it serves, and the URL's scheme otherwise", () => {
    mark[SERVER_MARK] = true;
    expect(clientHttps(new Headers({ "x-shop-client-https": "1" }), "http://shop.test/")).toBe(true);
    expect(clientHttps(new Headers(), "https://shop.test/")).toBe(false);
    delete mark[SERVER_MARK];
    expect(clientHttps(new Headers(), "https://shop.test/")).toBe(true);
    expect(clientHttps(new Headers({ "x-shop-client-https": "1" }), "http://shop.test/")).toBe(false);
  });
});

describe("sendReferralVisit (the payment page's beacon)", () => {
  afterEach(() => vi.unstubAllGlobals());

  function browser({ beacon = true, prerendering = false } = {}) {
    const sendBeacon = vi.fn(() => beacon);
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    const listeners: Array<() => void> = [];
    vi.stubGlobal("navigator", { sendBeacon });
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("document", { prerendering, addEventListener: (_type: string, listener: () => void) => listeners.push(listener) });
    return { sendBeacon, fetch, activate: () => listeners.forEach((listener) => listener()) };
  }

  it("sends the normalised code as a beacon, and an empty visit without a well-formed ?ref=", () => {
    const { sendBeacon, fetch } = browser();
    sendReferralVisit("?ref=youtube");
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith(REFERRAL_VISIT_PATH, JSON.stringify({ code: "YOUTUBE" }));
    for (const search of ["", "?other=1", "?ref=", "?ref=bad%20code!"]) sendReferralVisit(search);
    expect(sendBeacon).toHaveBeenCalledTimes(5);
    expect(sendBeacon.mock.calls.slice(1)).toEqual(Array.from({ length: 4 }, () => [REFERRAL_VISIT_PATH, "{}"]));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("falls back to a keepalive fetch when the browser refuses the beacon", () => {
    const { fetch } = browser({ beacon: false });
    sendReferralVisit("?ref=DISCORD");
    expect(fetch).toHaveBeenCalledExactlyOnceWith(
      REFERRAL_VISIT_PATH,
      expect.objectContaining({ method: "POST", keepalive: true, body: '{"code":"DISCORD"}' }),
    );
  });

  it("waits until a prerendered page is actually shown", () => {
    const { sendBeacon, activate } = browser({ prerendering: true });
    sendReferralVisit("?ref=TWITCH");
    expect(sendBeacon).not.toHaveBeenCalled();
    activate();
    expect(sendBeacon).toHaveBeenCalledOnce();
  });
});
