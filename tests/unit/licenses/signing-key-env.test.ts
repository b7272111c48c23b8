import { createPrivateKey, createPublicKey, generateKeyPairSync } from "node:crypto";

import { describe, expect, it } from "vitest";

import { envSchema, parseEnv } from "@/lib/env-schema";

import { errorOf, PAYPAL_PRODUCTION_SECRETS } from "../../support/env-config";
import { generateEcSigningKeyPem, generateSigningKeyPem } from "../../support/signing-keys";

const production = {
  ...PAYPAL_PRODUCTION_SECRETS,
  PUBLIC_SITE_URL: "https://shop.example",
};

describe("license signing key configuration", () => {
  const key = generateSigningKeyPem(3072);
  const short = generateSigningKeyPem(2048);
  const ecKey = generateEcSigningKeyPem();
  const p384 = generateEcSigningKeyPem("P-384");

  it.each(["sandbox", "live"])("refuses PAYPAL_ENV=%s without LICENSE_SIGNING_KEY and LICENSE_SIGNING_EC_KEY", (mode) => {
    const error = errorOf(() => parseEnv(envSchema, { ...production, PAYPAL_ENV: mode }));
    expect(error.issues.map((i) => i.name)).toEqual(["LICENSE_SIGNING_KEY", "LICENSE_SIGNING_EC_KEY"]);
    expect(error.message).toContain(`LICENSE_SIGNING_KEY: is required when PAYPAL_ENV=${mode}`);
    expect(error.message).toContain(`LICENSE_SIGNING_EC_KEY: is required when PAYPAL_ENV=${mode}`);
    const rsaOnly = errorOf(() => parseEnv(envSchema, { ...production, PAYPAL_ENV: mode, LICENSE_SIGNING_KEY: key }));
    expect(rsaOnly.issues.map((i) => i.name)).toEqual(["LICENSE_SIGNING_EC_KEY"]);
    const env = parseEnv(envSchema, { ...production, PAYPAL_ENV: mode, LICENSE_SIGNING_KEY: key, LICENSE_SIGNING_EC_KEY: ecKey });
    expect(env).toMatchObject({ LICENSE_SIGNING_KEY: key, LICENSE_SIGNING_EC_KEY: ecKey });
  });

  it("needs no key in demo mode (they are generated into DATA_DIR)", () => {
    expect(parseEnv(envSchema, {})).not.toHaveProperty("LICENSE_SIGNING_KEY");
    expect(parseEnv(envSchema, {})).not.toHaveProperty("LICENSE_SIGNING_EC_KEY");
  });

  it("takes an EC P-256 key as PKCS#8, or as SEC1 with or without openssl's EC PARAMETERS block, and on one line", () => {
    const sec1 = createPrivateKey(ecKey).export({ type: "sec1", format: "pem" }).toString();
    const parameters = "-----BEGIN EC PARAMETERS-----\nBggqhkjOPQMBBw==\n-----END EC PARAMETERS-----\n";
    for (const value of [ecKey, sec1, `${parameters}${sec1}`, ecKey.trim().replace(/\n/g, "\\n")]) {
      expect(parseEnv(envSchema, { LICENSE_SIGNING_EC_KEY: value }).LICENSE_SIGNING_EC_KEY).toBe(value);
    }
  });

  it("refuses an EC key on another curve, an RSA key, a public key and text that is no key as LICENSE_SIGNING_EC_KEY, without echoing it", () => {
    const p384Error = errorOf(() => parseEnv(envSchema, { LICENSE_SIGNING_EC_KEY: p384 }));
    expect(p384Error.issues).toEqual([{ name: "LICENSE_SIGNING_EC_KEY", message: "must be an EC key on the P-256 curve (prime256v1), not secp384r1" }]);
    expect(errorOf(() => parseEnv(envSchema, { LICENSE_SIGNING_EC_KEY: key })).issues).toEqual([
      { name: "LICENSE_SIGNING_EC_KEY", message: "must be an EC P-256 key (got rsa)" },
    ]);
    const publicOnly = createPublicKey(ecKey).export({ type: "spki", format: "pem" }).toString();
    for (const value of [p384, key, publicOnly, "not a key", "-----BEGIN EC PRIVATE KEY-----\nAAAA\n-----END EC PRIVATE KEY-----"]) {
      const error = errorOf(() => parseEnv(envSchema, { LICENSE_SIGNING_EC_KEY: value }));
      expect(error.issues.map((i) => i.name)).toEqual(["LICENSE_SIGNING_EC_KEY"]);
      // The key's base64 (its second line) never reaches the message.
      expect(error.message).not.toContain(value.split("\n")[1] ?? value);
    }
  });

  it("takes retired EC P-256 keys, public or private, beside RSA ones, and refuses a retired key on another curve", () => {
    const retired = `${createPublicKey(ecKey).export({ type: "spki", format: "pem" }).toString()}${generateEcSigningKeyPem()}${key}`;
    expect(parseEnv(envSchema, { LICENSE_SIGNING_KEYS_RETIRED: retired }).LICENSE_SIGNING_KEYS_RETIRED).toBe(retired);
    const error = errorOf(() => parseEnv(envSchema, { LICENSE_SIGNING_KEYS_RETIRED: `${key}${p384}` }));
    expect(error.issues).toEqual([{ name: "LICENSE_SIGNING_KEYS_RETIRED", message: "key 2 must be an EC key on the P-256 curve (prime256v1), not secp384r1" }]);
  });

  it("accepts the key written on one line with \\n escapes", () => {
    expect(() => parseEnv(envSchema, { LICENSE_SIGNING_KEY: key.trim().replace(/\n/g, "\\n") })).not.toThrow();
  });

  it("refuses an RSA key shorter than 3072 bits, without echoing it", () => {
    const error = errorOf(() => parseEnv(envSchema, { LICENSE_SIGNING_KEY: short }));
    expect(error.issues.map((i) => i.name)).toEqual(["LICENSE_SIGNING_KEY"]);
    expect(error.message).toContain("at least 3072 bits (got 2048)");
    expect(error.message).not.toContain("PRIVATE KEY");
  });

  it("refuses a key that is not RSA, a public key, and text that is no key", () => {
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const publicOnly = createPublicKey(key).export({ type: "spki", format: "pem" }).toString();
    for (const value of [ec, publicOnly, "not a key", "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----"]) {
      expect(errorOf(() => parseEnv(envSchema, { LICENSE_SIGNING_KEY: value })).issues.map((i) => i.name)).toEqual(["LICENSE_SIGNING_KEY"]);
    }
    expect(errorOf(() => parseEnv(envSchema, { LICENSE_SIGNING_KEY: ec })).message).toContain("must be an RSA key");
  });

  it("takes retired keys as concatenated public or private PEMs, refusing a short one", () => {
    const retired = `${key}\n${createPublicKey(generateSigningKeyPem(3072)).export({ type: "spki", format: "pem" }).toString()}`;
    expect(parseEnv(envSchema, { LICENSE_SIGNING_KEYS_RETIRED: retired }).LICENSE_SIGNING_KEYS_RETIRED).toBe(retired);
    const error = errorOf(() => parseEnv(envSchema, { LICENSE_SIGNING_KEYS_RETIRED: `${key}${short}` }));
    expect(error.issues.map((i) => i.name)).toEqual(["LICENSE_SIGNING_KEYS_RETIRED"]);
    expect(error.message).toContain("at least 3072 bits");
  });
});
