import { AppError } from "@/lib/api/errors";
import { jsonPost } from "@/lib/api/json-post";
import { missesPerPrefix } from "@/lib/api/misses-per-prefix";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { REDEEM_ERRORS } from "@/lib/content/gifts";
import { GIFT_CODE_PREFIX_LENGTH, normaliseGiftCode } from "@/lib/gifts/gift-code";
import { redeemGift } from "@/lib/gifts/redeem-gift";
import { redeemGiftSchema } from "@/lib/gifts/schemas";

export const dynamic = "force-dynamic";

/** Codes no gift has, per their first characters from every client (lib/api/misses-per-prefix.ts). */
const limitMisses = missesPerPrefix(RATE_LIMITS.giftRedeemMisses);

// POST /api/gift/redeem – { code, username } → the new license's download token, or the field's refusal.
// Rate-limited per client address and, for wrong codes, per code prefix (lib/api/rate-limits.ts); text that
// is no code at all shares one prefix.
export const POST = jsonPost({
  rateLimit: RATE_LIMITS.giftRedeem,
  schema: redeemGiftSchema,
  run: (input, { ipAddress }) =>
    limitMisses(
      normaliseGiftCode(input.code)?.slice(0, GIFT_CODE_PREFIX_LENGTH) ?? "not-a-code",
      () => redeemGift(input, { ipAddress, now: new Date() }),
      (error) => error instanceof AppError && error.message === REDEEM_ERRORS.unknown,
    ),
});
