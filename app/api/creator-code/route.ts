import { AppError } from "@/lib/api/errors";
import { jsonPost } from "@/lib/api/json-post";
import { missesPerPrefix } from "@/lib/api/misses-per-prefix";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { lookUpCreatorCode } from "@/lib/pricing/look-up-creator-code";
import { CODE_PREFIX_LENGTH, creatorCodeLookupSchema } from "@/lib/pricing/schemas";

export const dynamic = "force-dynamic";

/** Codes that do not apply, per their first characters from every client (lib/api/misses-per-prefix.ts). */
const limitMisses = missesPerPrefix(RATE_LIMITS.creatorCodeMisses);

// POST /api/creator-code – { code } → what the buyer would pay with it now, or 422 with the field's message.
// Rate-limited per client address and, for codes that do not apply, per code prefix (lib/api/rate-limits.ts).
// A popular code's launch never meets the prefix limit: a buyer typing a code a creator said is a hit.
export const POST = jsonPost({
  rateLimit: RATE_LIMITS.creatorCode,
  schema: creatorCodeLookupSchema,
  run: (input) =>
    limitMisses(
      input.code.slice(0, CODE_PREFIX_LENGTH),
      () => lookUpCreatorCode(input, { now: new Date() }),
      (error) => error instanceof AppError && error.code === "unprocessable_entity",
    ),
});
