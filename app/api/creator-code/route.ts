import { jsonPost } from "@/lib/api/json-post";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { limitCreatorCodeMisses } from "@/lib/pricing/creator-code-misses";
import { lookUpCreatorCode } from "@/lib/pricing/look-up-creator-code";
import { creatorCodeLookupSchema } from "@/lib/pricing/schemas";

export const dynamic = "force-dynamic";

// POST /api/creator-code – { code } → what the buyer would pay with it now, or 422 with the field's message.
// Rate-limited per client address and, for unknown codes, per code prefix, in the budget create-order and the
// referral beacon share (lib/pricing/creator-code-misses.ts). A popular code's launch never meets the prefix
// limit: a buyer typing a code a creator said is a hit.
export const POST = jsonPost({
  rateLimit: RATE_LIMITS.creatorCode,
  schema: creatorCodeLookupSchema,
  run: (input) => limitCreatorCodeMisses(input.code, () => lookUpCreatorCode(input, { now: new Date() })),
});
