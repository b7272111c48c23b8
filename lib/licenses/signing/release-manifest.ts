import "server-only";

import type { LicenseSigningAlgorithm, ReleaseManifest } from "@/lib/licenses/schemas";
import { licenseSigningKeys, type SigningKeys } from "@/lib/licenses/signing/signing-keys";
import type { OfferedRelease } from "@/lib/releases/current-release";

/**
 * How long a mod may rely on a manifest: a day. A mod asks at start-up; an older manifest is refused, so a release
 * pulled since cannot be offered again by replaying yesterday's answer.
 */
const MANIFEST_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * The body of GET /api/mod/releases/latest: `{v: 1, kid, version, channel, sha256, size,
 * publishedAt, notes, iat, exp, nonce?}`, with the `kid` of the key that will sign it. Sign it with signLicenseAnswer
 * and the same algorithm and keys, exactly as a whitelist answer is signed.
 */
export function releaseManifest(
  release: OfferedRelease,
  input: { nonce?: string; algorithm?: LicenseSigningAlgorithm; now?: Date },
  keys: SigningKeys = licenseSigningKeys(),
): ReleaseManifest {
  const iat = Math.floor((input.now ?? new Date()).getTime() / 1000);
  return {
    v: 1,
    kid: keys.current[input.algorithm ?? "rsa-sha256"].kid,
    version: release.version,
    channel: release.channel,
    sha256: release.sha256,
    size: release.sizeBytes,
    publishedAt: release.publishedAt.toISOString(),
    notes: release.notes,
    iat,
    exp: iat + MANIFEST_LIFETIME_SECONDS,
    ...(input.nonce === undefined ? {} : { nonce: input.nonce }),
  };
}
