import { AppError } from "@/lib/api/errors";
import { jsonPost } from "@/lib/api/json-post";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { REDEEM_ERRORS } from "@/lib/content/gifts";
import { API_RATE_LIMITS } from "@/lib/content/license-api";
import { GIFT_CODE_PREFIX_LENGTH, normaliseGiftCode } from "@/lib/gifts/gift-code";
import { redeemGift } from "@/lib/gifts/redeem-gift";
import { redeemGiftSchema } from "@/lib/gifts/schemas";

export const dynamic = "force-dynamic";

/**
 * Wrong codes sharing their first characters, from every client together: guessing within one family of codes from
 * many addresses meets this limit; the holder of a real code never does. Over it, every attempt of that prefix
 * waits, right codes too, or the answer would tell which codes exist. Text that is no code at all shares one bucket.
 */
const missesPerPrefix = createRateLimiter({
  name: "gift-redeem-misses",
  policy: "per-code-prefix",
  limit: API_RATE_LIMITS.redeemGiftMissesPerPrefix,
  windowSeconds: 60,
});

// POST /api/gift/redeem – { code, username } → the new license's download token, or the field's refusal.
// Rate-limited per client address and, for wrong codes, per code prefix (lib/content/license-api.ts).
export const POST = jsonPost({
  name: "gift-redeem",
  perMinute: API_RATE_LIMITS.redeemGift,
  schema: redeemGiftSchema,
  run: async (input, { ipAddress }) => {
    const prefix = normaliseGiftCode(input.code)?.slice(0, GIFT_CODE_PREFIX_LENGTH) ?? "not-a-code";
    await missesPerPrefix.check(prefix);
    try {
      return await redeemGift(input, { ipAddress, now: new Date() });
    } catch (error) {
      // A wrong code is a miss; the miss that goes over the limit is answered 429 itself.
      if (error instanceof AppError && error.message === REDEEM_ERRORS.unknown) await missesPerPrefix.hit(prefix);
      throw error;
    }
  },
});
