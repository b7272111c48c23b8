import { createPublicKey, generateKeyPairSync } from "node:crypto";

import { describe, expect, it } from "vitest";

import { envSchema, parseEnv } from "@/lib/env-schema";

import { errorOf, PAYPAL_PRODUCTION_SECRETS } from "../../helpers/env-config";
import { generateSigningKeyPem } from "../../helpers/signing-keys";

const production = {
  ...PAYPAL_PRODUCTION_SECRETS,
  PUBLIC_SITE_URL: "https://shop.example",
};

describe("license signing key configuration", () => {
  const key = generateSigningKeyPem(3072);
  const short = generateSigningKeyPem(2048);

  it.each(["sandbox", "live"])("refuses PAYPAL_ENV=%s without LICENSE_SIGNING_KEY", (mode) => {
    const error = errorOf(() => parseEnv(envSchema, { ...production, PAYPAL_ENV: mode }));
    expect(error.issues.map((i) => i.name)).toEqual(["LICENSE_SIGNING_KEY"]);
    expect(error.message).toContain(`LICENSE_SIGNING_KEY: is required when PAYPAL_ENV=${mode}`);
    expect(parseEnv(envSchema, { ...production, PAYPAL_ENV: mode, LICENSE_SIGNING_KEY: key }).LICENSE_SIGNING_KEY).toBe(key);
  });

  it("needs no key in demo mode (one is generated into DATA_DIR)", () => {
    expect(parseEnv(envSchema, {}).LICENSE_SIGNING_KEY).toBeUndefined();
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
