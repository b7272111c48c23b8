import "server-only";

import { DiscordAPIError, REST, type RESTOptions } from "@discordjs/rest";
import {
  RESTJSONErrorCodes,
  Routes,
  type APIGuildMember,
  type APIUser,
  type RESTGetAPIGuildMembersQuery,
  type RESTPostOAuth2AccessTokenResult,
} from "discord-api-types/v10";

import type { DiscordConfig } from "@/lib/discord/discord-config";

/** The scopes the buyer grants: who they are, and joining the shop's server for them. */
const DISCORD_SCOPES = "identify guilds.join";
/** Discord's largest page of guild members. */
const MEMBERS_PAGE = 1000;

/**
 * Discord's REST API through @discordjs/rest, which queues requests per route and waits out a 429 (its
 * `retry_after`, the X-RateLimit-* headers) before trying again, so no call here is lost to a rate limit; a 5xx
 * or a timeout is retried too. One client per configuration, reused.
 */
const clients = new Map<string, REST>();

/** A rate limit longer than this is not waited out inside the call: the job fails and pg-boss retries it later. */
const LONGEST_WAIT_MS = 30_000;

/**
 * The bot's client. A call's worst case (2 retries of a 10-second timeout, a rate limit of up to 30 seconds) stays
 * well inside the role job's 2-minute expiry, so a pass is never retried while its own call is still under way.
 */
function bot(config: DiscordConfig): REST {
  return client(config, "bot", { retries: 2, timeout: 10_000, rejectOnRateLimit: (limit) => limit.retryAfter > LONGEST_WAIT_MS });
}

/**
 * The client for the token endpoints: no retries. An authorization code works once, so a retry after a timeout
 * Discord had answered would fail and leave the token it issued unrevoked; the buyer tries again instead.
 */
function oauth(config: DiscordConfig): REST {
  return client(config, "oauth", { retries: 0, timeout: 10_000 });
}

function client(config: DiscordConfig, kind: string, options: Partial<RESTOptions>): REST {
  const key = `${kind} ${config.apiBase} ${config.botToken}`;
  let rest = clients.get(key);
  if (!rest) {
    rest = new REST({ version: "10", api: config.apiBase, ...options }).setToken(config.botToken);
    clients.set(key, rest);
  }
  return rest;
}

/** The page Discord asks the buyer's consent on: the authorization-code flow with PKCE (S256) and a one-time `state`. */
export function authorizeUrl(config: DiscordConfig, input: { state: string; codeChallenge: string; redirectUri: string }): string {
  const query = new URLSearchParams({
    response_type: "code",
    client_id: config.clientId,
    scope: DISCORD_SCOPES,
    state: input.state,
    redirect_uri: input.redirectUri,
    code_challenge: input.codeChallenge,
    code_challenge_method: "S256",
    prompt: "consent",
  });
  return `${config.oauthBase}/oauth2/authorize?${query}`;
}

/** Exchanges the authorization code (with the PKCE verifier) for the buyer's access token. */
export async function exchangeCode(config: DiscordConfig, input: { code: string; codeVerifier: string; redirectUri: string }): Promise<string> {
  const body = new URLSearchParams({ grant_type: "authorization_code", code: input.code, redirect_uri: input.redirectUri, code_verifier: input.codeVerifier });
  const answer = (await oauth(config).post(Routes.oauth2TokenExchange(), {
    body,
    passThroughBody: true,
    auth: false,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Authorization: basic(config) },
  })) as RESTPostOAuth2AccessTokenResult;
  return answer.access_token;
}

/** Revokes the buyer's access token once the link is made: the shop keeps no Discord token. */
export async function revokeToken(config: DiscordConfig, accessToken: string): Promise<void> {
  await oauth(config).post(Routes.oauth2TokenRevocation(), {
    body: new URLSearchParams({ token: accessToken, token_type_hint: "access_token" }),
    passThroughBody: true,
    auth: false,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Authorization: basic(config) },
  });
}

/** Who granted the token: the Discord user id and the name to show (the global name, else the username). */
export async function currentUser(config: DiscordConfig, accessToken: string): Promise<{ id: string; name: string }> {
  const user = (await bot(config).get(Routes.user("@me"), { auth: false, headers: { Authorization: `Bearer ${accessToken}` } })) as APIUser;
  return { id: user.id, name: user.global_name ?? user.username };
}

/**
 * Adds the user to the guild with their token (`guilds.join`). Discord answers 201 when it added them and 204 when
 * they were a member already, and then ignores any roles sent: the role is given by its own call (setBuyerRole).
 */
export async function joinGuild(config: DiscordConfig, userId: string, accessToken: string): Promise<void> {
  await bot(config).put(Routes.guildMember(config.guildId, userId), { body: { access_token: accessToken } });
}

/**
 * Gives the buyer role (`has` true) or takes it away. A user who is not in the guild has no role to change:
 * "not_member" (they left, or never joined), which is no failure to retry.
 */
export async function setBuyerRole(config: DiscordConfig, userId: string, has: boolean): Promise<"done" | "not_member"> {
  const route = Routes.guildMemberRole(config.guildId, userId, config.roleId);
  try {
    await (has ? bot(config).put(route) : bot(config).delete(route));
    return "done";
  } catch (error) {
    if (error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownMember) return "not_member";
    throw error;
  }
}

/** Every member of the guild, a page of up to 1,000 at a time in the order of their ids: id and role ids. */
export async function* guildMembers(config: DiscordConfig): AsyncGenerator<{ userId: string; roles: string[] }[]> {
  let after = "0";
  for (;;) {
    const query: RESTGetAPIGuildMembersQuery = { limit: MEMBERS_PAGE, after };
    const page = (await bot(config).get(Routes.guildMembers(config.guildId), {
      query: new URLSearchParams({ limit: String(query.limit), after: String(query.after) }),
    })) as APIGuildMember[];
    const members = page.flatMap((member) => (member.user ? [{ userId: member.user.id, roles: member.roles }] : []));
    if (members.length > 0) yield members;
    if (page.length < MEMBERS_PAGE || members.length === 0) return;
    after = members[members.length - 1]!.userId;
  }
}

function basic(config: DiscordConfig): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString("base64")}`;
}
