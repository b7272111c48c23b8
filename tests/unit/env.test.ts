import { describe, expect, it } from "vitest";

import { envSchema, parseEnv } from "@/lib/env-schema";
import { defaultSiteUrlToPort, siteSchema } from "@/lib/site-schema";

import { errorOf, PAYPAL_PRODUCTION_SECRETS } from "../support/env-config";
import { generateEcSigningKeyPem, generateSigningKeyPem } from "../support/signing-keys";

/** A production configuration needs its signing keys (tests/unit/licenses/signing-key-env.test.ts checks their rules). */
const LICENSE_SIGNING_KEY = generateSigningKeyPem();
const LICENSE_SIGNING_EC_KEY = generateEcSigningKeyPem();

describe("server configuration", () => {
  it("gives every variable a default, so a bare machine starts", () => {
    expect(parseEnv(envSchema, {})).toEqual({
      NODE_ENV: "development",
      PORT: 3000,
      TRUSTED_PROXY_HOPS: 0,
      DATA_DIR: ".data",
      LOG_LEVEL: "info",
      PAYPAL_ENV: "simulator",
      MOJANG_API_BASE: "https://api.mojang.com",
      MOJANG_SESSION_BASE: "https://sessionserver.mojang.com",
      VIRUSTOTAL_API_BASE: "https://www.virustotal.com/api/v3",
      AFFILIATE_HOLD_DAYS: 30,
      AFFILIATE_MIN_PAYOUT: 1000,
      TAX_MODE: "off",
      DISCORD_API_BASE: "https://discord.com/api",
      DISCORD_OAUTH_BASE: "https://discord.com",
      WEBHOOK_ALLOW_PRIVATE_TARGETS: true,
      WEBHOOK_RETRY_DELAYS: [5_000, 300_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 21_600_000, 28_800_000, 43_200_000],
    });
  });

  it("lets outgoing webhooks call private addresses in demo mode only, unless the setting says otherwise", () => {
    expect(parseEnv(envSchema, {}).WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(true);
    expect(parseEnv(envSchema, { WEBHOOK_ALLOW_PRIVATE_TARGETS: "false" }).WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(false);
    expect(() => parseEnv(envSchema, { WEBHOOK_ALLOW_PRIVATE_TARGETS: "yes" })).toThrow(/WEBHOOK_ALLOW_PRIVATE_TARGETS/);
  });

  it("takes the webhooks' 9 waits in seconds, and nothing else", () => {
    expect(parseEnv(envSchema, { WEBHOOK_RETRY_DELAYS: "1,2,3,4,5,6,7,8,9" }).WEBHOOK_RETRY_DELAYS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((s) => s * 1000));
    for (const bad of ["1,2,3", "1,2,3,4,5,6,7,8,9,10", "1,2,3,4,5,6,7,8,-9", "5s,1,1,1,1,1,1,1,1"]) {
      expect(() => parseEnv(envSchema, { WEBHOOK_RETRY_DELAYS: bad }), bad).toThrow(/WEBHOOK_RETRY_DELAYS/);
    }
  });

  it("reads ADMIN_EMAILS as a list of addresses", () => {
    expect(parseEnv(envSchema, { ADMIN_EMAILS: " Ops@Example.com, owner@example.com " }).ADMIN_EMAILS).toEqual(["ops@example.com", "owner@example.com"]);
    expect(() => parseEnv(envSchema, { ADMIN_EMAILS: "ops@example.com, not-an-address" })).toThrow(/ADMIN_EMAILS/);
  });

  it("takes the least payout in dollars, as cents", () => {
    expect(parseEnv(envSchema, { AFFILIATE_MIN_PAYOUT: "25" }).AFFILIATE_MIN_PAYOUT).toBe(2500);
    expect(parseEnv(envSchema, { AFFILIATE_MIN_PAYOUT: "0.50" }).AFFILIATE_MIN_PAYOUT).toBe(50);
    for (const bad of ["-1", "10.5", "$10", "ten"]) expect(() => parseEnv(envSchema, { AFFILIATE_MIN_PAYOUT: bad })).toThrow(/AFFILIATE_MIN_PAYOUT/);
  });

  it("takes a commission hold of whole days, 0 to 365", () => {
    expect(parseEnv(envSchema, { AFFILIATE_HOLD_DAYS: "0" }).AFFILIATE_HOLD_DAYS).toBe(0);
    expect(parseEnv(envSchema, { AFFILIATE_HOLD_DAYS: "45" }).AFFILIATE_HOLD_DAYS).toBe(45);
    for (const bad of ["-1", "1.5", "366", "a month"]) expect(() => parseEnv(envSchema, { AFFILIATE_HOLD_DAYS: bad })).toThrow(/AFFILIATE_HOLD_DAYS/);
  });

  it("accepts a PostgreSQL URL and a port", () => {
    const env = parseEnv(envSchema, { DATABASE_URL: "postgresql://shop@db:5432/shop", PORT: "8080" });
    expect(env.DATABASE_URL).toBe("postgresql://shop@db:5432/shop");
    expect(env.PORT).toBe(8080);
  });

  it("treats a blank value as unset", () => {
    const env = parseEnv(envSchema, { DATABASE_URL: "  ", PORT: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it("trusts no proxy unless told how many append to X-Forwarded-For", () => {
    expect(parseEnv(envSchema, { TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(errorOf(() => parseEnv(envSchema, { TRUSTED_PROXY_HOPS: "-1" })).message).toContain("TRUSTED_PROXY_HOPS");
    expect(errorOf(() => parseEnv(envSchema, { TRUSTED_PROXY_HOPS: "one" })).message).toContain("TRUSTED_PROXY_HOPS");
  });

  it("names a malformed variable in the error", () => {
    const error = errorOf(() => parseEnv(envSchema, { DATABASE_URL: "mysql://db/shop" }));
    expect(error.issues.map((i) => i.name)).toEqual(["DATABASE_URL"]);
    expect(error.message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
  });

  it("names every bad variable at once", () => {
    const error = errorOf(() => parseEnv(envSchema, { PORT: "eighty", LOG_LEVEL: "loud", NODE_ENV: "staging" }));
    expect(error.issues.map((i) => i.name).sort()).toEqual(["LOG_LEVEL", "NODE_ENV", "PORT"]);
    expect(error.message).toMatch(/^Invalid environment configuration:/);
  });

  it("rejects a port out of range", () => {
    expect(errorOf(() => parseEnv(envSchema, { PORT: "70000" })).issues[0]?.name).toBe("PORT");
  });
});

describe("payment configuration", () => {
  it("runs against the simulators when no PayPal credentials are set", () => {
    expect(parseEnv(envSchema, {}).PAYPAL_ENV).toBe("simulator");
  });

  it("asks for PAYPAL_ENV when credentials are set, rather than guessing sandbox or live", () => {
    const error = errorOf(() => parseEnv(envSchema, { PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" }));
    expect(error.issues.map((i) => i.name)).toContain("PAYPAL_ENV");
  });

  it.each(["sandbox", "live"])("refuses PAYPAL_ENV=%s without credentials, naming each missing one", (mode) => {
    const error = errorOf(() => parseEnv(envSchema, { PAYPAL_ENV: mode }));
    expect(error.issues.map((i) => i.name).sort()).toEqual([
      "AUTH_SECRET",
      "DOWNLOAD_TOKEN_SECRET",
      "LICENSE_SIGNING_EC_KEY",
      "LICENSE_SIGNING_KEY",
      "PAYPAL_CLIENT_ID",
      "PAYPAL_CLIENT_SECRET",
      "PAYPAL_WEBHOOK_ID",
      "PUBLIC_SITE_URL",
    ]);
    expect(error.message).toContain(`PAYPAL_CLIENT_ID: is required when PAYPAL_ENV=${mode}`);
  });

  it("accepts live mode with its credentials and trims a base URL's trailing slash", () => {
    const env = parseEnv(envSchema, {
      PAYPAL_ENV: "live",
      ...PAYPAL_PRODUCTION_SECRETS,
      LICENSE_SIGNING_KEY,
      LICENSE_SIGNING_EC_KEY,
      PUBLIC_SITE_URL: "https://shop.example",
      MOJANG_API_BASE: "http://127.0.0.1:4010/mojang/",
    });
    expect(env).toMatchObject({ PAYPAL_ENV: "live", MOJANG_API_BASE: "http://127.0.0.1:4010/mojang", WEBHOOK_ALLOW_PRIVATE_TARGETS: false });
  });

  it.each(["sandbox", "live"])("refuses PAYPAL_ENV=%s with a plain-http PUBLIC_SITE_URL, so receipts never link to http://localhost", (mode) => {
    const complete = {
      PAYPAL_ENV: mode,
      ...PAYPAL_PRODUCTION_SECRETS,
      LICENSE_SIGNING_KEY,
      LICENSE_SIGNING_EC_KEY,
    };
    const missing = errorOf(() => parseEnv(envSchema, complete));
    expect(missing.issues.map((i) => i.name)).toEqual(["PUBLIC_SITE_URL"]);
    expect(missing.message).toContain(`PUBLIC_SITE_URL: is required when PAYPAL_ENV=${mode}`);
    const plain = errorOf(() => parseEnv(envSchema, { ...complete, PUBLIC_SITE_URL: "http://localhost:3000" }));
    expect(plain.message).toContain(`PUBLIC_SITE_URL: must be an https:// URL when PAYPAL_ENV=${mode}`);
    expect(parseEnv(envSchema, { ...complete, PUBLIC_SITE_URL: "https://shop.example/" }).PUBLIC_SITE_URL).toBe("https://shop.example");
  });

  it("lets the simulator run on http://localhost", () => {
    expect(parseEnv(envSchema, { PUBLIC_SITE_URL: "http://localhost:3000" }).PUBLIC_SITE_URL).toBe("http://localhost:3000");
  });

  it("takes a metrics token of 32 characters or more", () => {
    expect(parseEnv(envSchema, { METRICS_TOKEN: "m".repeat(32) }).METRICS_TOKEN).toBe("m".repeat(32));
    expect(errorOf(() => parseEnv(envSchema, { METRICS_TOKEN: "short" })).issues.map((i) => i.name)).toEqual(["METRICS_TOKEN"]);
  });

  it("names a malformed service URL", () => {
    expect(errorOf(() => parseEnv(envSchema, { PAYPAL_API_BASE: "localhost:4010" })).issues.map((i) => i.name)).toEqual(["PAYPAL_API_BASE"]);
  });
});

describe("site configuration", () => {
  it("has neutral defaults", () => {
    const site = parseEnv(siteSchema, {});
    expect(site.SITE_COMMAND).toMatch(/^[a-z0-9_-]+$/);
    expect(site.PUBLIC_SITE_URL).toBe("http://localhost:3000");
  });

  it("takes overrides from the environment", () => {
    const site = parseEnv(siteSchema, { SITE_NAME: "Flipper", SUPPORT_EMAIL: "help@flipper.example", PUBLIC_SITE_URL: "https://flipper.example" });
    expect(site).toMatchObject({ SITE_NAME: "Flipper", SUPPORT_EMAIL: "help@flipper.example", PUBLIC_SITE_URL: "https://flipper.example" });
  });

  it.each([
    ["SUPPORT_EMAIL", "not-an-address"],
    ["PUBLIC_SITE_URL", "ftp://shop.example"],
    ["COMMUNITY_INVITE_URL", "discord"],
    ["SITE_COMMAND", "Has Spaces"],
  ])("names a malformed %s", (name, value) => {
    expect(errorOf(() => parseEnv(siteSchema, { [name]: value })).issues.map((i) => i.name)).toEqual([name]);
  });
});

describe("defaultSiteUrlToPort", () => {
  it("points an unset or blank PUBLIC_SITE_URL at the port served, so demo links work on any PORT", () => {
    const unset: Record<string, string | undefined> = {};
    expect(defaultSiteUrlToPort(unset, 3917)).toBe("http://localhost:3917");
    expect(unset.PUBLIC_SITE_URL).toBe("http://localhost:3917");
    const blank: Record<string, string | undefined> = { PUBLIC_SITE_URL: "  " };
    expect(defaultSiteUrlToPort(blank, 4000)).toBe("http://localhost:4000");
  });

  it("keeps a configured address as it is", () => {
    const env: Record<string, string | undefined> = { PUBLIC_SITE_URL: "https://shop.example.com" };
    expect(defaultSiteUrlToPort(env, 3917)).toBe("https://shop.example.com");
    expect(env.PUBLIC_SITE_URL).toBe("https://shop.example.com");
  });
});

// Tax records are off until the operator turns them on, and then the seller must be named.
describe("tax configuration", () => {
  const SELLER = { SELLER_NAME: "Sniper Mods GmbH", SELLER_ADDRESS: "Hauptstraße 1, 10115 Berlin", SELLER_COUNTRY: "DE", VAT_SCHEME: "union-oss" };

  it("is off by default and needs nothing then", () => {
    expect(parseEnv(envSchema, {})).toMatchObject({ TAX_MODE: "off" });
  });

  it("takes an EU seller under the Union scheme or the home rate, and one outside the EU under the non-Union scheme", () => {
    expect(parseEnv(envSchema, { TAX_MODE: "vat", ...SELLER, SELLER_VAT_ID: "DE123456789" })).toMatchObject({
      TAX_MODE: "vat",
      ...SELLER,
      SELLER_VAT_ID: "DE123456789",
    });
    expect(parseEnv(envSchema, { TAX_MODE: "vat", ...SELLER, VAT_SCHEME: "home" })).toMatchObject({ VAT_SCHEME: "home" });
    expect(parseEnv(envSchema, { TAX_MODE: "vat", ...SELLER, SELLER_COUNTRY: "US", VAT_SCHEME: "non-union-oss" })).toMatchObject({ SELLER_COUNTRY: "US" });
  });

  it("names each seller setting missing with TAX_MODE=vat", () => {
    const error = errorOf(() => parseEnv(envSchema, { TAX_MODE: "vat" }));
    expect(error.issues.map((i) => i.name).sort()).toEqual(["SELLER_ADDRESS", "SELLER_COUNTRY", "SELLER_NAME", "VAT_SCHEME"]);
    expect(error.message).toContain("SELLER_NAME: is required when TAX_MODE=vat");
  });

  it("refuses a scheme that does not fit where the seller is, and a malformed country or mode", () => {
    expect(errorOf(() => parseEnv(envSchema, { TAX_MODE: "vat", ...SELLER, SELLER_COUNTRY: "US" })).message).toContain(
      "VAT_SCHEME: union-oss is for a seller established in the EU; SELLER_COUNTRY US is not (use non-union-oss)",
    );
    expect(errorOf(() => parseEnv(envSchema, { TAX_MODE: "vat", ...SELLER, VAT_SCHEME: "non-union-oss" })).message).toContain(
      "VAT_SCHEME: non-union-oss is for a seller outside the EU; SELLER_COUNTRY DE is in it (use union-oss or home)",
    );
    expect(errorOf(() => parseEnv(envSchema, { TAX_MODE: "vat", ...SELLER, SELLER_COUNTRY: "de" })).issues.map((i) => i.name)).toEqual(["SELLER_COUNTRY"]);
    expect(errorOf(() => parseEnv(envSchema, { TAX_MODE: "gst" })).issues.map((i) => i.name)).toEqual(["TAX_MODE"]);
  });
});

describe("Discord configuration", () => {
  const DISCORD = {
    DISCORD_CLIENT_ID: "1345334752051331073",
    DISCORD_CLIENT_SECRET: "client-secret",
    DISCORD_BOT_TOKEN: "bot.token.value",
    DISCORD_GUILD_ID: "1345336010342531074",
    DISCORD_BUYER_ROLE_ID: "1345336262000771075",
  };

  it("takes all five settings, or none", () => {
    expect(parseEnv(envSchema, DISCORD)).toMatchObject(DISCORD);
    expect(parseEnv(envSchema, {})).not.toHaveProperty("DISCORD_CLIENT_ID");
  });

  it("names each setting missing when only some are set, and refuses an id that is no snowflake", () => {
    const { DISCORD_BOT_TOKEN: _token, DISCORD_BUYER_ROLE_ID: _role, ...some } = DISCORD;
    const error = errorOf(() => parseEnv(envSchema, some));
    expect(error.issues.map((i) => i.name).sort()).toEqual(["DISCORD_BOT_TOKEN", "DISCORD_BUYER_ROLE_ID"]);
    expect(error.message).toContain("set all five DISCORD_ settings, or none");
    expect(() => parseEnv(envSchema, { ...DISCORD, DISCORD_GUILD_ID: "my-server" })).toThrow(/DISCORD_GUILD_ID: must be a Discord id/);
  });
});
