import { jsonPost } from "@/lib/api/json-post";
import { parseWith } from "@/lib/api/parse";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { proveOwnership } from "@/lib/licenses/prove-ownership";
import { licenseProofQuerySchema, licenseProofSchema } from "@/lib/licenses/schemas";
import { licenseAnswer } from "@/lib/licenses/signing/license-answer";
import { signedRequestOf, signLicenseAnswer } from "@/lib/licenses/signing/sign-license-answer";

export const dynamic = "force-dynamic";

/** Names the answer's proof, so a mod tells it from a plain whitelist check. */
const PROOF_KIND = "mojang-session";

// POST /api/license/proof[?download=1][&alg=ecdsa-sha256] – the proof of account ownership: after joining the challenge's server id on Mojang's
// session server, the mod sends { username, serverId, nonce? } and gets the signed whitelist answer with "proof", or 403.
// Each proof costs a call to Mojang: limited per address, beside the per-account limits of proveOwnership.
export const POST = jsonPost({
  rateLimit: RATE_LIMITS.licenseProof,
  schema: licenseProofSchema,
  run: async (input, { ipAddress, req }) => {
    const query = parseWith(licenseProofQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
    const { uuid, active, username, download, jar } = await proveOwnership(input, { ipAddress, download: query.download === "1" });
    const extra = { proof: PROOF_KIND, ...(download && { download }), ...(jar && { jar }) };
    const answer = licenseAnswer({ uuid, active, username, nonce: input.nonce, extra, algorithm: query.alg });
    const { body, headers } = await signLicenseAnswer(signedRequestOf(req), answer, { algorithm: query.alg });
    return new Response(body, { status: 200, headers: { ...headers, "Cache-Control": "no-store" } });
  },
});
