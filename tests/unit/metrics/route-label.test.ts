import { describe, expect, it } from "vitest";

import { DASHBOARD_TABS, dashboardHref } from "@/lib/content/admin-routes";
import { routeLabel } from "@/lib/metrics/route-label";

describe("routeLabel", () => {
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

  it("keeps other well-known paths out of the label set", () => {
    expect(routeLabel("/.well-known/anything-a-client-sends")).toBe("other");
  });

  it("gives each of the dashboard's tabs its own label, and no other path below the dashboard one", () => {
    for (const tab of DASHBOARD_TABS) expect(routeLabel(dashboardHref(tab))).toBe(`/admin/dashboard/${tab}`);
    expect(routeLabel("/admin/dashboard")).toBe("/admin/dashboard");
    expect(routeLabel("/admin/dashboard/anything-a-client-sends")).toBe("other");
  });
});
