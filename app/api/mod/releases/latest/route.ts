import { AppError } from "@/lib/api/errors";
import { parseWith } from "@/lib/api/parse";
import { rateLimitHeaders } from "@/lib/api/rate-limit-headers";
import { rateLimitedGet } from "@/lib/api/rate-limited-get";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { releaseManifestQuerySchema } from "@/lib/licenses/schemas";
import { releaseManifest } from "@/lib/licenses/signing/release-manifest";
import { signedRequestOf, signLicenseAnswer } from "@/lib/licenses/signing/sign-license-answer";
import { getNewestRelease } from "@/lib/releases/current-release";

export const dynamic = "force-dynamic";

/** The 404 a channel without a release answers; the Java client reads it as "no update". */
const NO_RELEASE_ON_CHANNEL = "No release has been published on this channel yet.";

// GET /api/mod/releases/latest?channel=stable|beta[&nonce=<nonce>][&alg=ecdsa-sha256] – the release a channel offers, as a manifest
// signed exactly as whitelist answers are (docs/license-api.md, "Updates"). Pulled releases are never offered. Errors are plain and
// unsigned. A mod asks at start-up: limited per address as the whitelist check is.
export const GET = rateLimitedGet({
  rateLimit: RATE_LIMITS.releaseManifest,
  batched: true,
  run: async (req, { limit }) => {
    const params = new URL(req.url).searchParams;
    const query = parseWith(releaseManifestQuerySchema, {
      channel: params.get("channel") ?? undefined,
      nonce: params.get("nonce") ?? undefined,
      alg: params.get("alg") ?? undefined,
    });
    const release = await getNewestRelease(query.channel);
    if (!release) throw new AppError("not_found", NO_RELEASE_ON_CHANNEL);
    const manifest = releaseManifest(release, { nonce: query.nonce, algorithm: query.alg });
    const { body, headers } = await signLicenseAnswer(signedRequestOf(req), manifest, { algorithm: query.alg });
    return new Response(body, { status: 200, headers: { ...headers, "Cache-Control": "no-store", ...rateLimitHeaders([limit]) } });
  },
});
