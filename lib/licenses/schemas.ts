import { minecraftUsernameSchema, minecraftUuidSchema } from "@/lib/mojang/schemas";
import { releaseChannelSchema } from "@/lib/releases/schemas";
import { emailSchema } from "@/lib/validation/email";
import { multiline } from "@/lib/validation/multiline";
import { z } from "@/lib/validation/zod";

/** The mod's fresh random value per check, echoed in the signed answer so an old answer cannot be replayed as a new one. */
const licenseNonceSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, "must be 16 to 64 characters of A-Z, a-z, 0-9, _ and -")
  .meta({ description: "16 to 64 characters of [A-Za-z0-9_-], fresh for every check; echoed in the signed answer" });

/** The signature algorithms an answer can be signed with: what `alg` asks for, and License-Signature's `algorithm`. */
const LICENSE_SIGNING_ALGORITHMS = ["rsa-sha256", "ecdsa-sha256"] as const;

export type LicenseSigningAlgorithm = (typeof LICENSE_SIGNING_ALGORITHMS)[number];

/** The 400's message for any other `alg`, on the check and the proof alike. */
export const SIGNING_ALGORITHM_QUERY_ERROR = "Query parameter alg must be rsa-sha256 (the default) or ecdsa-sha256.";

/**
 * The algorithm the mod asks the answer to be signed with. Absent means rsa-sha256, so every mod released
 * before ECDSA keeps getting what it verifies; the request target the signature covers includes it.
 */
const licenseSigningAlgorithmSchema = z.enum(LICENSE_SIGNING_ALGORITHMS, { error: SIGNING_ALGORITHM_QUERY_ERROR }).meta({
  description:
    "how to sign the answer: rsa-sha256 (the default when absent; RSASSA-PKCS1-v1_5, SHA-256, RSA 3072) or ecdsa-sha256 (ECDSA P-256, SHA-256, DER signature: about fifty times cheaper to sign, verified by Java 8's SHA256withECDSA)",
});

export const verifyLicenseQuerySchema = z.object({
  uuid: minecraftUuidSchema,
  nonce: licenseNonceSchema.optional(),
  alg: licenseSigningAlgorithmSchema.optional(),
});

/** POST /api/license/challenge: the account the mod is about to prove it owns. */
export const licenseChallengeSchema = z.object({ uuid: minecraftUuidSchema });

export type LicenseChallengeInput = z.output<typeof licenseChallengeSchema>;

/** A challenge's one-time server id: 40 hex characters, as the shop issues them (lower case). */
const challengeServerIdSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{40}$/, "must be the 40 hex characters the challenge answered")
  .transform((value) => value.toLowerCase())
  .meta({ description: "the challenge's server id: 40 hex characters, single-use, valid 2 minutes" });

/** POST /api/license/challenge's answer (201). */
export const licenseChallengeResultSchema = z.object({
  serverId: z
    .string()
    .regex(/^[0-9a-f]{40}$/)
    .meta({ description: "40 random hex characters to join on Mojang's session server; single-use, valid 2 minutes" }),
  expiresAt: z.iso.datetime().meta({ description: "when the server id stops working, 2 minutes after it was issued" }),
});

export type LicenseChallengeResult = z.infer<typeof licenseChallengeResultSchema>;

/** POST /api/license/proof: the account's name, the server id it joined on Mojang's session server, and an optional nonce to echo. */
export const licenseProofSchema = z.object({ username: minecraftUsernameSchema, serverId: challengeServerIdSchema, nonce: licenseNonceSchema.optional() });

export type LicenseProofInput = z.output<typeof licenseProofSchema>;

/** POST /api/license/proof?download=1&alg=…: also answer a fresh download link when the license is active; sign with `alg`. */
export const licenseProofQuerySchema = z.object({
  download: z.enum(["0", "1"]).optional().meta({ description: "1: also answer a fresh signed download link for the account, when its license is active" }),
  alg: licenseSigningAlgorithmSchema.optional(),
});

/**
 * GET /api/license/verify's answer (the spec's plain fields, which an old mod
 * reads): licensed or not, and the account's name when the shop has a
 * license for it, active or revoked.
 */
export const licenseCheckSchema = z.object({
  active: z.boolean().meta({ description: "true: licensed, let the mod run; false: revoked, or no license for this account" }),
  username: z.string().optional().meta({ description: "the licensed account's Minecraft name; absent when the shop has no license for this UUID" }),
});

/** The fields a signed answer adds to the plain `{active, username}`; the signature headers cover them all. */
const signedAnswerFields = {
  v: z.literal(1).meta({ description: "version of the signed form" }),
  kid: z.string().meta({ description: "id of the key that signed the answer: a key of /.well-known/jwks.json" }),
  uuid: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    .meta({ description: "the account's UUID, dashed and lower case" }),
  iat: z.int().meta({ description: "issued at, epoch seconds" }),
  exp: z.int().meta({ description: "valid until, epoch seconds: iat + 7 days when active, + 1 hour when not" }),
  nonce: licenseNonceSchema.optional().meta({ description: "the request's nonce, echoed; absent when none was sent" }),
};

/** GET /api/license/verify's answer: the plain fields, signed with the fields that bind them to the account, the time and the request. */
export const signedLicenseAnswerSchema = licenseCheckSchema.extend(signedAnswerFields);

