import { verifiesWithJwks, type Jwks } from "../support/signed-answers";
import { nextClientAddress, nextNonce } from "./clients";
import { benchUuid } from "./database";
import type { LoadOptions } from "./load";

/**
 * app/api/license/verify/route.ts allows 30 checks a minute per UUID; the bench stays one under it per license
 * (the stride walk spreads a load's requests evenly, one more on some licenses than on others).
 */
const CHECKS_PER_UUID = 29;
/** Walks the licenses in a scattered order (a prime stride), so a load touches the whole table, not its first rows. */
const STRIDE = 7_919;
/** One answer in this many has its signature verified as a mod would (the rest: status and body). */
const VERIFY_EVERY = 50;

/** License 0 is kept out of the loads: the revocation measurement revokes it, and needs its own per-UUID budget to poll. */
export const REVOKED_LICENSE = 0;

type WhitelistAnswer = { active?: boolean; uuid?: string; nonce?: string };

/**
 * What a mod asks its answers to be signed with: ECDSA P-256 (what the Java client asks for, the measure of the throughput goal)
 * or RSA-3072 (the default, for mods released before ECDSA; 1.3 ms of CPU per signature, measured beside it).
 */
type SigningAlgorithm = "ecdsa-sha256" | "rsa-sha256";

/** The path of a whitelist check with a fresh nonce; the nonce and UUID go into `context` for the check of its answer. */
function checkPath(uuid: string, context: Record<string, unknown> = {}, alg: SigningAlgorithm = "ecdsa-sha256"): string {
  const nonce = nextNonce();
  Object.assign(context, { uuid, nonce });
  // RSA is asked for as a mod released before ECDSA asks: with no alg at all.
  return `/api/license/verify?uuid=${uuid}&nonce=${nonce}${alg === "rsa-sha256" ? "" : `&alg=${alg}`}`;
}

/**
 * Whitelist checks of licenses `first` to `end - 1`, each expected to answer "active" for the UUID and nonce it
 * asked with. `usedPerLicense`: checks an earlier load made of each of these licenses less than a minute ago.
 */
export function whitelistLoad(
  { first, end }: { first: number; end: number },
  usedPerLicense: number,
  jwks: Jwks,
  host: string,
  alg: SigningAlgorithm,
): Pick<LoadOptions, "path" | "check" | "budget"> {
  const pool = end - first;
  const stride = coprimeStride(pool);
  let next = 0;
  let checked = 0;
  return {
    budget: Math.max(0, CHECKS_PER_UUID - usedPerLicense) * pool,
    path: (context) => {
      next += 1;
      const uuid = benchUuid(first + ((next * stride) % pool));
      const path = checkPath(uuid, context, alg);
      context.target = path;
      return path;
    },
    check: (body, context, headers) => {
      let answer: WhitelistAnswer;
      try {
        answer = JSON.parse(body) as WhitelistAnswer;
      } catch {
        return `the check of ${String(context.uuid)} answered a body that is not JSON: ${body.slice(0, 100)}`;
      }
      if (answer.active !== true) return `${String(context.uuid)} answered active: ${String(answer.active)}`;
      if (answer.uuid?.replaceAll("-", "") !== context.uuid) return `asked for ${String(context.uuid)}, answered for ${String(answer.uuid)}`;
      if (answer.nonce !== context.nonce) return `sent nonce ${String(context.nonce)}, answered ${String(answer.nonce)}`;
      if (!headers.get("license-signature")?.includes(`algorithm="${alg}"`)) return `asked for ${alg}, answered ${String(headers.get("license-signature"))}`;
      checked += 1;
      if (checked % VERIFY_EVERY === 0 && !verifiesWithJwks({ method: "GET", target: String(context.target), host }, { body, headers }, jwks)) {
        return `the signature of the answer to ${String(context.target)} does not verify with the published keys`;
      }
      return null;
    },
  };
}

function coprimeStride(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let stride = STRIDE;
  while (gcd(stride, n) !== 1) stride += 1;
  return stride;
}

/** One whitelist check, outside a load: whether the license is active (any answer but 200 throws). */
export async function isActive(origin: string, uuid: string): Promise<boolean> {
  const context: Record<string, unknown> = {};
  const res = await fetch(`${origin}${checkPath(uuid, context)}`, { headers: { "x-forwarded-for": nextClientAddress() } });
  if (res.status !== 200) throw new Error(`the whitelist check of ${uuid} answered ${res.status}: ${await res.text()}`);
  const answer = (await res.json()) as WhitelistAnswer;
  if (answer.nonce !== context.nonce) throw new Error(`the whitelist check of ${uuid} answered another nonce`);
  return answer.active === true;
}
