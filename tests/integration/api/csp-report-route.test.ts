import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { metricsRegistry } from "@/lib/metrics/registry";

import { POST as report } from "@/app/api/csp-report/route";

/** A client of its own: an IPv6 /64 nobody else in the run uses. */
const uniqueAddress = () => `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::1`;

const send = (type: string, body: string, address = uniqueAddress()) =>
  report(new Request("http://shop.test/api/csp-report", { method: "POST", headers: { "content-type": type, "x-shop-client-address": address }, body }));

async function counted(directive: string, blocked: string): Promise<number> {
  const metric = await metricsRegistry().getSingleMetric("shop_csp_violations_total")?.get();
  return metric?.values.find((v) => v.labels.directive === directive && v.labels.blocked === blocked)?.value ?? 0;
}

describe("POST /api/csp-report", () => {
  it("counts each violation by directive and blocked class, never keeping the address, and answers 204", async () => {
    const before = await counted("script-src-elem", "inline");
    const res = await send(
      "application/csp-report",
      JSON.stringify({
        "csp-report": { "document-uri": "http://shop.test/download?access=abc.def.ghi", "effective-directive": "script-src-elem", "blocked-uri": "inline" },
      }),
    );
    expect(res.status).toBe(204);
    expect(await counted("script-src-elem", "inline")).toBe(before + 1);
    const series = await metricsRegistry().getSingleMetricAsString("shop_csp_violations_total");
    expect(series).not.toContain("abc.def.ghi");
  });

  it("counts a Reporting API batch", async () => {
    const before = await counted("img-src", "other-origin");
    const body = JSON.stringify([
      { type: "csp-violation", body: { documentURL: "http://shop.test/", effectiveDirective: "img-src", blockedURL: "https://evil.example/a.png" } },
      { type: "csp-violation", body: { documentURL: "http://shop.test/faq", effectiveDirective: "img-src", blockedURL: "https://evil.example/b.png" } },
    ]);
    expect((await send("application/reports+json", body)).status).toBe(204);
    expect(await counted("img-src", "other-origin")).toBe(before + 2);
  });

  it("refuses other content types and bodies that are not reports with 400, and bodies over 16 KB with 413", async () => {
    expect((await send("application/json", "{}")).status).toBe(400);
    expect((await send("application/csp-report", "{}")).status).toBe(400);
    const big = JSON.stringify({ "csp-report": { "blocked-uri": "x".repeat(17 * 1024) } });
    expect((await send("application/csp-report", big)).status).toBe(413);
  });

  it(`takes ${RATE_LIMITS.cspReport.limit} reports a minute from one client, then answers 429`, async () => {
    const address = uniqueAddress();
    const body = JSON.stringify({ "csp-report": { "effective-directive": "img-src", "blocked-uri": "data" } });
    for (let i = 0; i < RATE_LIMITS.cspReport.limit; i++) expect((await send("application/csp-report", body, address)).status).toBe(204);
    const refused = await send("application/csp-report", body, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
