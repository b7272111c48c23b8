import { jsonPost } from "@/lib/api/json-post";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { createLicenseChallenge } from "@/lib/licenses/create-license-challenge";
import { licenseChallengeSchema } from "@/lib/licenses/schemas";

export const dynamic = "force-dynamic";

// POST /api/license/challenge – a one-time server id for the mod to join on Mojang's session server: 201 { serverId, expiresAt }.
// A mod asks once per proof (at start-up, or after a failed one): 10 a minute per address leaves room for a household.
export const POST = jsonPost({ rateLimit: RATE_LIMITS.licenseChallenge, schema: licenseChallengeSchema, status: 201, run: createLicenseChallenge });
