import { createHash, createPublicKey, sign, verify } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { envSchema, parseEnv } from "@/lib/env-schema";
import { revokeLicense } from "@/lib/licenses/revoke-license";
import { jsonWebKeySet } from "@/lib/licenses/signing/json-web-key-set";
import { licenseAnswer } from "@/lib/licenses/signing/license-answer";
import { signingString, signLicenseAnswer, signLicenseAnswerSync } from "@/lib/licenses/signing/sign-license-answer";
import { licenseSigningKeys, loadSigningKeys } from "@/lib/licenses/signing/signing-keys";
import { flushLicenseChecks } from "@/lib/licenses/verify-license";

import { GET as jwksRoute } from "@/app/.well-known/jwks.json/route";
import { GET as verifyRoute } from "@/app/api/license/verify/route";
import { signatureParams, verifiesWithJwks, type Jwks } from "@/scripts/support/signed-answers";

import { ADMIN_CTX, createLicense } from "../../support/admin-fixtures";
import { generateEcSigningKeyPem, nextSigningKeyPem } from "../../support/signing-keys";

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

/** The server's configured keys, as the rotation test's "before". */
const serverPems = () => ({ rsa: process.env.LICENSE_SIGNING_KEY ?? "", ec: process.env.LICENSE_SIGNING_EC_KEY ?? "" });

