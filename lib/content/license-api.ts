import { RATE_LIMITS } from "@/lib/api/rate-limits";
import type { DocumentSection } from "@/lib/content/document";
import type { PageMeta } from "@/lib/seo";
import { site } from "@/lib/site";

export const OPENAPI_PATH = "/openapi.json";
export const JWKS_PATH = "/.well-known/jwks.json";

export const LICENSE_API_META: PageMeta = {
  title: "License API for Mod Authors",
  description: `How the ${site.name} mod checks its license: signed whitelist answers, the JWKS keys, proof of Minecraft account ownership, offline grace, rate limits and the Java client.`,
  keywords: ["minecraft mod license api", "whitelist check", "signed license", "jwks", "mojang session server", "hasJoined"],
  path: "/docs/license-api",
  type: "article",
};

export const LICENSE_API_PAGE = {
  heading: "License API for Mod Authors",
  intro: `How the ${site.name} mod asks this shop whether a player is licensed, and how it can trust the answer: every answer is signed, bound to a fresh nonce, and a player can prove they own the Minecraft account they claim, the way Minecraft servers check it.`,
  tocLabel: "On this page",
};

const VERIFY_EXAMPLE = `GET /api/license/verify?uuid=069a79f444e94726a5befca90e38aaf5&nonce=q1w2e3r4t5y6u7i8o9p0&alg=ecdsa-sha256

200 OK
Date: Mon, 23 Nov 2026 21:00:00 GMT
Digest: sha-256=<base64 of SHA-256 of the body bytes>
License-Signature: keyid="<kid of the EC key>", algorithm="ecdsa-sha256", signature="<base64 of the DER signature>", headers="(request-target) host date digest"

{"v":1,"kid":"<kid of the EC key>","uuid":"069a79f4-44e9-4726-a5be-fca90e38aaf5","active":true,"username":"Notch","iat":1795467600,"exp":1796072400,"nonce":"q1w2e3r4t5y6u7i8o9p0"}`;

const SIGNING_STRING = `(request-target): get /api/license/verify?uuid=069a79f444e94726a5befca90e38aaf5&nonce=q1w2e3r4t5y6u7i8o9p0&alg=ecdsa-sha256
host: <host>
date: <the Date header>
digest: <the Digest header>`;

const PROOF_EXAMPLE = `POST /api/license/challenge   {"uuid": "<the player's UUID>"}
  → {"serverId": "<40 hex characters>", "expiresAt": "<2 minutes from now>"}

POST https://sessionserver.mojang.com/session/minecraft/join
     {"accessToken": "<the session's token>", "selectedProfile": "<UUID>", "serverId": "<serverId>"}
  (the mod calls Mojang itself; the token goes to Mojang only)

POST /api/license/proof   {"username": "<name>", "serverId": "<serverId>", "nonce": "<fresh nonce>"}
  → 200 the signed answer, with "proof": "mojang-session", or 403`;

