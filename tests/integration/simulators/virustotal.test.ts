import { createHash } from "node:crypto";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { startSimulators, type Simulators } from "@/simulators/server";

const CLEAN_JAR = createHash("sha256").update("auction-sniper-1.0.0.jar").digest("hex");
const EICAR = "275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f";

describe("VirusTotal simulator", () => {
  let sim: Simulators;
  const report = async (id: string, apiKey: string | null = "test-key") => {
    const res = await fetch(`${sim.url}/virustotal/api/v3/files/${id}`, { headers: apiKey === null ? {} : { "x-apikey": apiKey } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    sim = await startSimulators({ port: 0, knownFiles: { [CLEAN_JAR]: { malicious: 0, undetected: 60, harmless: 5, suspicious: 0 } } });
  });
  afterAll(() => sim.stop());
  beforeEach(() => sim.virustotal.reset());

  it("reports a known file with the v3 file object and all analysis stats", async () => {
    const { status, body } = await report(CLEAN_JAR);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      data: {
        type: "file",
        id: CLEAN_JAR,
        attributes: {
          sha256: CLEAN_JAR,
          last_analysis_stats: {
            malicious: 0,
            undetected: 60,
            harmless: 5,
            suspicious: 0,
            timeout: 0,
            "confirmed-timeout": 0,
            failure: 0,
            "type-unsupported": 0,
          },
          last_analysis_date: expect.any(Number),
        },
      },
    });
  });

  it("finds the same object by SHA-1 and MD5, and knows EICAR as malicious", async () => {
    const eicar = await report(EICAR);
    const attributes = (eicar.body.data as { attributes: { sha1: string; md5: string; last_analysis_stats: { malicious: number } } }).attributes;
    expect(attributes.last_analysis_stats.malicious).toBeGreaterThan(0);
    expect((await report(attributes.sha1)).body).toMatchObject({ data: { id: EICAR } });
    expect((await report(attributes.md5.toUpperCase())).body).toMatchObject({ data: { id: EICAR } });
  });

  it("adds files at runtime and keeps per-engine results consistent with the stats", async () => {
    const sha256 = createHash("sha256").update("suspicious-build").digest("hex");
    expect((await report(sha256)).status).toBe(404);
    sim.virustotal.addFile(sha256, { malicious: 2, undetected: 3, harmless: 0, suspicious: 1 });
    const { body } = await report(sha256);
    const results = (body.data as { attributes: { last_analysis_results: Record<string, { category: string }> } }).attributes.last_analysis_results;
    const categories = Object.values(results).map((result) => result.category);
    expect(categories.filter((category) => category === "malicious")).toHaveLength(2);
    expect(categories).toHaveLength(6);
    const other = createHash("sha256").update("remote-build").digest("hex");
    const stats = { malicious: 0, undetected: 1, harmless: 0, suspicious: 0 };
    await fetch(`${sim.url}/__simulator/virustotal/files`, { method: "POST", body: JSON.stringify({ sha256: other, stats }) });
    expect((await report(other)).body).toMatchObject({ data: { attributes: { last_analysis_stats: stats } } });
  });

  it("answers unknown files with 404 NotFoundError", async () => {
    const unknown = "0".repeat(64);
    expect(await report(unknown)).toEqual({ status: 404, body: { error: { code: "NotFoundError", message: `File "${unknown}" not found` } } });
  });

  it("requires an x-apikey header", async () => {
    expect(await report(CLEAN_JAR, null)).toMatchObject({ status: 401, body: { error: { code: "AuthenticationRequiredError" } } });
    expect(sim.virustotal.requests.count("GET", `/api/v3/files/${CLEAN_JAR}`)).toBe(1);
  });

  it("accepts only the configured key when one is set, and can simulate an exhausted quota", async () => {
    const strict = await startSimulators({ port: 0, virustotalApiKey: "right-key" });
    try {
      const res = await fetch(`${strict.url}/virustotal/api/v3/files/${EICAR}`, { headers: { "x-apikey": "wrong-key" } });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: { code: "WrongCredentialsError" } });
      strict.virustotal.exceedQuotaNext();
      const limited = await fetch(`${strict.url}/virustotal/api/v3/files/${EICAR}`, { headers: { "x-apikey": "right-key" } });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ error: { code: "QuotaExceededError" } });
    } finally {
      await strict.stop();
    }
  });
});
