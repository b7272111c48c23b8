import { createHash, createPublicKey } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { prisma } from "@/lib/db";
import { envSchema, parseEnv } from "@/lib/env-schema";
import { revokeLicense } from "@/lib/licenses/revoke-license";
import { jsonWebKeySet } from "@/lib/licenses/signing/json-web-key-set";
import { licenseAnswer } from "@/lib/licenses/signing/license-answer";
import { signLicenseAnswer } from "@/lib/licenses/signing/sign-license-answer";
import { licenseSigningKeys, loadSigningKeys } from "@/lib/licenses/signing/signing-keys";

import { GET as jwksRoute } from "@/app/.well-known/jwks.json/route";
import { GET as verifyRoute } from "@/app/api/license/verify/route";

import { ADMIN_CTX, createLicense } from "../../helpers/admin-fixtures";
import { nextSigningKeyPem, signatureParams, verifiesWithJwks, type Jwks } from "../../helpers/signing-keys";

const HOST = "shop.test:8443";
const NONCE = "n0nce_Fresh-0123456789";

/** A whitelist check as the mod sends it: the Host header it names is the one the signature covers. */
async function check(target: string, ip = "198.51.100.40") {
  const res = await verifyRoute(new Request(`http://${HOST}${target}`, { headers: { host: HOST, "x-shop-client-address": ip } }));
  return { res, body: await res.text() };
}

async function publishedJwks(): Promise<{ res: Response; jwks: Jwks }> {
  const res = jwksRoute();
  return { res, jwks: (await res.clone().json()) as Jwks };
}

const request = (target: string) => ({ method: "GET", target, host: HOST });

