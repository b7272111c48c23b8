import { z } from "@/lib/validation/zod";

/** Spec section 5: a Minecraft username is 3 to 16 letters, digits and underscores. */
export const minecraftUsernameSchema = z
  .string()
  .trim()
  .min(1, "Minecraft username is required")
  .regex(/^[A-Za-z0-9_]{3,16}$/, "Invalid Minecraft username format");

/** GET /admin/mojang/{username}: the path's name. */
export const mojangLookupParamsSchema = z.object({ username: minecraftUsernameSchema });
