import { parseEcSigningPrivateKey, parsePublicKeys, parseSigningPrivateKey } from "@/lib/crypto/pem-keys";
import { EU_STATES } from "@/lib/eu-states";
import { fromPaypalValue } from "@/lib/money";
import { z } from "@/lib/validation/zod";

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL");

const httpUrl = z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }).transform((u) => u.replace(/\/+$/, ""));

/** A Discord id (a snowflake): 17 to 20 digits. */
const snowflake = z.string().regex(/^\d{17,20}$/, "must be a Discord id (17 to 20 digits)");

/** The Discord buyer role's settings: all of them, or none, and without them the feature is hidden. */
export const DISCORD_SETTINGS = ["DISCORD_CLIENT_ID", "DISCORD_CLIENT_SECRET", "DISCORD_BOT_TOKEN", "DISCORD_GUILD_ID", "DISCORD_BUYER_ROLE_ID"] as const;

/** A PEM value checked with `parse` (which throws a message naming what is wrong, never the key itself). */
const pemKeys = (parse: (pem: string) => unknown) =>
  z.string().superRefine((pem, ctx) => {
    try {
      parse(pem);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: error instanceof Error ? error.message : "is not a valid key" });
    }
  });

/** Every environment variable the server reads. Documented in README.md ("Configuration"). */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** How many trusted reverse proxies stand in front of the app (0: none, the socket's address is the client's); lib/http/client-address.ts decides the address. */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    DATABASE_URL: postgresUrl.optional(),
    DATA_DIR: z.string().min(1).default(".data"),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    /** Where release jars are kept; defaults to <DATA_DIR>/releases. */
    RELEASES_DIR: z.string().min(1).optional(),

    /** simulator: the local stand-ins (default only without credentials); sandbox or live: PayPal itself. */
    PAYPAL_ENV: z.enum(["simulator", "sandbox", "live"]).optional(),
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
    /** Overrides PayPal's REST host (the simulator's /paypal in simulator mode). */
    PAYPAL_API_BASE: httpUrl.optional(),
    /** Where the browser loads the PayPal JS SDK from. */
    PAYPAL_SDK_URL: httpUrl.optional(),
    MOJANG_API_BASE: httpUrl.default("https://api.mojang.com"),
    /** Mojang's session server, asked whether a player joined the shop's challenge (POST /api/license/proof). */
    MOJANG_SESSION_BASE: httpUrl.default("https://sessionserver.mojang.com"),
    VIRUSTOTAL_API_KEY: z.string().min(1).optional(),
    VIRUSTOTAL_API_BASE: httpUrl.default("https://www.virustotal.com/api/v3"),
    /** smtp:// or smtps:// URL of the mail relay; without it mail stays in the outbox (and is logged). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL")
      .optional(),
    /** Sender of the shop's e-mail; defaults to the support address. */
    MAIL_FROM: z.string().min(3).max(200).optional(),
    /** Signs download links. Without it (demo only) one is generated and kept in DATA_DIR. */
    DOWNLOAD_TOKEN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Encrypts admin session cookies (next-auth) and seals gift codes in waiting mail. Without it (demo only) one is generated and kept in DATA_DIR. */
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** The shop's public address (lib/site.ts reads it for links); checked here so sandbox and live cannot mail localhost links. */
    PUBLIC_SITE_URL: httpUrl.optional(),
    /** Bearer token for GET /api/metrics; without it the endpoint answers 404. */
    METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
    /** Signs the whitelist answers (PEM RSA private key, 3072+ bits). Without it (demo only) one is generated and kept in DATA_DIR. */
    LICENSE_SIGNING_KEY: pemKeys(parseSigningPrivateKey).optional(),
    /** Signs the answers a mod asks ECDSA for (alg=ecdsa-sha256; PEM EC P-256 private key). Without it (demo only) one is generated and kept in DATA_DIR. */
    LICENSE_SIGNING_EC_KEY: pemKeys(parseEcSigningPrivateKey).optional(),
    /** Keys that signed earlier answers (PEM RSA or EC P-256 public or private keys, concatenated): published in the JWKS, never used to sign. */
    LICENSE_SIGNING_KEYS_RETIRED: pemKeys(parsePublicKeys).optional(),
    /** Days a referred sale's commission stays pending (PayPal buyers can still refund or dispute) before it is approved for payout. */
    AFFILIATE_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(30),
    /** The least an affiliate is paid in a monthly payout, in US dollars ("10.00"); smaller approved balances wait for the next month. */
    AFFILIATE_MIN_PAYOUT: z
      .string()
      .regex(/^\d{1,5}(\.\d{2})?$/, "must be an amount in US dollars, e.g. 10.00")
      .default("10.00")
      .transform(fromPaypalValue),

    /** off (default): no tax records, as before; vat: each sale records the buyer's country, its VAT and a receipt number. */
    TAX_MODE: z.enum(["off", "vat"]).default("off"),
    /** The seller named on receipts (with TAX_MODE=vat): the merchant, a person or a company. */
    SELLER_NAME: z.string().trim().min(1).max(200).optional(),
    /** The seller's postal address on receipts, one line (commas between its parts). */
    SELLER_ADDRESS: z.string().trim().min(1).max(500).optional(),
    /** Where the seller is established: ISO 3166 alpha-2, e.g. DE. */
    SELLER_COUNTRY: z
      .string()
      .regex(/^[A-Z]{2}$/, "must be a two-letter ISO 3166 country code in capitals, e.g. DE")
      .optional(),
    /** The seller's VAT number, printed on receipts when given. */
    SELLER_VAT_ID: z.string().trim().min(2).max(20).optional(),
    /**
     * union-oss: an EU seller, the buyer's country's VAT, declared through the Union One-Stop-Shop; non-union-oss: a
     * seller outside the EU, the same through the non-Union scheme; home: an EU seller under the EUR 10,000 threshold,
     * every EU sale at the seller's own rate.
     */
    VAT_SCHEME: z.enum(["union-oss", "non-union-oss", "home"]).optional(),

    /** The Discord application buyers link their account to: its OAuth2 client id and secret. All five DISCORD_ settings, or none. */
    DISCORD_CLIENT_ID: snowflake.optional(),
    DISCORD_CLIENT_SECRET: z.string().min(1).optional(),
    /** The application's bot, a member of the guild with Manage Roles and Create Instant Invite, above the buyer role. */
    DISCORD_BOT_TOKEN: z.string().min(1).optional(),
    /** The server (guild) buyers join, and the role a license gives there. */
    DISCORD_GUILD_ID: snowflake.optional(),
    DISCORD_BUYER_ROLE_ID: snowflake.optional(),
    /** Discord's REST API and its OAuth2 pages (the simulator's /discord/api and /discord in demo mode and tests). */
    DISCORD_API_BASE: httpUrl.default("https://discord.com/api"),
    DISCORD_OAUTH_BASE: httpUrl.default("https://discord.com"),

    /** Who hears what needs an admin (an outgoing webhook endpoint disabled): comma-separated addresses; the support address without it. */
    ADMIN_EMAILS: z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((address) => address.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email("must be e-mail addresses, separated by commas")).min(1, "must name at least one address"))
      .optional(),
    /**
     * true: outgoing webhooks may call private, loopback and link-local addresses, and http (local development, the
     * tests). Unset, it is true in demo mode (the simulators are local) and false with PayPal's sandbox or live.
     */
    WEBHOOK_ALLOW_PRIVATE_TARGETS: z.enum(["true", "false"]).optional(),
    /**
     * The waits between an outgoing webhook's 10 tries, in seconds: 9 numbers separated by commas. The default spreads
     * them over about 33 hours; the end-to-end tests shorten it to watch a delivery fail and recover.
     */
    WEBHOOK_RETRY_DELAYS: z
      .string()
      .regex(/^\d{1,6}(,\d{1,6}){8}$/, "must be 9 whole numbers of seconds separated by commas")
      .default("5,300,1800,3600,7200,14400,21600,28800,43200")
      .transform((list) => list.split(",").map((seconds) => Number(seconds) * 1000)),
  })
  .transform((env, ctx) => {
    if (env.TAX_MODE === "vat") {
      for (const name of ["SELLER_NAME", "SELLER_ADDRESS", "SELLER_COUNTRY", "VAT_SCHEME"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when TAX_MODE=vat" });
      }
      const inEu = env.SELLER_COUNTRY ? EU_STATES.includes(env.SELLER_COUNTRY) : null;
      if (inEu === false && (env.VAT_SCHEME === "union-oss" || env.VAT_SCHEME === "home")) {
        ctx.addIssue({
          code: "custom",
          path: ["VAT_SCHEME"],
          message: `${env.VAT_SCHEME} is for a seller established in the EU; SELLER_COUNTRY ${env.SELLER_COUNTRY} is not (use non-union-oss)`,
        });
      }
      if (inEu === true && env.VAT_SCHEME === "non-union-oss") {
        ctx.addIssue({
          code: "custom",
          path: ["VAT_SCHEME"],
          message: `non-union-oss is for a seller outside the EU; SELLER_COUNTRY ${env.SELLER_COUNTRY} is in it (use union-oss or home)`,
        });
      }
    }
    const discord = DISCORD_SETTINGS.filter((name) => env[name] !== undefined);
    if (discord.length > 0 && discord.length < DISCORD_SETTINGS.length) {
      for (const name of DISCORD_SETTINGS.filter((setting) => env[setting] === undefined)) {
        ctx.addIssue({ code: "custom", path: [name], message: `is required with ${discord.join(", ")}: set all five DISCORD_ settings, or none` });
      }
    }
    const hasCredentials = Boolean(env.PAYPAL_CLIENT_ID || env.PAYPAL_CLIENT_SECRET);
    if (!env.PAYPAL_ENV && hasCredentials) {
      ctx.addIssue({ code: "custom", path: ["PAYPAL_ENV"], message: "is required when PayPal credentials are set (sandbox or live)" });
    }
    const paypalEnv = env.PAYPAL_ENV ?? "simulator";
    if (paypalEnv !== "simulator") {
      for (const name of ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: `is required when PAYPAL_ENV=${paypalEnv}` });
      }
    }
    if (paypalEnv !== "simulator") {
      for (const name of ["DOWNLOAD_TOKEN_SECRET", "AUTH_SECRET", "LICENSE_SIGNING_KEY", "LICENSE_SIGNING_EC_KEY"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: `is required when PAYPAL_ENV=${paypalEnv}` });
      }
      // Receipts and referral links are built from it: a real shop must not send buyers to http://localhost:3000.
      if (!env.PUBLIC_SITE_URL) ctx.addIssue({ code: "custom", path: ["PUBLIC_SITE_URL"], message: `is required when PAYPAL_ENV=${paypalEnv}` });
      else if (!env.PUBLIC_SITE_URL.startsWith("https://"))
        ctx.addIssue({ code: "custom", path: ["PUBLIC_SITE_URL"], message: `must be an https:// URL when PAYPAL_ENV=${paypalEnv}` });
    }
    const allowPrivate = env.WEBHOOK_ALLOW_PRIVATE_TARGETS === undefined ? paypalEnv === "simulator" : env.WEBHOOK_ALLOW_PRIVATE_TARGETS === "true";
    return { ...env, PAYPAL_ENV: paypalEnv, WEBHOOK_ALLOW_PRIVATE_TARGETS: allowPrivate };
  });

// Kept in its own module so lib/site.ts (also bundled for the browser) does not pull in this schema.
export { EnvError, parseEnv } from "@/lib/env-parse";
