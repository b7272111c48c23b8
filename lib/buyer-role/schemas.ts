import { z } from "@/lib/validation/zod";

/** The OAuth2 `state` the shop makes: 32 random bytes, base64url. */
const stateSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "is not a state this shop made");

/**
 * What Discord sends back to /discord/callback: `code` and `state` when the buyer authorized, `error` (and its
 * description) and `state` when they cancelled. Anything else is refused before the database is asked.
 */
export const discordCallbackSchema = z.union([
  z.object({ code: z.string().min(1).max(200), state: stateSchema }),
  z.object({ error: z.string().min(1).max(100), state: stateSchema, error_description: z.string().max(500).optional() }),
]);

export type DiscordCallback = z.infer<typeof discordCallbackSchema>;
