import { AppError } from "@/lib/api/errors";
import { jsonPost } from "@/lib/api/json-post";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { API_RATE_LIMITS } from "@/lib/content/license-api";
import { lookUpCreatorCode } from "@/lib/pricing/look-up-creator-code";
import { CODE_PREFIX_LENGTH, creatorCodeLookupSchema } from "@/lib/pricing/schemas";

export const dynamic = "force-dynamic";

/**
 * Misses of codes sharing their first characters, from every client together. Walking the list of codes is
 * mostly misses, from however many addresses; a buyer typing a code a creator said is a hit and counts nothing,
 * so a popular code's launch never meets this limit. Over it, every lookup of that prefix waits, hits too, or
 * the answer would tell which codes exist.
 */
const missesPerPrefix = createRateLimiter({
  name: "creator-code-misses",
  policy: "per-code-prefix",
  limit: API_RATE_LIMITS.creatorCodeMissesPerPrefix,
  windowSeconds: 60,
});

// POST /api/creator-code – { code } → what the buyer would pay with it now, or 422 with the field's message.
// Rate-limited per client address and, for codes that do not apply, per code prefix (lib/content/license-api.ts).
export const POST = jsonPost({
  name: "creator-code",
  perMinute: API_RATE_LIMITS.creatorCode,
  schema: creatorCodeLookupSchema,
  run: async (input) => {
    const prefix = input.code.slice(0, CODE_PREFIX_LENGTH);
    await missesPerPrefix.check(prefix);
    try {
      return await lookUpCreatorCode(input, { now: new Date() });
    } catch (error) {
      // A code that does not apply is a miss; the miss that goes over the limit is answered 429 itself.
      if (error instanceof AppError && error.code === "unprocessable_entity") await missesPerPrefix.hit(prefix);
      throw error;
    }
  },
});
