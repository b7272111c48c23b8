import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { AppError } from "@/lib/api/errors";
import { prisma } from "@/lib/database/db";
import { authorizeUrl } from "@/lib/discord/discord-api";
import { discordConfig } from "@/lib/discord/discord-config";
import { absoluteUrl } from "@/lib/site";

/** How long the buyer has to authorize on Discord before the state is refused. */
const ATTEMPT_MINUTES = 10;

/** Where Discord sends the buyer back: registered as the application's redirect URI. */
export const DISCORD_CALLBACK_PATH = "/discord/callback";

/** The cookie that ties an authorization to the browser that started it, sent back only to the callback. */
export const DISCORD_LINK_COOKIE = "discord_link";

export const stateHash = (state: string) => createHash("sha256").update(state).digest("hex");

/**
 * Starts linking a license's Discord account: a single-use `state` bound to the license and to this
 * browser (`browserNonce`, for the caller to set as the DISCORD_LINK_COOKIE: a consent address passed to someone else
 * links nothing), kept as hashes for 10 minutes, and a PKCE verifier; then the address of Discord's consent page.
 * The caller has checked that the buyer holds the license (their download link) and that it is active. 404 without
 * the DISCORD_ settings.
 */
export async function startDiscordLink(licenseId: string, now = new Date()): Promise<{ url: string; browserNonce: string }> {
  const config = discordConfig();
  if (!config) throw new AppError("not_found", "Not found.");
  const state = randomBytes(32).toString("base64url");
  const codeVerifier = randomBytes(48).toString("base64url");
  const browserNonce = randomBytes(32).toString("base64url");
  await prisma.$transaction(async (tx) => {
    await tx.discordLinkAttempt.deleteMany({ where: { expiresAt: { lt: now } } });
    await tx.discordLinkAttempt.create({
      data: {
        stateHash: stateHash(state),
        licenseId,
        codeVerifier,
        browserHash: stateHash(browserNonce),
        createdAt: now,
        expiresAt: new Date(now.getTime() + ATTEMPT_MINUTES * 60_000),
      },
    });
  });
  const codeChallenge = createHash("sha256").update(codeVerifier).digest("base64url");
  return { url: authorizeUrl(config, { state, codeChallenge, redirectUri: absoluteUrl(DISCORD_CALLBACK_PATH) }), browserNonce };
}

/**
 * The 303 to Discord's consent page for a started link, with the browser's nonce in DISCORD_LINK_COOKIE: sent back
 * only to the callback, only for the 10 minutes the authorization lives.
 */
export function discordConsentRedirect({ url, browserNonce }: { url: string; browserNonce: string }, https: boolean): Response {
  const cookie = [
    `${DISCORD_LINK_COOKIE}=${browserNonce}`,
    `Path=${DISCORD_CALLBACK_PATH}`,
    `Max-Age=${ATTEMPT_MINUTES * 60}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(https ? ["Secure"] : []),
  ].join("; ");
  return new Response(null, { status: 303, headers: { Location: url, "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}