describe("signed whitelist answers (#11 §1)", () => {
  let uuid: string;
  let username: string;
  beforeAll(async () => ({ uuid, username } = await createLicense({ username: "Signed_Tester" })));
  afterAll(() => prisma.license.deleteMany());

  it("signs an active answer that verifies with the published JWKS key, echoing the nonce, valid 7 days", async () => {
    const target = `/api/license/verify?uuid=${uuid}&nonce=${NONCE}`;
    const { res, body } = await check(target);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toBe("application/json");
    const answer = JSON.parse(body);
    const { jwks } = await publishedJwks();
    expect(answer).toMatchObject({ v: 1, kid: jwks.keys[0]?.kid, uuid, active: true, username, nonce: NONCE });
    expect(answer.exp - answer.iat).toBe(7 * 24 * 60 * 60);
    expect(Math.abs(answer.iat - Date.now() / 1000)).toBeLessThan(60);
    expect(Math.abs(Date.parse(res.headers.get("date") ?? "") - answer.iat * 1000)).toBeLessThan(2000);
    expect(signatureParams(res.headers.get("license-signature")).keyid).toBe(answer.kid);
    expect(verifiesWithJwks(request(target), { body, headers: res.headers }, jwks)).toBe(true);
  });

  it("breaks when one byte of the body, the Date, the request or the Host differs", async () => {
    const target = `/api/license/verify?uuid=${uuid}&nonce=${NONCE}`;
    const { res, body } = await check(target);
    const { jwks } = await publishedJwks();
    const headers = Object.fromEntries(res.headers);
    expect(verifiesWithJwks(request(target), { body, headers }, jwks)).toBe(true);

    // A forged "active": the Digest no longer matches; with a recomputed Digest, the signature no longer does.
    const forged = body.replace('"active":true', '"active":tru3');
    expect(forged).not.toBe(body);
    expect(verifiesWithJwks(request(target), { body: forged, headers }, jwks)).toBe(false);
    const digest = `sha-256=${createHash("sha256").update(forged).digest("base64")}`;
    expect(verifiesWithJwks(request(target), { body: forged, headers: { ...headers, digest } }, jwks)).toBe(false);

    const later = new Date(Date.parse(headers.date ?? "") + 1000).toUTCString();
    expect(verifiesWithJwks(request(target), { body, headers: { ...headers, date: later } }, jwks)).toBe(false);
    // Replayed for another check (another nonce), or from another host.
    expect(verifiesWithJwks(request(`/api/license/verify?uuid=${uuid}&nonce=another_nonce_0123456`), { body, headers }, jwks)).toBe(false);
    expect(verifiesWithJwks({ ...request(target), host: "evil.test" }, { body, headers }, jwks)).toBe(false);
  });

  it("signs an answer without a nonce all the same, leaving the nonce out", async () => {
    const target = `/api/license/verify?uuid=${uuid.replace(/-/g, "")}`;
    const { res, body } = await check(target);
    expect(res.status).toBe(200);
    expect(JSON.parse(body)).not.toHaveProperty("nonce");
    expect(JSON.parse(body)).toMatchObject({ uuid, active: true });
    expect(verifiesWithJwks(request(target), { body, headers: res.headers }, (await publishedJwks()).jwks)).toBe(true);
  });

  it.each(["short", "x".repeat(65), "has space 0123456789", "bad!chars_0123456789", ""])("refuses the nonce %j with a plain, unsigned 400", async (nonce) => {
    const { res, body } = await check(`/api/license/verify?uuid=${uuid}&nonce=${encodeURIComponent(nonce)}`, "198.51.100.41");
    expect(res.status).toBe(400);
    expect(JSON.parse(body).error).toMatchObject({ code: "bad_request", message: expect.stringContaining("nonce") });
    expect(res.headers.get("license-signature")).toBeNull();
    expect(res.headers.get("digest")).toBeNull();
  });

  it("gives a revoked license a signed active: false that holds for one hour", async () => {
    const revoked = await createLicense({ username: "Revoked_Tester" });
    await revokeLicense(revoked.uuid, "Refunded", ADMIN_CTX);
    const target = `/api/license/verify?uuid=${revoked.uuid}&nonce=${NONCE}`;
    const { res, body } = await check(target);
    const answer = JSON.parse(body);
    expect(answer).toMatchObject({ v: 1, uuid: revoked.uuid, active: false, username: "Revoked_Tester", nonce: NONCE });
    expect(answer.exp - answer.iat).toBe(60 * 60);
    expect(verifiesWithJwks(request(target), { body, headers: res.headers }, (await publishedJwks()).jwks)).toBe(true);
  });

  it("publishes the public keys only, as a JWK Set cacheable for an hour", async () => {
    const { res, jwks } = await publishedJwks();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(jwks.keys).toHaveLength(1);
    const [key] = jwks.keys;
    expect(Object.keys(key ?? {}).sort()).toEqual(["alg", "e", "kid", "kty", "n", "use"]);
    expect(key).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig", kid: licenseSigningKeys().current.kid });
    expect(createPublicKey({ key: key ?? {}, format: "jwk" }).asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(3072);
    // The kid is the key's RFC 7638 thumbprint, so a client can recompute it from the published key.
    expect(key?.kid).toBe(
      createHash("sha256")
        .update(JSON.stringify({ e: key?.e, kty: "RSA", n: key?.n }))
        .digest("base64url"),
    );
  });

  it("rotates: with the old key retired and a new one current, both are published, new answers carry the new kid, old answers still verify", async () => {
    const old = licenseSigningKeys();
    const target = `/api/license/verify?uuid=${uuid}&nonce=${NONCE}`;
    const earlier = await check(target);
    expect(signatureParams(earlier.res.headers.get("license-signature")).keyid).toBe(old.current.kid);

    // The configuration after rotation: the new key in LICENSE_SIGNING_KEY, the old one moved to LICENSE_SIGNING_KEYS_RETIRED.
    const rotated = parseEnv(envSchema, { LICENSE_SIGNING_KEY: nextSigningKeyPem(), LICENSE_SIGNING_KEYS_RETIRED: process.env.LICENSE_SIGNING_KEY });
    const keys = loadSigningKeys({ current: rotated.LICENSE_SIGNING_KEY ?? "", retired: rotated.LICENSE_SIGNING_KEYS_RETIRED });
    const jwks = jsonWebKeySet(keys);
    expect(jwks.keys.map((k) => k.kid)).toEqual([keys.current.kid, old.current.kid]);
    expect(keys.current.kid).not.toBe(old.current.kid);

    const answer = signLicenseAnswer(request(target), licenseAnswer({ uuid, active: true, username, nonce: NONCE }, keys), { keys });
    expect(JSON.parse(answer.body).kid).toBe(keys.current.kid);
    expect(signatureParams(answer.headers["License-Signature"] ?? "").keyid).toBe(keys.current.kid);
    expect(verifiesWithJwks(request(target), answer, jwks)).toBe(true);
    expect(verifiesWithJwks(request(target), { body: earlier.body, headers: earlier.res.headers }, jwks)).toBe(true);
    // Before the rotation was published, the new key's answers did not verify: the JWKS is what a mod trusts.
    expect(verifiesWithJwks(request(target), answer, jsonWebKeySet(old))).toBe(false);
  });

  it("signs a POST answer (the proof route's) over a lower-case method, with the headers in the documented form", () => {
    const target = "/api/license/proof?download=1";
    const answer = signLicenseAnswer(
      { method: "POST", target, host: HOST },
      licenseAnswer({ uuid, active: true, nonce: NONCE, extra: { proof: "mojang-session" } }),
    );
    expect(answer.headers).toEqual({
      "Content-Type": "application/json",
      Date: expect.stringMatching(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/),
      Digest: expect.stringMatching(/^sha-256=[A-Za-z0-9+/]{43}=$/),
      "License-Signature": expect.stringMatching(
        new RegExp(
          `^keyid="${licenseSigningKeys().current.kid}", algorithm="rsa-sha256", signature="[A-Za-z0-9+/]+={0,2}", headers="\\(request-target\\) host date digest"$`,
        ),
      ),
    });
    const jwks = jsonWebKeySet() as Jwks;
    expect(verifiesWithJwks({ method: "post", target, host: HOST }, answer, jwks)).toBe(true);
    expect(verifiesWithJwks({ method: "get", target, host: HOST }, answer, jwks)).toBe(false);
    expect(JSON.parse(answer.body)).toMatchObject({ active: true, proof: "mojang-session", nonce: NONCE });
  });

  it("refuses to sign a body that names another key", () => {
    const keys = loadSigningKeys({ current: nextSigningKeyPem() });
    expect(() => signLicenseAnswer(request("/x"), licenseAnswer({ uuid, active: true }), { keys })).toThrow(/another key/);
  });

  it("adds a caller's fields after the standard ones without letting them replace one", () => {
    const answer = licenseAnswer({ uuid, active: true, lifetimeSeconds: 120, extra: { proof: "mojang-session", active: "forged" } });
    expect(answer).toMatchObject({ active: true, proof: "mojang-session" });
    expect(answer.exp - answer.iat).toBe(120);
    expect(Object.keys(answer).at(-1)).toBe("proof");
  });
});