describe("signed whitelist answers", () => {
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

  it("publishes the public keys only, the RSA key first and then the EC key, as a JWK Set cacheable for an hour", async () => {
    const { res, jwks } = await publishedJwks();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(jwks.keys).toHaveLength(2);
    const [rsa, ec] = jwks.keys;
    const { current } = licenseSigningKeys();
    expect(Object.keys(rsa ?? {}).sort()).toEqual(["alg", "e", "kid", "kty", "n", "use"]);
    expect(rsa).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig", kid: current["rsa-sha256"].kid });
    expect(createPublicKey({ key: rsa ?? {}, format: "jwk" }).asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(3072);
    expect(Object.keys(ec ?? {}).sort()).toEqual(["alg", "crv", "kid", "kty", "use", "x", "y"]);
    expect(ec).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig", kid: current["ecdsa-sha256"].kid });
    expect(createPublicKey({ key: ec ?? {}, format: "jwk" }).asymmetricKeyDetails?.namedCurve).toBe("prime256v1");
    // The kid is the key's RFC 7638 thumbprint, so a client can recompute it from the published key.
    const thumbprint = (members: object) => createHash("sha256").update(JSON.stringify(members)).digest("base64url");
    expect(rsa?.kid).toBe(thumbprint({ e: rsa?.e, kty: "RSA", n: rsa?.n }));
    expect(ec?.kid).toBe(thumbprint({ crv: "P-256", kty: "EC", x: ec?.x, y: ec?.y }));
  });

  it("rotates: with the old key retired and a new one current, both are published, new answers carry the new kid, old answers still verify", async () => {
    const old = licenseSigningKeys();
    const target = `/api/license/verify?uuid=${uuid}&nonce=${NONCE}`;
    const earlier = await check(target);
    expect(signatureParams(earlier.res.headers.get("license-signature")).keyid).toBe(old.current["rsa-sha256"].kid);

    // The configuration after rotation: the new key in LICENSE_SIGNING_KEY, the old one moved to LICENSE_SIGNING_KEYS_RETIRED.
    const rotated = parseEnv(envSchema, {
      LICENSE_SIGNING_KEY: nextSigningKeyPem(),
      LICENSE_SIGNING_EC_KEY: serverPems().ec,
      LICENSE_SIGNING_KEYS_RETIRED: serverPems().rsa,
    });
    const keys = loadSigningKeys({
      rsa: rotated.LICENSE_SIGNING_KEY ?? "",
      ec: rotated.LICENSE_SIGNING_EC_KEY ?? "",
      retired: rotated.LICENSE_SIGNING_KEYS_RETIRED,
    });
    const jwks = jsonWebKeySet(keys);
    expect(jwks.keys.map((k) => k.kid)).toEqual([keys.current["rsa-sha256"].kid, old.current["ecdsa-sha256"].kid, old.current["rsa-sha256"].kid]);
    expect(keys.current["rsa-sha256"].kid).not.toBe(old.current["rsa-sha256"].kid);

    const answer = await signLicenseAnswer(request(target), licenseAnswer({ uuid, active: true, username, nonce: NONCE }, keys), { keys });
    expect(JSON.parse(answer.body).kid).toBe(keys.current["rsa-sha256"].kid);
    expect(signatureParams(answer.headers["License-Signature"] ?? "").keyid).toBe(keys.current["rsa-sha256"].kid);
    expect(verifiesWithJwks(request(target), answer, jwks)).toBe(true);
    expect(verifiesWithJwks(request(target), { body: earlier.body, headers: earlier.res.headers }, jwks)).toBe(true);
    // Before the rotation was published, the new key's answers did not verify: the JWKS is what a mod trusts.
    expect(verifiesWithJwks(request(target), answer, jsonWebKeySet(old))).toBe(false);
  });

  it("rotates the EC key the same way: a retired EC key is published and its earlier answers still verify", async () => {
    const old = licenseSigningKeys();
    const target = `/api/license/verify?uuid=${uuid}&nonce=${NONCE}&alg=ecdsa-sha256`;
    const earlier = await check(target);
    expect(signatureParams(earlier.res.headers.get("license-signature"))).toMatchObject({ algorithm: "ecdsa-sha256", keyid: old.current["ecdsa-sha256"].kid });

    // Retired as its public half, as docs/license-api.md says is enough.
    const oldEcPublic = old.current["ecdsa-sha256"].publicKey.export({ type: "spki", format: "pem" }).toString();
    const rotated = parseEnv(envSchema, {
      LICENSE_SIGNING_KEY: serverPems().rsa,
      LICENSE_SIGNING_EC_KEY: generateEcSigningKeyPem(),
      LICENSE_SIGNING_KEYS_RETIRED: oldEcPublic,
    });
    const keys = loadSigningKeys({
      rsa: rotated.LICENSE_SIGNING_KEY ?? "",
      ec: rotated.LICENSE_SIGNING_EC_KEY ?? "",
      retired: rotated.LICENSE_SIGNING_KEYS_RETIRED,
    });
    const jwks = jsonWebKeySet(keys);
    expect(jwks.keys.map((k) => [k.kty, k.kid])).toEqual([
      ["RSA", old.current["rsa-sha256"].kid],
      ["EC", keys.current["ecdsa-sha256"].kid],
      ["EC", old.current["ecdsa-sha256"].kid],
    ]);
    expect(jwks.keys[2]).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig" });

    const answer = await signLicenseAnswer(request(target), licenseAnswer({ uuid, active: true, nonce: NONCE, algorithm: "ecdsa-sha256" }, keys), {
      keys,
      algorithm: "ecdsa-sha256",
    });
    expect(JSON.parse(answer.body).kid).toBe(keys.current["ecdsa-sha256"].kid);
    expect(verifiesWithJwks(request(target), answer, jwks)).toBe(true);
    expect(verifiesWithJwks(request(target), { body: earlier.body, headers: earlier.res.headers }, jwks)).toBe(true);
    expect(verifiesWithJwks(request(target), answer, jsonWebKeySet(old))).toBe(false);
  });

  it("signs a POST answer (the proof route's) over a lower-case method, with the headers in the documented form", async () => {
    const target = "/api/license/proof?download=1";
    const answer = await signLicenseAnswer(
      { method: "POST", target, host: HOST },
      licenseAnswer({ uuid, active: true, nonce: NONCE, extra: { proof: "mojang-session" } }),
    );
    expect(answer.headers).toEqual({
      "Content-Type": "application/json",
      Date: expect.stringMatching(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/),
      Digest: expect.stringMatching(/^sha-256=[A-Za-z0-9+/]{43}=$/),
      "License-Signature": expect.stringMatching(
        new RegExp(
          `^keyid="${licenseSigningKeys().current["rsa-sha256"].kid}", algorithm="rsa-sha256", signature="[A-Za-z0-9+/]+={0,2}", headers="\\(request-target\\) host date digest"$`,
        ),
      ),
    });
    const jwks = jsonWebKeySet() as Jwks;
    expect(verifiesWithJwks({ method: "post", target, host: HOST }, answer, jwks)).toBe(true);
    expect(verifiesWithJwks({ method: "get", target, host: HOST }, answer, jwks)).toBe(false);
    expect(JSON.parse(answer.body)).toMatchObject({ active: true, proof: "mojang-session", nonce: NONCE });
  });

  it("refuses to sign a body that names another key, or the other algorithm's key", () => {
    const keys = loadSigningKeys({ rsa: nextSigningKeyPem(), ec: serverPems().ec });
    expect(() => signLicenseAnswerSync(request("/x"), licenseAnswer({ uuid, active: true }), { keys })).toThrow(/another key/);
    expect(() => signLicenseAnswerSync(request("/x"), licenseAnswer({ uuid, active: true }), { algorithm: "ecdsa-sha256" })).toThrow(/another key/);
  });

  it("adds a caller's fields after the standard ones without letting them replace one", () => {
    const answer = licenseAnswer({ uuid, active: true, lifetimeSeconds: 120, extra: { proof: "mojang-session", active: "forged" } });
    expect(answer).toMatchObject({ active: true, proof: "mojang-session" });
    expect(answer.exp - answer.iat).toBe(120);
    expect(Object.keys(answer).at(-1)).toBe("proof");
  });

  it("signs with ECDSA P-256 when the mod asks alg=ecdsa-sha256: a DER signature that verifies with the JWKS's EC key only", async () => {
    const target = `/api/license/verify?uuid=${uuid}&nonce=${NONCE}&alg=ecdsa-sha256`;
    const { res, body } = await check(target);
    expect(res.status).toBe(200);
    const { jwks } = await publishedJwks();
    const ecKey = jwks.keys.find((k) => k.kty === "EC");
    const params = signatureParams(res.headers.get("license-signature"));
    expect(params).toMatchObject({ keyid: ecKey?.kid, algorithm: "ecdsa-sha256", headers: "(request-target) host date digest" });
    expect(JSON.parse(body)).toMatchObject({ v: 1, kid: ecKey?.kid, uuid, active: true, username, nonce: NONCE });
    expect(verifiesWithJwks(request(target), { body, headers: res.headers }, jwks)).toBe(true);

    // What Java's SHA256withECDSA reads: an ASN.1 DER SEQUENCE of r and s, over the same four lines as RSA.
    const signature = Buffer.from(params.signature ?? "", "base64");
    expect(signature[0]).toBe(0x30);
    const signed = Buffer.from(signingString(request(target), res.headers.get("date") ?? "", res.headers.get("digest") ?? ""), "utf8");
    const publicKey = createPublicKey({ key: ecKey ?? {}, format: "jwk" });
    expect(verify("sha256", signed, { key: publicKey, dsaEncoding: "der" }, signature)).toBe(true);
    // The signature covers the query, alg included: the same answer does not verify for a request without it.
    expect(verifiesWithJwks(request(target.replace("&alg=ecdsa-sha256", "")), { body, headers: res.headers }, jwks)).toBe(false);
    // Claimed as rsa-sha256, it is checked against no EC key, and the RSA key does not verify it.
    const asRsa = res.headers.get("license-signature")?.replace('algorithm="ecdsa-sha256"', 'algorithm="rsa-sha256"') ?? "";
    expect(verifiesWithJwks(request(target), { body, headers: { ...Object.fromEntries(res.headers), "license-signature": asRsa } }, jwks)).toBe(false);
  });

  it("keeps the default byte for byte: without alg (or with alg=rsa-sha256) the answer is the RSASSA-PKCS1-v1_5 signature mods released before ECDSA verify", async () => {
    for (const target of [`/api/license/verify?uuid=${uuid}&nonce=${NONCE}`, `/api/license/verify?uuid=${uuid}&nonce=${NONCE}&alg=rsa-sha256`]) {
      const { res, body } = await check(target);
      const answer = JSON.parse(body);
      expect(Object.keys(answer)).toEqual(["v", "kid", "uuid", "active", "username", "iat", "exp", "nonce"]);
      expect(answer.kid).toBe(licenseSigningKeys().current["rsa-sha256"].kid);
      const params = signatureParams(res.headers.get("license-signature"));
      expect(params).toMatchObject({ keyid: answer.kid, algorithm: "rsa-sha256" });
      // PKCS#1 v1.5 is deterministic: the one signature the configured key gives over these lines, as #11 signed them.
      const signed = signingString(request(target), res.headers.get("date") ?? "", res.headers.get("digest") ?? "");
      expect(params.signature).toBe(sign("sha256", Buffer.from(signed, "utf8"), serverPems().rsa).toString("base64"));
    }
  });

  it("signs the same bytes on the thread pool as on the calling thread", async () => {
    const now = new Date();
    const payload = licenseAnswer({ uuid, active: true, nonce: NONCE, now });
    const rsa = await signLicenseAnswer(request("/x"), payload, { now });
    expect(rsa).toEqual(signLicenseAnswerSync(request("/x"), payload, { now }));
    // ECDSA signatures are randomised: the same headers but the signature, and both verify.
    const ecPayload = licenseAnswer({ uuid, active: true, nonce: NONCE, now, algorithm: "ecdsa-sha256" });
    const ec = await signLicenseAnswer(request("/x"), ecPayload, { now, algorithm: "ecdsa-sha256" });
    const ecSync = signLicenseAnswerSync(request("/x"), ecPayload, { now, algorithm: "ecdsa-sha256" });
    expect({ ...ec.headers, "License-Signature": "" }).toEqual({ ...ecSync.headers, "License-Signature": "" });
    const jwks = jsonWebKeySet() as Jwks;
    expect(verifiesWithJwks(request("/x"), ec, jwks) && verifiesWithJwks(request("/x"), ecSync, jwks)).toBe(true);
  });

  it.each(["ES256", "RS256", "ecdsa", "ECDSA-SHA256", "hmac-sha256", ""])(
    "refuses alg=%j with a plain, unsigned 400 that spends nothing and records nothing",
    async (alg) => {
      const fresh = await createLicense({ username: `Alg_${Math.random().toString(36).slice(2, 8)}` });
      const ip = "198.51.100.42";
      const { res, body } = await check(`/api/license/verify?uuid=${fresh.uuid}&nonce=${NONCE}&alg=${encodeURIComponent(alg)}`, ip);
      expect(res.status).toBe(400);
      expect(JSON.parse(body)).toEqual({ error: { code: "bad_request", message: "Query parameter alg must be rsa-sha256 (the default) or ecdsa-sha256." } });
      expect(res.headers.get("license-signature")).toBeNull();
      expect(res.headers.get("digest")).toBeNull();
      // Not a check: the license's last_verified stays unset, and the UUID's budget is whole for the next one, which is recorded.
      const lastVerified = async () => {
        await flushLicenseChecks();
        return (await prisma.licenseCheck.findUnique({ where: { licenseId: fresh.id } }))?.checkedAt ?? null;
      };
      expect(await lastVerified()).toBeNull();
      const next = await check(`/api/license/verify?uuid=${fresh.uuid}&nonce=${NONCE}`, "198.51.100.43");
      expect(next.res.headers.get("ratelimit")).toContain('"per-uuid";r=29;');
      expect(await lastVerified()).toBeInstanceOf(Date);
    },
  );
});
