import { afterEach, describe, expect, it, vi } from "vitest";

import { prisma } from "@/lib/database/db";
import { absoluteUrl } from "@/lib/site";

import { GET } from "@/app/api/mod/forge-update.json/route";

import { deleteReleases, markPulled, registerRelease } from "../../support/releases";

let address = 0;
/** Each call from an address of its own, so the per-address limit is only met where a test means it. */
const call = (headers: Record<string, string> = {}, ip = `198.51.100.${(address += 1)}`) =>
  GET(new Request("http://shop.test/api/mod/forge-update.json", { headers: { "x-shop-client-address": ip, ...headers } }));

type ForgeJson = { homepage: string; promos: Record<string, string>; "1.8.9": Record<string, string> };

describe("GET /api/mod/forge-update.json", () => {
  afterEach(deleteReleases);

  it("answers Forge's format: homepage, every offered version with its changelog, recommended and latest", async () => {
    await registerRelease("1.0.0", new Date("2026-01-01T00:00:00Z"), { notes: "First release." });
    await registerRelease("1.1.0-beta.1", new Date("2026-02-01T00:00:00Z"), { channel: "beta", notes: "Tries the new pricing." });
    await registerRelease("1.0.1", new Date("2026-03-01T00:00:00Z"));
    const res = await call();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("cache-control")).toBe("public, max-age=60, must-revalidate");
    const body = (await res.json()) as ForgeJson;
    expect(body).toEqual({
      homepage: absoluteUrl("/releases"),
      "1.8.9": { "1.1.0-beta.1": "Tries the new pricing.", "1.0.1": "", "1.0.0": "First release." },
      promos: { "1.8.9-recommended": "1.0.1", "1.8.9-latest": "1.1.0-beta.1" },
    });
    // Newest first, as Forge lists the changelog.
    expect(Object.keys(body["1.8.9"])).toEqual(["1.1.0-beta.1", "1.0.1", "1.0.0"]);
  });

  it("answers 304 to a client that has it, and a new ETag as soon as a release is pulled", async () => {
    await registerRelease("1.0.0");
    await registerRelease("1.0.1");
    const first = await call();
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const unchanged = await call({ "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    expect(unchanged.headers.get("etag")).toBe(etag);
    expect((await call({ "if-none-match": `W/${etag}` })).status).toBe(304);

    await markPulled("1.0.1");
    const changed = await call({ "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    const body = (await changed.json()) as ForgeJson;
    expect(body.promos).toEqual({ "1.8.9-recommended": "1.0.0", "1.8.9-latest": "1.0.0" });
    expect(body["1.8.9"]).not.toHaveProperty("1.0.1");
  });

  it("names no promo while there is no release, so Forge reports no update", async () => {
    expect(await (await call()).json()).toEqual({ homepage: absoluteUrl("/releases"), "1.8.9": {}, promos: {} });
    await registerRelease("2.0.0-beta.1", undefined, { channel: "beta" });
    expect(((await (await call()).json()) as ForgeJson).promos).toEqual({ "1.8.9-latest": "2.0.0-beta.1" });
  });

  it("answers requests that arrive together from one read, each with the same bytes", async () => {
    await registerRelease("1.0.0");
    const reads = vi.spyOn(prisma.release, "findMany");
    const answers = await Promise.all(Array.from({ length: 20 }, () => call()));
    expect(reads.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(reads.mock.calls.length).toBeLessThan(20);
    reads.mockRestore();
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(answers.every((res) => res.status === 200)).toBe(true);
  });

  it("limits each client to 60 requests a minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await call({}, "192.0.2.99")).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
