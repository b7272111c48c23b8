import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";

import { describe, expect, it } from "vitest";

import { DASHBOARD_TABS, dashboardHref } from "@/lib/content/admin/routes";

import { config, proxy } from "@/proxy";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const ADMIN = "app/admin";

/** Pages anyone may open: the way in. */
const PUBLIC_PAGES = ["/admin/login"];

type Route = { file: string; url: string; catchAll: boolean };

/** The routes in one route group of app/admin, each with a URL that reaches it (groups dropped, [param] segments filled in). */
function routesOf(group: string, fileName: string): Route[] {
  const dir = path.join(ROOT, ADMIN, group);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === fileName)
    .map((file) => {
      const segments = path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== "." && !/^\(.+\)$/.test(segment));
      const catchAll = segments.some((segment) => /^\[\[?\.\.\.\w+\]\]?$/.test(segment));
      const url = [
        "/admin",
        ...segments.map((segment) => (/^\[\[?\.\.\.\w+\]\]?$/.test(segment) ? "no-such/page" : /^\[\w+\]$/.test(segment) ? "Notch" : segment)),
      ].join("/");
      return { file: path.join(ADMIN, group, file), url, catchAll };
    });
}

/** Next's own reading of the matcher (its testing helper applies config.matcher as the server does). */
const gated = (url: string) => unstable_doesMiddlewareMatch({ config, url: `http://shop.test${url}` });

describe("proxy.ts covers the admin pages group and nothing of the JSON routes group", () => {
  const pages = routesOf("(pages)", "page.tsx");
  const apis = routesOf("(api)", "route.ts");

  it("finds both groups' routes", () => {
    expect(pages.map((p) => p.url)).toEqual(expect.arrayContaining(["/admin/login", "/admin/dashboard", ...DASHBOARD_TABS.map((tab) => dashboardHref(tab))]));
    expect(apis.map((r) => r.url).sort()).toEqual([
      "/admin/add-uuid",
      "/admin/audit-log",
      "/admin/bulk-tiers",
      "/admin/creator-codes",
      "/admin/disputes",
      "/admin/disputes/Notch/evidence",
      "/admin/export/licenses",
      "/admin/export/orders",
      "/admin/export/sources",
      "/admin/export/tax",
      "/admin/list-uuids",
      "/admin/mojang/Notch",
      "/admin/prices",
      "/admin/sales",
      "/admin/stats",
      "/admin/webhook-deliveries/Notch/redeliver",
      "/admin/webhook-endpoints",
      "/admin/webhook-endpoints/Notch/enable",
      "/admin/webhook-endpoints/Notch/rotate-secret",
    ]);
  });

  it("gates every admin page but the sign-in page", () => {
    for (const page of pages.filter((p) => !p.catchAll)) {
      expect({ url: page.url, gated: gated(page.url) }).toEqual({ url: page.url, gated: !PUBLIC_PAGES.includes(page.url) });
    }
    expect(gated("/admin")).toBe(true);
    expect(gated("/admin/dashboard/anything")).toBe(true);
  });

  it("leaves unknown paths to the catch-all page, which checks the session itself", () => {
    for (const page of pages.filter((p) => p.catchAll)) {
      expect(gated(page.url)).toBe(false);
      expect(readFileSync(path.join(ROOT, page.file), "utf8")).toMatch(/await requireAdmin\(\)/);
    }
  });

  it("never reaches a JSON route (they answer 401 JSON themselves, not a redirect)", () => {
    for (const route of apis) expect({ url: route.url, gated: gated(route.url) }).toEqual({ url: route.url, gated: false });
  });
});

describe("proxy.ts slides the portals' session cookies and gates nothing there", () => {
  const request = (url: string, cookie?: string) => new NextRequest(url, { headers: cookie ? { cookie } : {} });

  it("sets a signed-in visitor's cookie again, 30 days from now, with the same attributes", async () => {
    for (const [url, name] of [
      ["http://shop.test/account", "shop_account_session"],
      ["http://shop.test/account/receipt/x", "shop_account_session"],
      ["http://shop.test/affiliate", "shop_affiliate_session"],
      ["https://shop.test/account", "__Host-shop_account_session"],
    ] as const) {
      expect(gated(new URL(url).pathname)).toBe(true);
      const res = await proxy(request(url, `${name}=token-value`));
      expect(res.headers.get("location")).toBeNull();
      const cookie = res.cookies.get(name);
      expect(cookie).toMatchObject({ value: "token-value", httpOnly: true, sameSite: "lax", path: "/", secure: url.startsWith("https:") });
      const days = ((cookie?.expires as Date).getTime() - Date.now()) / 86_400_000;
      expect(Math.round(days)).toBe(30);
    }
  });

  it("sets nothing for a visitor without one, and never another audience's cookie", async () => {
    expect((await proxy(request("http://shop.test/account"))).cookies.getAll()).toEqual([]);
    expect((await proxy(request("http://shop.test/account", "shop_affiliate_session=t"))).cookies.getAll()).toEqual([]);
    expect((await proxy(request("http://shop.test/affiliate/login", "shop_account_session=t"))).cookies.getAll()).toEqual([]);
  });
});
