import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { DASHBOARD_TABS, dashboardHref } from "@/lib/content/admin/routes";
import { APP_ROUTES } from "@/lib/metrics/app-routes";
import { routeLabel, UNKNOWN_ROUTE } from "@/lib/metrics/route-label";

import { APP_ROUTES_FILE, appRoutePatterns, renderAppRoutes } from "@/scripts/route-labels";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * Every page and route handler under app/, walked here rather than by the generator, each with its route pattern
 * as Next.js serves it: the folders' names, route groups `(x)` left out.
 */
const routeFiles = readdirSync(path.join(ROOT, "app"), { recursive: true, encoding: "utf8" })
  .filter((file) => /^(page|route)\.tsx?$/.test(path.basename(file)))
  .map((file) => {
    const segments = path
      .dirname(file)
      .split(path.sep)
      .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment));
    return { file: path.join("app", file), pattern: `/${segments.join("/")}` };
  });

/** A path the pattern serves: a value for each dynamic segment, two segments for a catch-all. */
const pathFor = (pattern: string) =>
  pattern
    .split("/")
    .map((segment) => (segment.startsWith("[...") ? "some/path" : segment.startsWith("[") ? "value" : segment))
    .join("/");

describe("routeLabel", () => {
  it("finds the route tree where it should", () => {
    expect(routeFiles.length).toBeGreaterThan(50);
    expect(routeFiles).toContainEqual({ file: path.join("app", "api", "gift", "redeem", "route.ts"), pattern: "/api/gift/redeem" });
    expect(routeFiles).toContainEqual({ file: path.join("app", ".well-known", "jwks.json", "route.ts"), pattern: "/.well-known/jwks.json" });
    expect(routeFiles).toContainEqual({ file: path.join("app", "(marketing)", "page.tsx"), pattern: "/" });
  });

  it("labels every page and route handler under app/ with its own pattern", () => {
    const labels = routeFiles.map(({ file, pattern }) => ({ file, label: routeLabel(pathFor(pattern)) }));
    expect(labels).toEqual(routeFiles.map(({ file, pattern }) => ({ file, label: pattern })));
  });

  it("keeps lib/metrics/app-routes.ts as `npm run routes:labels` writes it from today's tree", () => {
    expect(readFileSync(path.join(ROOT, APP_ROUTES_FILE), "utf8")).toBe(renderAppRoutes(appRoutePatterns(path.join(ROOT, "app"))));
    expect([...APP_ROUTES].sort()).toEqual([...new Set(routeFiles.map(({ pattern }) => pattern))].sort());
  });

  it("gives the routes someone could hammer their own labels: gift codes, creator codes, the mod's channel, admin calls, Discord", () => {
    expect(routeLabel("/api/gift/redeem")).toBe("/api/gift/redeem");
    expect(routeLabel("/api/creator-code")).toBe("/api/creator-code");
    expect(routeLabel("/api/mod/forge-update.json")).toBe("/api/mod/forge-update.json");
    expect(routeLabel("/api/mod/releases/latest")).toBe("/api/mod/releases/latest");
    expect(routeLabel("/admin/creator-codes")).toBe("/admin/creator-codes");
    expect(routeLabel("/admin/sales")).toBe("/admin/sales");
    expect(routeLabel("/admin/export/tax")).toBe("/admin/export/tax");
    expect(routeLabel("/discord/link")).toBe("/discord/link");
    expect(routeLabel("/discord/callback")).toBe("/discord/callback");
    expect(routeLabel("/discord/linked/joined")).toBe("/discord/linked/[status]");
    expect(routeLabel("/api/gift/redeem/")).toBe("/api/gift/redeem");
  });

  it("gives the JWKS its own label, and the whitelist check keeps its own", () => {
    expect(routeLabel("/.well-known/jwks.json")).toBe("/.well-known/jwks.json");
    expect(routeLabel("/api/license/verify")).toBe("/api/license/verify");
  });

  it("labels the proof of account ownership's two routes", () => {
    expect(routeLabel("/api/license/challenge")).toBe("/api/license/challenge");
    expect(routeLabel("/api/license/proof")).toBe("/api/license/proof");
  });

  it("labels the download page's own routes apart from the jar's", () => {
    expect(routeLabel("/download/resend")).toBe("/download/resend");
    expect(routeLabel("/download/receipt")).toBe("/download/receipt");
    expect(routeLabel("/download/sniper")).toBe("/download/[product]");
  });

  it("gives each of the dashboard's tabs its own label, and a path below the dashboard that is none the admin catch-all's", () => {
    for (const tab of DASHBOARD_TABS) expect(routeLabel(dashboardHref(tab))).toBe(`/admin/dashboard/${tab}`);
    expect(routeLabel("/admin/dashboard")).toBe("/admin/dashboard");
    expect(routeLabel("/admin/dashboard/anything-a-client-sends")).toBe("/admin/[...missing]");
  });

  it("labels a path no route serves by the catch-all that answers it, and build assets as static", () => {
    expect(UNKNOWN_ROUTE).toBe("/[...missing]");
    expect(routeLabel("/no/such/page")).toBe(UNKNOWN_ROUTE);
    expect(routeLabel("/.well-known/anything-a-client-sends")).toBe(UNKNOWN_ROUTE);
    expect(routeLabel("/wp-login.php")).toBe(UNKNOWN_ROUTE);
    expect(routeLabel("/api/no/such/call")).toBe("/api/[...path]");
    expect(routeLabel("/api/gift/redeem/extra")).toBe("/api/[...path]");
    expect(routeLabel("/_next/static/chunks/main.js")).toBe("static");
    expect(routeLabel("/favicon.ico")).toBe("static");
  });

  it("keeps the label set bounded whatever paths clients send: the route patterns, static and the unknown label", () => {
    const sent = Array.from({ length: 2_000 }, (_, i) => `/${["api", "admin", "discord", "download", "x"][i % 5]}/${i.toString(36)}/${"a".repeat(i % 7)}`);
    const labels = new Set(sent.map(routeLabel));
    const allowed = new Set<string>([...APP_ROUTES, "static", UNKNOWN_ROUTE]);
    expect([...labels].filter((label) => !allowed.has(label))).toEqual([]);
    expect(labels.size).toBeLessThan(10);
  });
});
