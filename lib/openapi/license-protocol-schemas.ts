import { licenseCheckSchema, minecraftUuidSchema } from "@/lib/licenses/schemas";
import { minecraftUsernameSchema } from "@/lib/mojang/schemas";
import { z } from "@/lib/validation/zod";

/*
 * The shapes of issue #11 §1–§2 (signed answers, JWKS, challenge and proof) as the issue specifies them,
 * for /openapi.json while their handlers are being built. When a handler lands with its own schemas (in
 * lib/licenses/schemas.ts), the document imports those instead and the shape here goes.
 */

/** 16 to 64 characters the mod picks afresh for each check; the signed answer echoes it, so an old answer cannot be replayed. */
export const nonceSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, "nonce must be 16 to 64 characters of A-Z, a-z, 0-9, _ and -")
  .meta({ description: "16 to 64 characters of [A-Za-z0-9_-], fresh for every check; echoed in the signed answer" });

/** GET /api/license/verify's query: the account and, for a replay-proof answer, a nonce. */
export const signedVerifyQuerySchema = z.object({ uuid: minecraftUuidSchema, nonce: nonceSchema.optional() });

const dashedUuidSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  .meta({ description: "the account's UUID, dashed and lower-case" });

/** The fields §1 adds to the plain `{active, username}`, signed with them. */
const signedFields = {
  v: z.literal(1).meta({ description: "version of the signed form" }),
  kid: z.string().meta({ description: "id of the key that signed the answer, a key of /.well-known/jwks.json" }),
  uuid: dashedUuidSchema,
  iat: z.int().meta({ description: "issued at, epoch seconds" }),
  exp: z.int().meta({ description: "valid until, epoch seconds: iat + 7 days when active, + 1 hour when not" }),
  nonce: nonceSchema.optional().meta({ description: "the request's nonce, echoed; absent when none was sent" }),
};

/**
 * GET /api/license/verify's answer. TODO(#11): the signed fields become required once verify signs every
 * answer (§1); until then it answers the plain fields alone, which stay for old mods.
 */
export const verifyAnswerSchema = licenseCheckSchema.extend(z.object(signedFields).partial().shape);

/** §2's signed entitlement: §1's signed form, proven through Mojang's session server. */
export const proofAnswerSchema = licenseCheckSchema.extend({
  ...signedFields,
  exp: z.int().meta({ description: "valid until, epoch seconds: iat + 7 days" }),
  proof: z.literal("mojang-session"),
  download: z.url().optional().meta({ description: "a fresh signed download link for the account, when asked with ?download=1" }),
});

/** GET /.well-known/jwks.json: the current signing key and the retired ones still verifying older answers. */
export const jwksSchema = z.object({
  keys: z.array(
    z.object({
      kty: z.literal("RSA"),
      n: z.string().meta({ description: "modulus, base64url (3072-bit)" }),
      e: z.string().meta({ description: "public exponent, base64url" }),
      kid: z.string(),
      alg: z.literal("RS256"),
      use: z.literal("sig"),
    }),
  ),
});

/** The one-time server id of a challenge: 40 random hex characters. */
const serverIdSchema = z
  .string()
  .regex(/^[0-9a-f]{40}$/, "serverId must be the 40 hex characters the challenge returned")
  .meta({ description: "40 random hex characters, single-use, valid 2 minutes" });

/** POST /api/license/challenge. */
export const challengeRequestSchema = z.object({ uuid: minecraftUuidSchema });

export const challengeSchema = z.object({
  serverId: serverIdSchema,
  expiresAt: z.iso.datetime().meta({ description: "when the server id stops working (2 minutes after it was issued)" }),
});

/** POST /api/license/proof, after the mod joined Mojang's session server with the challenge's server id. */
export const proofRequestSchema = z.object({ username: minecraftUsernameSchema, serverId: serverIdSchema, nonce: nonceSchema.optional() });

/** POST /api/license/proof?download=1 also answers a fresh download link. */
export const proofQuerySchema = z.object({
  download: z.literal("1").optional().meta({ description: "1: also answer a fresh signed download link for the account" }),
});