export const LICENSE_API_SECTIONS: readonly DocumentSection[] = [
  {
    id: "signed-answers",
    heading: "Checking a license: signed answers",
    paragraphs: [
      "The mod asks GET /api/license/verify with the player's Mojang UUID (dashes optional, any case) and a nonce: 16 to 64 characters of A-Z, a-z, 0-9, _ and -, picked afresh for every check. The answer's body is {v, kid, uuid, active, username, iat, exp, nonce}: iat and exp are epoch seconds, exp is 7 days after iat when the license is active and 1 hour after when it is not, and the nonce is the one the mod sent. active and username are the plain fields older versions of the mod read, and they stay.",
      "Three headers sign the answer: Date (an HTTP date), Digest (sha-256= and the base64 of the SHA-256 of the exact body bytes) and License-Signature, which names the key (keyid), the algorithm (rsa-sha256 or ecdsa-sha256), the signed headers and the signature. An answer without a nonce is signed all the same. Errors (400 for a malformed UUID, nonce or alg, 429 for too many checks) are plain JSON and not signed: never treat one as an answer.",
    ],
    code: VERIFY_EXAMPLE,
  },
  {
    id: "verifying",
    heading: "Verifying an answer",
    paragraphs: [
      "The signature is over these four lines joined by a line feed, the draft-cavage HTTP-signature form, with SHA-256. Asked with alg=ecdsa-sha256, it is ECDSA with the shop's P-256 key, its base64 that of the DER encoding (Java 8's SHA256withECDSA verifies it as is). Without alg, or with alg=rsa-sha256, it is RSASSA-PKCS1-v1_5 with the shop's 3072-bit RSA key (SHA256withRSA). Either way any Java 8 verifies it without a library.",
    ],
    code: SIGNING_STRING,
    list: [
      "Hash the body bytes as received and compare with Digest; then verify the signature over the four lines with the public key whose kid is the keyid.",
      "Check that the algorithm is the one the mod asked for, and refuse any other: otherwise whoever stands between the mod and the shop picks it.",
      "Check that the body's nonce is the one this check sent and its uuid is the player's: an answer for another request is a replay.",
      "Check that exp is still in the future. Only then read active.",
      "Refuse the answer if anything fails, and treat it as no answer at all (see offline grace below).",
    ],
  },
  {
    id: "algorithms",
    heading: "RSA or ECDSA",
    paragraphs: [
      "Ask for ecdsa-sha256 in a new mod. Both algorithms are at the same security level (128 bits), but the shop signs an ECDSA P-256 answer about fifty times faster than an RSA-3072 one (some 0.03 ms of CPU against some 1.5 ms), which keeps the check fast when many players start the game at once, and its signature takes about 72 bytes instead of 384.",
      "RSA stays the default, byte for byte as it always was: a mod released before ECDSA sends no alg and keeps getting the RSA answers it verifies. Any other alg than rsa-sha256 or ecdsa-sha256 is refused with 400.",
    ],
  },
  {
    id: "keys",
    heading: "Keys and rotation",
    paragraphs: [
      `The public keys are a JWK Set at ${JWKS_PATH}, cacheable for an hour: the RSA key first (kty RSA, n, e, kid, alg RS256, use sig; 3072 bits), then the EC key (kty EC, crv P-256, x, y, kid, alg ES256, use sig), then retired keys. A kid is the key's RFC 7638 thumbprint. Ship the mod with the set pinned, and fetch it again only to learn a new key.`,
      "When the shop rotates its key, the new key signs every answer from then on and the old one stays in the set as retired, so answers the mod cached before still verify until they expire. A keyid the mod does not know is refused until a fresh set names it.",
    ],
  },
  {
    id: "ownership",
    heading: "Proving the player owns the account",
    paragraphs: [
      "A UUID alone proves nothing: a cracked launcher can claim any. The mod proves ownership the way Minecraft servers do, through Mojang's session server, and its access token never reaches this shop.",
      "First it asks POST /api/license/challenge for a one-time server id (40 hex characters, valid 2 minutes, usable once). It joins Mojang's session server with that id itself, then sends the username and the id to POST /api/license/proof. The shop asks Mojang's hasJoined whether that username joined with that id, checks that the account is the challenge's UUID, and answers the signed form above with \"proof\": \"mojang-session\" and an exp 7 days out, or 403 when the proof fails (another account's session, an id used before or expired, a wrong username). With ?download=1 the answer also carries a fresh download link, for a buyer who lost the e-mail with theirs; alg picks the signature as for the check.",
    ],
    code: PROOF_EXAMPLE,
  },
  {
    id: "offline",
    heading: "Offline grace",
    paragraphs: [
      "Keep the last good signed answer (body and headers, as received) and use it while the shop cannot be reached, until its exp. Remember the latest time the mod has seen; if the system clock is ever earlier than that, the clock went back, and the cached answer must be refused. A network error or a 429 is no reason to lock a licensed player out, and no reason to trust an unsigned answer either.",
    ],
  },
  {
    id: "data",
    heading: "What the mod sends, and what it never sends",
    paragraphs: ["The mod sends only what the check needs, and nothing else:"],
    list: [
      "Sent: the player's Minecraft UUID, and the username for a proof.",
      "Sent: a nonce it made up for that one check.",
      "Sent: the one-time server id of a challenge.",
      "Never sent: the Minecraft access token, which goes to Mojang's session server only.",
      "Never sent: a hardware id, a machine fingerprint, or any other data about the player or their computer.",
    ],
  },
  {
    id: "rate-limits",
    heading: "Rate limits",
    paragraphs: [
      `GET /api/license/verify allows ${RATE_LIMITS.licenseVerify.limit} checks a minute from one address and ${RATE_LIMITS.licenseVerifyUuid.limit} a minute for one UUID from all addresses together; a player's own mod never comes near either. POST /api/license/challenge allows ${RATE_LIMITS.licenseChallenge.limit} a minute from one address and ${RATE_LIMITS.licenseChallengeUuid.limit} a minute for one UUID; POST /api/license/proof allows ${RATE_LIMITS.licenseProof.limit} a minute from one address, and ${RATE_LIMITS.licenseProofUsername.limit} a minute for one username and ${RATE_LIMITS.licenseProofUuid.limit} for one UUID. A mod asks for one challenge and sends one proof when it starts, so it never comes near these either.`,
      "Every answer reports its budget in the RateLimit-Policy and RateLimit fields (draft-ietf-httpapi-ratelimit-headers). A 429 names the limit it hit and carries Retry-After in seconds: keep the cached answer and ask again no sooner. Check at start-up and then every few minutes at most.",
    ],
  },
  {
    id: "updates",
    heading: "Updates",
    paragraphs: [
      `Releases come on two channels, stable and beta, and a release can be pulled; a pulled release is never offered again. For Forge's own update checker, name GET /api/mod/forge-update.json in the mod's @Mod annotation (updateJSON = "<this site>/api/mod/forge-update.json"): it answers Forge's format for Minecraft 1.8.9, with the newest stable release as recommended and the newest of either channel as latest, an ETag, and a minute's caching.`,
      `The mod never updates itself: the player chooses when. To show that a newer release exists, and to fetch it once the player asks, a mod asks GET /api/mod/releases/latest?channel=stable (or beta) with a nonce: the answer names the version, its SHA-256, size and notes, and is signed exactly as a license answer, so the same code verifies it. It then downloads the jar through the proof's jar link with &version= added, and keeps it only if its size and SHA-256 match the signed ones. ${RATE_LIMITS.releaseManifest.limit} manifests and ${RATE_LIMITS.forgeUpdate.limit} update JSONs a minute per address.`,
    ],
  },
  {
    id: "java-client",
    heading: "The Java client",
    paragraphs: [
      "clients/java/ in the shop's repository holds a reference client for Java 8 with no dependencies, one or two source files to copy into the mod. It checks a license with a fresh nonce and verifies the signature against the pinned JWKS keys, runs the challenge, join and proof flow given the session's access token, and keeps the last good answer for offline use until its exp, refusing it when the clock went back. It asks for ECDSA by default (RSA on request) and refuses an answer signed with any other algorithm than the one it asked for. checkForUpdate finds and verifies a newer release to tell the player of, and downloadUpdate fetches it when the player asks.",
    ],
  },
  {
    id: "contract",
    heading: "The machine-readable contract",
    paragraphs: [
      "Every public endpoint, with its parameters, answers, headers and errors, is described as an OpenAPI 3.1 document generated from the same schemas the server validates with.",
    ],
    link: { lead: "OpenAPI document:", href: OPENAPI_PATH, label: OPENAPI_PATH },
  },
];

/** What the mod is told when a proof of account ownership fails (POST /api/license/proof, 403); mod authors may show it to players. */
export const PROOF_REFUSALS = {
  unknown_challenge: "That server id is unknown or has expired. Ask for a new challenge.",
  reused: "That server id has already been used. Ask for a new challenge.",
  expired: "That server id has expired. Ask for a new challenge.",
  not_joined: "Mojang's session server has no join of that server id by that username.",
  wrong_account: "The account that joined is not the one the challenge was for.",
} as const;

export type ProofRefusal = keyof typeof PROOF_REFUSALS;
