import { createBatchedRateLimiter } from "@/lib/api/batched-rate-limit";
import { AppError } from "@/lib/api/errors";
import { rateLimitHeaders } from "@/lib/api/rate-limit-headers";
import { rateLimitedGet } from "@/lib/api/rate-limited-get";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { SIGNING_ALGORITHM_QUERY_ERROR, verifyLicenseQuerySchema } from "@/lib/licenses/schemas";
import { licenseAnswer } from "@/lib/licenses/signing/license-answer";
import { signedRequestOf, signLicenseAnswer } from "@/lib/licenses/signing/sign-license-answer";
import { verifyLicense } from "@/lib/licenses/verify-license";

export const dynamic = "force-dynamic";

/**
 * One player's account, from any number of addresses. Both limits count in memory and share their counts in
 * batches (lib/api/batched-rate-limit.ts): the check never waits on the database to count.
 */
const perUuid = createBatchedRateLimiter(RATE_LIMITS.licenseVerifyUuid);

const QUERY_ERRORS = {
  uuid: "Query parameter uuid must be a Minecraft UUID (32 hex digits, dashes optional).",
  nonce: "Query parameter nonce must be 16 to 64 characters of A-Z, a-z, 0-9, _ and -.",
  alg: SIGNING_ALGORITHM_QUERY_ERROR,
} as const;

// GET /api/license/verify?uuid=<uuid>&nonce=<nonce>[&alg=ecdsa-sha256] – the mod's whitelist check: a signed answer (docs/license-api.md)
// that still carries the plain { active, username } old mods read. Errors are plain and unsigned.
export const GET = rateLimitedGet({
  rateLimit: RATE_LIMITS.licenseVerify,
  batched: true,
  run: async (req, { limit: byAddress }) => {
    const params = new URL(req.url).searchParams;
    const query = { uuid: params.get("uuid") ?? "", nonce: params.get("nonce") ?? undefined, alg: params.get("alg") ?? undefined };
    const parsed = verifyLicenseQuerySchema.safeParse(query);
    if (!parsed.success) {
      const field = (["uuid", "nonce", "alg"] as const).find((name) => parsed.error.issues.some((i) => i.path[0] === name)) ?? "uuid";
      throw new AppError("bad_request", QUERY_ERRORS[field]);
    }
    const { uuid, nonce, alg } = parsed.data;
    // Counted in the normalised form, so dashed and undashed spellings share one budget.
    const byUuid = await perUuid.hit(uuid);
    const result = await verifyLicense(uuid);
    const { body, headers } = await signLicenseAnswer(signedRequestOf(req), licenseAnswer({ uuid, ...result, nonce, algorithm: alg }), { algorithm: alg });
    return new Response(body, { status: 200, headers: { ...headers, "Cache-Control": "no-store", ...rateLimitHeaders([byAddress, byUuid]) } });
  },
});
