import "server-only";

import type { LicenseSigningAlgorithm, SignedLicenseAnswer } from "@/lib/licenses/schemas";
import { licenseSigningKeys, type SigningKeys } from "@/lib/licenses/signing/signing-keys";

/** How long a mod may rely on an "active" answer without asking again (offline grace), in seconds. */
export const ACTIVE_ANSWER_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** How long an "inactive" answer holds: short, so a license restored by an admin works again within the hour. */
const INACTIVE_ANSWER_LIFETIME_SECONDS = 60 * 60;

/** The signed body of a whitelist answer, as lib/licenses/schemas.ts documents it, with any further fields after the standard ones. */
type LicenseAnswer = SignedLicenseAnswer & { [extra: string]: unknown };

type LicenseAnswerInput = {
  uuid: string;
  active: boolean;
  username?: string;
  /** The mod's nonce, echoed so a replayed answer is told from a fresh one; omitted when the mod sent none. */
  nonce?: string;
  now?: Date;
  /** Overrides the lifetime (`exp - iat`); by default 7 days when active, 1 hour when not. */
  lifetimeSeconds?: number;
  /** Further fields after the standard ones, e.g. `{ proof: "mojang-session" }`; they cannot replace a standard field. */
  extra?: Record<string, unknown>;
  /** The algorithm that will sign it, which picks the key the body's `kid` names; rsa-sha256 by default. */
  algorithm?: LicenseSigningAlgorithm;
};

/**
 * The body of a signed whitelist answer, `{v: 1, kid, uuid, active, username?, iat, exp, nonce?, ...extra}`,
 * with the `kid` of the key that will sign it. Pass the same `keys` and algorithm to signLicenseAnswer (both default to
 * the server's keys and rsa-sha256).
 */
export function licenseAnswer(input: LicenseAnswerInput, keys: SigningKeys = licenseSigningKeys()): LicenseAnswer {
  const iat = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const lifetime = input.lifetimeSeconds ?? (input.active ? ACTIVE_ANSWER_LIFETIME_SECONDS : INACTIVE_ANSWER_LIFETIME_SECONDS);
  const standard = {
    v: 1 as const,
    kid: keys.current[input.algorithm ?? "rsa-sha256"].kid,
    uuid: input.uuid,
    active: input.active,
    ...(input.username === undefined ? {} : { username: input.username }),
    iat,
    exp: iat + lifetime,
    ...(input.nonce === undefined ? {} : { nonce: input.nonce }),
  };
  const extra = Object.entries(input.extra ?? {}).filter(([name]) => !Object.hasOwn(standard, name));
  return { ...standard, ...Object.fromEntries(extra) };
}
