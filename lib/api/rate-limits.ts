/** What a limit counts by, and its name in the RateLimit-Policy field clients see. */
type RateLimitPolicy = "per-address" | "per-uuid" | "per-username" | "per-email" | "per-code-prefix";

/** One rate limit: a fixed window of `windowSeconds` in which one key may spend `limit` hits. */
export type RateLimitRule = {
  /** The prefix of its keys in the shared `rate_limits` table, so unique per limit; renaming one starts every count afresh. */
  readonly name: string;
  readonly policy: RateLimitPolicy;
  readonly limit: number;
  readonly windowSeconds: number;
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every rate limit of the shop, the one place its numbers are written: the
 * route handlers and use-cases build their limiters from these entries, and
 * the mod authors' API docs (lib/content/license-api.ts) and /openapi.json
 * state them from here. tests/unit/api/rate-limits.test.ts fails when a
 * limiter under app/ or lib/ is built from anything else, or an entry is
 * left unused; the contract test (tests/integration/openapi/openapi-contract.test.ts)
 * checks the public routes' RateLimit-Policy fields against these entries.
 */
export const RATE_LIMITS = {
  /** The mod's whitelist check: a mod checks at start-up and now and then; 60 a minute leaves room for a household. */
  licenseVerify: { name: "license-verify", policy: "per-address", limit: 60, windowSeconds: MINUTE },
  /**
   * One player's account, from any number of addresses: never reached by the player's own mod, while a botnet
   * that spreads its checks over many addresses still gets no more than this many lookups of one UUID.
   */
  licenseVerifyUuid: { name: "license-verify-uuid", policy: "per-uuid", limit: 30, windowSeconds: MINUTE },
  /** The signed release manifest: a mod asks at start-up, so limited as the whitelist check is. */
  releaseManifest: { name: "release-manifest", policy: "per-address", limit: 60, windowSeconds: MINUTE },
  /** Forge's update JSON: Forge asks once per game start, so limited as the whitelist check is. */
  forgeUpdate: { name: "forge-update", policy: "per-address", limit: 60, windowSeconds: MINUTE },
  licenseChallenge: { name: "license-challenge", policy: "per-address", limit: 10, windowSeconds: MINUTE },
  /**
   * One account's challenges, from any number of addresses: a mod asks once per proof, so never reached by its
   * player, while a flood for one account cannot fill the table with its rows.
   */
  licenseChallengeUuid: { name: "license-challenge-uuid", policy: "per-uuid", limit: 5, windowSeconds: MINUTE },
  /** Each proof costs a call to Mojang. */
  licenseProof: { name: "license-proof", policy: "per-address", limit: 10, windowSeconds: MINUTE },
  /** One account's proofs, from any number of addresses (by the name sent, then by the challenge's UUID). */
  licenseProofUsername: { name: "license-proof-username", policy: "per-username", limit: 5, windowSeconds: MINUTE },
  licenseProofUuid: { name: "license-proof-uuid", policy: "per-uuid", limit: 5, windowSeconds: MINUTE },

  /** Each attempt calls Mojang and PayPal: a buyer needs a handful a minute, a script would need thousands. */
  createOrder: { name: "create-order", policy: "per-address", limit: 10, windowSeconds: MINUTE },
  /**
   * The Minecraft accounts a pack's checkout looks up at Mojang, one point per account seat: a buyer's pack of 20
   * and two corrections fit, a script sending packs of 20 at create-order's full rate does not.
   */
  packAccounts: { name: "pack-accounts", policy: "per-address", limit: 60, windowSeconds: MINUTE },
  creatorCode: { name: "creator-code", policy: "per-address", limit: 20, windowSeconds: MINUTE },
  /** The payment page asks once per visit (and again on a currency switch): a reader's handful, never a scraper's stream. */
  prices: { name: "prices", policy: "per-address", limit: 30, windowSeconds: MINUTE },
  /**
   * Unknown creator codes, per their first characters from every client, counted together at the lookup, a code
   * typed at create-order and the referral beacon (lib/pricing/creator-code-misses.ts).
   */
  creatorCodeMisses: { name: "creator-code-misses", policy: "per-code-prefix", limit: 30, windowSeconds: MINUTE },
  captureOrder: { name: "capture-order", policy: "per-address", limit: 20, windowSeconds: MINUTE },
  activate: { name: "activate", policy: "per-address", limit: 10, windowSeconds: MINUTE },
  orderStatus: { name: "order-status", policy: "per-address", limit: 10, windowSeconds: MINUTE },
  cancelOrder: { name: "cancel-order", policy: "per-address", limit: 10, windowSeconds: MINUTE },
  /** A gift's redemption at /redeem. */
  giftRedeem: { name: "gift-redeem", policy: "per-address", limit: 10, windowSeconds: MINUTE },
  /** Codes no gift has, per their first characters from every client (lib/api/misses-per-prefix.ts). */
  giftRedeemMisses: { name: "gift-redeem-misses", policy: "per-code-prefix", limit: 20, windowSeconds: MINUTE },
  /** The payment page's beacon: one per page view. */
  referralVisit: { name: "referral-visit", policy: "per-address", limit: 30, windowSeconds: MINUTE },
  /** Violation reports a browser sends for the pages it shows; a page that breaks the policy sends a few at most. */
  cspReport: { name: "csp-report", policy: "per-address", limit: 60, windowSeconds: MINUTE },

  /** Each post may queue a mail: a buyer needs one or two. */
  downloadLink: { name: "download-link", policy: "per-address", limit: 5, windowSeconds: MINUTE },
  /**
   * Mails per e-mail address, on top of the route's per-client limit, so nobody can flood one inbox from many
   * client addresses. Keyed by the address's SHA-256, and silent: the form's answer does not change.
   */
  resendEmail: { name: "resend-email", policy: "per-email", limit: 3, windowSeconds: HOUR },
  /** A buyer presses the Discord button once or twice; each press stores a 10-minute state row. */
  discordLink: { name: "discord-link", policy: "per-address", limit: 10, windowSeconds: MINUTE },
  /** The download page asks once per view and the answer is cached server-side, so this is generous. */
  virustotalSummary: { name: "virustotal-summary", policy: "per-address", limit: 30, windowSeconds: MINUTE },
  /** A person saves the report once; this only stops scripts. */
  virustotalDownload: { name: "virustotal-download", policy: "per-address", limit: 30, windowSeconds: MINUTE },

  affiliateSignup: { name: "affiliate-signup", policy: "per-address", limit: 5, windowSeconds: MINUTE },
  /** Portal sign-in requests: an affiliate needs one or two; a script trying addresses needs many. */
  affiliateSignIn: { name: "affiliate-sign-in", policy: "per-address", limit: 5, windowSeconds: MINUTE },
  /** Sign-in mails per e-mail address, keyed by its SHA-256 and counted silently, so nobody floods an affiliate's inbox. */
  affiliateSignInEmail: { name: "affiliate-sign-in-email", policy: "per-email", limit: 5, windowSeconds: HOUR },

  /** Account sign-in requests: a buyer needs one or two; a script trying addresses needs many. */
  accountSignIn: { name: "account-sign-in", policy: "per-address", limit: 5, windowSeconds: MINUTE },
  /** Sign-in mails per e-mail address, keyed by its SHA-256 and counted silently, so nobody floods a buyer's inbox. */
  accountSignInEmail: { name: "account-sign-in-email", policy: "per-email", limit: 5, windowSeconds: HOUR },
  /**
   * Codes tried per client address, on top of the five tries each code allows: a script that asks for codes for many
   * addresses cannot try more than this many guesses a minute from one place.
   */
  accountVerify: { name: "account-verify", policy: "per-address", limit: 10, windowSeconds: MINUTE },
  /** The account's JSON view for tools (GET /api/account): a page view's worth of reads each. */
  account: { name: "account", policy: "per-address", limit: 60, windowSeconds: MINUTE },
  /** The buyer's data export from their account: a person downloads it once; each is a dozen reads. */
  accountExport: { name: "account-export", policy: "per-address", limit: 5, windowSeconds: MINUTE },
  /** "Link Discord" in the account: a buyer presses it once or twice; each press stores a 10-minute state row. */
  accountDiscordLink: { name: "account-discord-link", policy: "per-address", limit: 10, windowSeconds: MINUTE },
  /** Downloads from the account page: each issues a download token. */
  accountDownload: { name: "account-download", policy: "per-address", limit: 20, windowSeconds: MINUTE },

  /** PayPal delivers from a few addresses, far below this; a flood of forged posts from one address is cut off before verification. */
  paypalWebhook: { name: "paypal-webhook", policy: "per-address", limit: 120, windowSeconds: MINUTE },
} as const satisfies Record<string, RateLimitRule>;
