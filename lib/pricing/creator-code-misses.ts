import "server-only";

import { AppError } from "@/lib/api/errors";
import { missesPerPrefix } from "@/lib/api/misses-per-prefix";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { CREATOR_CODE_REFUSALS } from "@/lib/content/checkout";
import { CODE_PREFIX_LENGTH } from "@/lib/pricing/schemas";

/** The one budget of creator code misses per prefix, whichever door they come through. */
const limitMisses = missesPerPrefix(RATE_LIMITS.creatorCodeMisses);

/**
 * Runs an attempt that tells whether the creator code `code` exists, under one budget of misses per code
 * prefix from every client and every door together: the checkout's lookup (POST /api/creator-code) and a code
 * typed at create-order, which refuse an unknown code with its own message, and a referral link's beacon
 * (POST /api/referral/visit), whose cookie comes back only for a known code (`isUnknown` reads that from its
 * result). Any one door without the budget would tell a walker through the list what the others keep quiet.
 * A miss is an unknown code; a known one never is, even inactive, ended or used up, so a popular code's
 * launch never meets the limit. Once a prefix's misses are spent, every attempt with that prefix answers 429,
 * known codes too, or the answer would tell which exist. Without a code the attempt just runs.
 */
export function limitCreatorCodeMisses<T>(code: string | null | undefined, attempt: () => Promise<T>, isUnknown?: (result: T) => boolean): Promise<T> {
  if (!code) return attempt();
  const unknownRefusal = CREATOR_CODE_REFUSALS.unknown(code);
  return limitMisses(code.slice(0, CODE_PREFIX_LENGTH), attempt, (error) => error instanceof AppError && error.message === unknownRefusal, isUnknown);
}
