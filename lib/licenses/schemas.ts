import { emailSchema } from "@/lib/mail/schemas";
import { minecraftUsernameSchema } from "@/lib/mojang/schemas";
import { multiline } from "@/lib/validation/multiline";
import { z } from "@/lib/validation/zod";

/**
 * A Minecraft account's UUID as the mod or Mojang sends it, dashed or not,
 * any case; normalised to the dashed lower-case form the database stores.
 */
export const minecraftUuidSchema = z
  .string()
  .trim()
  .regex(
    /^(?:[0-9a-fA-F]{32}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/,
    "must be a Minecraft UUID (32 hex digits, dashes optional)",
  )
  .transform((value) => {
    const hex = value.replace(/-/g, "").toLowerCase();
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  });

/** The mod's fresh random value per check, echoed in the signed answer so an old answer cannot be replayed as a new one. */
export const licenseNonceSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "must be 16 to 64 characters of A-Z, a-z, 0-9, _ and -");

export const verifyLicenseQuerySchema = z.object({ uuid: minecraftUuidSchema, nonce: licenseNonceSchema.optional() });

/** POST /api/license/challenge: the account the mod is about to prove it owns. */
export const licenseChallengeSchema = z.object({ uuid: minecraftUuidSchema });

export type LicenseChallengeInput = z.output<typeof licenseChallengeSchema>;

/** A challenge's one-time server id: 40 hex characters, as the shop issues them (lower case). */
export const challengeServerIdSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{40}$/, "must be the 40 hex characters the challenge answered")
  .transform((value) => value.toLowerCase());

/** POST /api/license/proof: the account's name, the server id it joined on Mojang's session server, and an optional nonce to echo. */
export const licenseProofSchema = z.object({ username: minecraftUsernameSchema, serverId: challengeServerIdSchema, nonce: licenseNonceSchema.optional() });

export type LicenseProofInput = z.output<typeof licenseProofSchema>;

/** POST /api/license/proof?download=1: also answer a fresh download link when the license is active. */
export const licenseProofQuerySchema = z.object({ download: z.enum(["0", "1"]).optional() });

/**
 * GET /api/license/verify's answer (the spec's plain fields, which an old mod
 * reads): licensed or not, and the account's name when the shop has a
 * license for it, active or revoked.
 */
export const licenseCheckSchema = z.object({
  active: z.boolean().meta({ description: "true: licensed, let the mod run; false: revoked, or no license for this account" }),
  username: z.string().optional().meta({ description: "the licensed account's Minecraft name; absent when the shop has no license for this UUID" }),
});

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
export const revokeReasonSchema = multiline(z.string().trim().min(1, "A reason is required").max(500, "The reason must be at most 500 characters"));

export const revokeLicenseSchema = z.object({ uuid: minecraftUuidSchema, reason: revokeReasonSchema });

export const restoreLicenseSchema = z.object({ uuid: minecraftUuidSchema });

/** The buyer renamed their Minecraft account; the UUID stays. */
export const renameLicenseSchema = z.object({ uuid: minecraftUuidSchema, username: minecraftUsernameSchema });
