import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { env } from "@/lib/env";
import { getScanSummary, SCAN_MAX_AGE_MS } from "@/lib/releases/get-scan-summary";

import { GET as downloadReport } from "@/app/api/virustotal/download/route";
import { GET as summaryRoute } from "@/app/api/virustotal/summary/route";

import { nextIp } from "../../support/client-addresses";
import { deleteReleases, registerRelease } from "../../support/releases";
import { simulator } from "../../support/simulator-controls";

// lib/env parses process.env once per process (and the integration files share one process), so the key is
// switched on the parsed object, and put back after each test.
const config = env as { VIRUSTOTAL_API_KEY?: string };
const originalKey = config.VIRUSTOTAL_API_KEY;

const get = (route: (req: Request) => Promise<Response>, path: string) =>
  route(new Request(`http://shop.test${path}`, { headers: { "x-shop-client-address": nextIp() } }));

async function registerScanned(version: string, stats: Record<string, number>) {
  const release = await registerRelease(version);
  const res = await fetch(`${process.env.SIMULATORS_URL}/__simulator/virustotal/files`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ sha256: release.sha256, stats }),
  });
  if (!res.ok) throw new Error(`registering the report answered ${res.status}`);
  return release;
}
const vtCalls = (sha256: string) => simulator.requestCount("virustotal", "GET", `/api/v3/files/${sha256}`);
const exceedQuota = () =>
  fetch(`${process.env.SIMULATORS_URL}/__simulator/virustotal/quota-exceeded`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ count: 1 }),
  });
const age = (sha256: string, ms: number) => prisma.release.update({ where: { sha256 }, data: { scannedAt: new Date(Date.now() - ms) } });

describe("VirusTotal scan summary", () => {
  beforeEach(() => {
    config.VIRUSTOTAL_API_KEY = "integration-test-vt-key";
  });
  afterEach(async () => {
    config.VIRUSTOTAL_API_KEY = originalKey;
    await deleteReleases();
  });

  it("reads the report once, caches it on the release, and answers the spec's shape", async () => {
    const release = await registerScanned("1.0.0", { malicious: 0, suspicious: 1, harmless: 5, undetected: 60 });
    const res = await get(summaryRoute, "/api/virustotal/summary");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ clean: true, malicious: 0, total: 66, fileHash: release.sha256 });
    expect(await getScanSummary()).toEqual({ status: "scanned", clean: true, malicious: 0, total: 66, fileHash: release.sha256 });
    expect(await vtCalls(release.sha256)).toBe(1);
    expect(await prisma.release.findUniqueOrThrow({ where: { sha256: release.sha256 } })).toMatchObject({
      scanMalicious: 0,
      scanTotal: 66,
      scannedAt: expect.any(Date),
    });
  });

  it("serves the cached report as a JSON attachment without asking VirusTotal again", async () => {
    const release = await registerScanned("1.0.0", { malicious: 3, suspicious: 0, harmless: 0, undetected: 57 });
    expect(await getScanSummary()).toMatchObject({ status: "scanned", clean: false, malicious: 3, total: 60 });
    const res = await get(downloadReport, "/api/virustotal/download");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${release.fileName}-virustotal.json"`);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const report = await res.text();
    expect(JSON.parse(report)).toMatchObject({ data: { id: release.sha256, attributes: { last_analysis_stats: { malicious: 3, undetected: 57 } } } });
    expect(report).not.toContain("integration-test-vt-key");
    expect(await vtCalls(release.sha256)).toBe(1);
  });

  it("asks again once the cached report is older than six hours", async () => {
    const release = await registerScanned("1.0.0", { malicious: 0, undetected: 10 });
    await getScanSummary();
    await age(release.sha256, SCAN_MAX_AGE_MS - 60_000);
    await getScanSummary();
    expect(await vtCalls(release.sha256)).toBe(1);
    await age(release.sha256, SCAN_MAX_AGE_MS + 60_000);
    await getScanSummary();
    expect(await vtCalls(release.sha256)).toBe(2);
  });

  it("serves the cached verdict while the quota is exceeded, and backs off", async () => {
    const release = await registerScanned("1.0.0", { malicious: 0, undetected: 70 });
    await getScanSummary();
    await age(release.sha256, SCAN_MAX_AGE_MS + 60_000);
    await exceedQuota();
    expect(await getScanSummary()).toMatchObject({ status: "scanned", clean: true, total: 70 });
    expect(await getScanSummary()).toMatchObject({ status: "scanned", clean: true, total: 70 });
    expect(await vtCalls(release.sha256)).toBe(2);
  });

  it("answers 503 when VirusTotal refuses and nothing is cached", async () => {
    const release = await registerScanned("1.0.0", { malicious: 0, undetected: 70 });
    await exceedQuota();
    expect(await getScanSummary()).toEqual({ status: "unavailable", fileHash: release.sha256 });
    const res = await get(summaryRoute, "/api/virustotal/summary");
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe("service_unavailable");
  });

  it("says not scanned (404) for a file VirusTotal does not know, and does not ask again at once", async () => {
    const release = await registerRelease("1.0.0");
    expect(await getScanSummary()).toEqual({ status: "not_scanned", fileHash: release.sha256 });
    for (const path of ["/api/virustotal/summary", "/api/virustotal/download"]) {
      const res = await get(path.endsWith("summary") ? summaryRoute : downloadReport, path);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
    expect(await vtCalls(release.sha256)).toBe(1);
  });

  it("answers 404 before any release exists", async () => {
    expect(await getScanSummary()).toBeNull();
    expect((await get(summaryRoute, "/api/virustotal/summary")).status).toBe(404);
  });

  it("without a key claims nothing, links the public report and never calls VirusTotal", async () => {
    config.VIRUSTOTAL_API_KEY = undefined;
    const release = await registerScanned("1.0.0", { malicious: 0, undetected: 70 });
    expect(await getScanSummary()).toEqual({
      status: "no_key",
      fileHash: release.sha256,
      publicReportUrl: `https://www.virustotal.com/gui/file/${release.sha256}`,
    });
    for (const route of [summaryRoute, downloadReport]) {
      const res = await get(route, "/api/virustotal/summary");
      expect(res.status).toBe(503);
      expect((await res.json()).error.code).toBe("service_unavailable");
    }
    expect(await vtCalls(release.sha256)).toBe(0);
  });

  it("limits each client to 30 requests a minute", async () => {
    await registerScanned("1.0.0", { malicious: 0, undetected: 70 });
    const call = () => summaryRoute(new Request("http://shop.test/api/virustotal/summary", { headers: { "x-shop-client-address": "100.66.9.9" } }));
    for (let i = 0; i < 30; i += 1) expect((await call()).status).toBe(200);
    const limited = await call();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
