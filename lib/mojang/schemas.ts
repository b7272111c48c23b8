import { z } from "@/lib/validation/zod";

/** Spec section 5: a Minecraft username is 3 to 16 letters, digits and underscores. */
export const minecraftUsernameSchema = z
  .string()
  .trim()
  .min(1, "Minecraft username is required")
  .regex(/^[A-Za-z0-9_]{3,16}$/, "Invalid Minecraft username format");

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

/** GET /admin/mojang/{username}: the path's name. */
export const mojangLookupParamsSchema = z.object({ username: minecraftUsernameSchema });