export type SignedLicenseAnswer = z.infer<typeof signedLicenseAnswerSchema>;

/** POST /api/license/proof's answer: the signed form, proven through Mojang's session server. */
export const licenseProofAnswerSchema = signedLicenseAnswerSchema.extend({
  exp: z.int().meta({ description: "valid until, epoch seconds: iat + 7 days" }),
  proof: z.literal("mojang-session").meta({ description: "how the account was proven: Mojang's session server (hasJoined)" }),
  download: z.url().optional().meta({ description: "a fresh signed download link for the account, when asked with ?download=1 and the license is active" }),
  jar: z.url().optional().meta({
    description:
      "the same link's jar itself: GET it for the current release, or add &version=<version> for the release a signed manifest (GET /api/mod/releases/latest) names",
  }),
});

/** GET /api/mod/releases/latest's query: the channel, and the nonce and algorithm as the whitelist check takes them. */
export const releaseManifestQuerySchema = z.object({
  channel: releaseChannelSchema
    .default("stable")
    .meta({ description: "stable (the default): the newest stable release; beta: the newest release of either channel" }),
  nonce: licenseNonceSchema.optional(),
  alg: licenseSigningAlgorithmSchema.optional(),
});

/** GET /api/mod/releases/latest's answer: the release the channel offers, signed as whitelist answers are. */
export const releaseManifestSchema = z.object({
  v: signedAnswerFields.v,
  kid: signedAnswerFields.kid,
  version: z.string().meta({ description: "the release's semantic version (1.0.1, 1.1.0-beta.1)" }),
  channel: releaseChannelSchema.meta({ description: "the release's own channel (a beta request can be answered with a stable release)" }),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .meta({ description: "SHA-256 of the jar, lower-case hex: check the downloaded bytes against it" }),
  size: z.int().positive().meta({ description: "the jar's size in bytes" }),
  publishedAt: z.iso.datetime().meta({ description: "when the release was published" }),
  notes: z.string().nullable().meta({ description: "the release notes, plain text; null when it has none" }),
  iat: signedAnswerFields.iat,
  exp: z.int().meta({ description: "valid until, epoch seconds: iat + 1 day" }),
  nonce: signedAnswerFields.nonce,
});

export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;

const jwkKid = z.string().meta({ description: "the key's id (RFC 7638 thumbprint), as License-Signature's keyid names it" });

/** An RSA key of GET /.well-known/jwks.json: verifies rsa-sha256 answers. */
const licenseRsaJwkSchema = z.object({
  kty: z.literal("RSA"),
  n: z.string().meta({ description: "modulus, base64url (3072 bits)" }),
  e: z.string().meta({ description: "public exponent, base64url" }),
  kid: jwkKid,
  alg: z.literal("RS256"),
  use: z.literal("sig"),
});

/** An EC key of GET /.well-known/jwks.json: verifies ecdsa-sha256 answers. */
const licenseEcJwkSchema = z.object({
  kty: z.literal("EC"),
  crv: z.literal("P-256"),
  x: z.string().meta({ description: "the point's x coordinate, base64url (32 bytes)" }),
  y: z.string().meta({ description: "the point's y coordinate, base64url (32 bytes)" }),
  kid: jwkKid,
  alg: z.literal("ES256"),
  use: z.literal("sig"),
});

/** One public key of GET /.well-known/jwks.json. */
const licenseJwkSchema = z.union([licenseRsaJwkSchema, licenseEcJwkSchema]);

export type LicenseJwk = z.infer<typeof licenseJwkSchema>;

/** GET /.well-known/jwks.json: the current RSA key, the current EC key, then the retired ones that still verify older answers. */
export const licenseJwksSchema = z.object({ keys: z.array(licenseJwkSchema) });

/** POST /api/activate's answer: the purchase's license is confirmed, with the buyer's download token. */
export const activationResultSchema = z.object({
  activated: z.literal(true),
  username: z.string().meta({ description: "the licensed account's Minecraft name" }),
  downloadToken: z.string().meta({ description: "opens /download?access=<token> (30 days, until the license is revoked)" }),
});

export type ActivationResult = z.infer<typeof activationResultSchema>;

/**
 * "Add User Manually" and POST /admin/add-uuid. Shared by the server
 * action, the route handler and the dashboard's form (no server imports:
 * safe in the browser).
 */
export const addLicenseSchema = z.object({
  username: minecraftUsernameSchema,
  email: emailSchema,
  /** Given (POST /admin/add-uuid): trusted as the account's UUID; omitted: the username is looked up on Mojang. */
  uuid: minecraftUuidSchema.optional(),
});

export type AddLicenseInput = z.output<typeof addLicenseSchema>;

/** Typed in a textarea: line breaks are kept. */
const revokeReasonSchema = multiline(z.string().trim().min(1, "A reason is required").max(500, "The reason must be at most 500 characters"));

export const revokeLicenseSchema = z.object({ uuid: minecraftUuidSchema, reason: revokeReasonSchema });

export const restoreLicenseSchema = z.object({ uuid: minecraftUuidSchema });

/** The buyer renamed their Minecraft account; the UUID stays. */
export const renameLicenseSchema = z.object({ uuid: minecraftUuidSchema, username: minecraftUsernameSchema });
