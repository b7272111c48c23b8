import { afterEach, describe, expect, it } from "vitest";

import { jsonWebKeySet } from "@/lib/licenses/signing/json-web-key-set";

import { GET } from "@/app/api/mod/releases/latest/route";
import { signatureParams, verifiesWithJwks } from "@/scripts/support/signed-answers";

import { deleteReleases, markPulled, registerRelease } from "../../support/releases";

let address = 0;
const call = (query: string, ip = `203.0.113.${(address += 1)}`) =>
  GET(new Request(`http://shop.test/api/mod/releases/latest${query}`, { headers: { "x-shop-client-address": ip } }));

/** The answer as a mod reads it: status, parsed body, and whether its signature holds for this very request. */
async function manifest(query: string) {
  const res = await call(query);
  const body = await res.text();
  const signed = verifiesWithJwks(
    { method: "GET", target: `/api/mod/releases/latest${query}`, host: "shop.test" },
    { body, headers: res.headers },
    jsonWebKeySet(),
  );
  return { res, json: JSON.parse(body) as Record<string, unknown>, signed };
}

describe("GET /api/mod/releases/latest", () => {
  afterEach(deleteReleases);

  it("answers the stable channel's release, signed as whitelist answers are, with the nonce echoed", async () => {
    const publishedAt = new Date("2026-03-01T12:00:00Z");
    const release = await registerRelease("1.0.1", publishedAt, { notes: "Fixes the login loop." });
    await registerRelease("1.0.0", new Date("2026-01-01T00:00:00Z"));
    await registerRelease("1.1.0-beta.1", new Date("2026-02-01T00:00:00Z"), { channel: "beta" });
    const { res, json, signed } = await manifest("?channel=stable&nonce=manifest-nonce-0123456789");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(signed).toBe(true);
    const rsaKid = jsonWebKeySet().keys.find((key) => key.kty === "RSA")?.kid;
    expect(signatureParams(res.headers.get("license-signature"))).toMatchObject({ algorithm: "rsa-sha256", keyid: rsaKid });
    expect(json).toEqual({
      v: 1,
      kid: rsaKid,
      version: "1.0.1",
      channel: "stable",
      sha256: release.sha256,
      size: release.bytes.length,
      publishedAt: publishedAt.toISOString(),
      notes: "Fixes the login loop.",
      iat: expect.any(Number),
      exp: expect.any(Number),
      nonce: "manifest-nonce-0123456789",
    });
    expect(Number(json.exp) - Number(json.iat)).toBe(24 * 3600);
    expect(Math.abs(Number(json.iat) - Date.now() / 1000)).toBeLessThan(60);
  });

  it("answers the beta channel the newest of either channel, signs with ECDSA when asked, and is stable without a channel", async () => {
    await registerRelease("1.0.1");
    await registerRelease("1.1.0-beta.1", undefined, { channel: "beta" });
    const beta = await manifest("?channel=beta&alg=ecdsa-sha256");
    expect(beta.signed).toBe(true);
    expect(beta.json).toMatchObject({ version: "1.1.0-beta.1", channel: "beta", kid: jsonWebKeySet().keys.find((key) => key.kty === "EC")?.kid });
    expect(beta.json).not.toHaveProperty("nonce");
    expect((await manifest("")).json).toMatchObject({ version: "1.0.1", channel: "stable" });
  });

  it("never offers a pulled release: the one before it, or a 404 when the channel has none", async () => {
    await registerRelease("1.0.0");
    await registerRelease("1.0.1");
    await markPulled("1.0.1");
    expect((await manifest("?channel=stable")).json).toMatchObject({ version: "1.0.0" });
    await markPulled("1.0.0");
    const none = await call("?channel=stable");
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: { code: "not_found", message: "No release has been published on this channel yet." } });
    expect(none.headers.get("license-signature")).toBeNull();
  });

  it.each(["?channel=nightly", "?channel=STABLE", "?nonce=short", "?alg=ES256", `?nonce=${"n".repeat(65)}`])(
    "refuses %s with an unsigned 400",
    async (query) => {
      await registerRelease("1.0.0");
      const res = await call(query);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: "bad_request" } });
      expect(res.headers.get("license-signature")).toBeNull();
    },
  );

  it("limits each client to 60 manifests a minute, as the whitelist check", async () => {
    await registerRelease("1.0.0");
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await call("?channel=stable", "192.0.2.98")).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
