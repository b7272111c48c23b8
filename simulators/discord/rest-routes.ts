import { OAuth2Scopes, type APIGuildMember, type APIUser, type RESTGetAPIGuildMembersResult, type RESTGetAPIUserResult } from "discord-api-types/v10";

import { header, isRecord, json, parseJson, type SimRequest, type SimResponse } from "../http";
import type { DiscordApplication } from "./demo";
import { invalidAccessToken, invalidFormBody, invalidJson, unauthorized, unknownGuild, unknownMember, unknownRole } from "./errors";
import type { Guild } from "./guild";
import type { AuthorizationServer } from "./oauth";
import { isSnowflake } from "./snowflake";
import { NO_USER_FLAGS, type UserDirectory } from "./users";

/** What the REST routes read and change; the simulator owns it. */
export interface RestContext {
  readonly app: DiscordApplication;
  readonly users: UserDirectory;
  readonly guild: Guild;
  readonly oauth: AuthorizationServer;
}

type Params = Record<string, string>;
type Run = (ctx: RestContext, req: SimRequest, params: Params) => SimResponse;

export interface RestRoute {
  method: string;
  /** The path with `{name}` for each id, e.g. `/guilds/{guild}/members/{user}`: the rate-limit bucket's route. */
  shape: string;
  /** Routes for the bot (Authorization: Bot) in the configured guild; the others check their own authorization. */
  bot: boolean;
  run: Run;
}

const NO_CONTENT: SimResponse = { status: 204, headers: {}, body: "" };
const MAX_NICK = 32;

function botUser(app: DiscordApplication): APIUser {
  return {
    id: app.clientId,
    username: app.applicationName,
    discriminator: "4617",
    global_name: null,
    avatar: null,
    bot: true,
    banner: null,
    accent_color: null,
    public_flags: NO_USER_FLAGS,
    flags: NO_USER_FLAGS,
    verified: true,
    mfa_enabled: false,
    locale: "en-US",
  };
}

// GET /users/@me – the token's user: a Bearer token with `identify`, or the bot's own user
const currentUser: Run = (ctx, req) => {
  const authorization = header(req, "authorization") ?? "";
  if (authorization === `Bot ${ctx.app.botToken}`) return json(200, botUser(ctx.app) satisfies RESTGetAPIUserResult);
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization);
  const grant = bearer?.[1] ? ctx.oauth.grantOf(bearer[1]) : undefined;
  const user = grant?.scopes.includes(OAuth2Scopes.Identify) ? ctx.users.get(grant.userId) : undefined;
  return user ? json(200, user satisfies RESTGetAPIUserResult) : unauthorized();
};

// PUT /guilds/{guild}/members/{user} – adds the user with their access token (guilds.join); 204 if already a member
const addMember: Run = (ctx, req, { user = "" }) => {
  const body = parseJson(req.body);
  if (body === undefined) return invalidJson();
  if (!isRecord(body)) return invalidFormBody(null, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType");
  if (typeof body.access_token !== "string" || body.access_token === "") return invalidFormBody("access_token", "BASE_TYPE_REQUIRED", "This field is required");
  const roles = body.roles ?? [];
  if (!Array.isArray(roles) || !roles.every((role): role is string => typeof role === "string" && isSnowflake(role))) {
    return invalidFormBody("roles", "BASE_TYPE_BAD_TYPE", "Must be an array of snowflakes.");
  }
  const nick = body.nick ?? null;
  if (nick !== null && typeof nick !== "string") return invalidFormBody("nick", "STRING_TYPE_CONVERT", "Could not interpret the value as string.");
  if (nick !== null && (nick.length < 1 || nick.length > MAX_NICK)) {
    return invalidFormBody("nick", "BASE_TYPE_BAD_LENGTH", `Must be between 1 and ${MAX_NICK} in length.`);
  }
  for (const field of ["mute", "deaf"] as const) {
    const value = body[field];
    if (value !== undefined && typeof value !== "boolean") return invalidFormBody(field, "BOOLEAN_TYPE_CONVERT", `Value "${String(value)}" is not bool.`);
  }
  const grant = ctx.oauth.grantOf(body.access_token);
  if (!grant || grant.userId !== user || !grant.scopes.includes(OAuth2Scopes.GuildsJoin)) return invalidAccessToken();
  if (ctx.guild.isMember(user)) return NO_CONTENT;
  if (!roles.every((role) => ctx.guild.hasRole(role))) return unknownRole();
  const member: APIGuildMember = ctx.guild.join(user, { roles, nick, mute: body.mute === true, deaf: body.deaf === true });
  return json(201, member);
};

// GET /guilds/{guild}/members/{user}
const getMember: Run = (ctx, _req, { user = "" }) => {
  const member = ctx.guild.member(user);
  return member ? json(200, member satisfies APIGuildMember) : unknownMember();
};

// DELETE /guilds/{guild}/members/{user} – kicks the member
const removeMember: Run = (ctx, _req, { user = "" }) => (ctx.guild.leave(user) ? NO_CONTENT : unknownMember());

// GET /guilds/{guild}/members?limit=1..1000&after=<user id> – members above `after`, lowest id first
const listMembers: Run = (ctx, req) => {
  const rawLimit = req.query.get("limit");
  const limit = rawLimit === null ? 1 : Number(rawLimit);
  if (rawLimit !== null && !/^-?\d+$/.test(rawLimit)) return invalidFormBody("limit", "NUMBER_TYPE_COERCE", `Value "${rawLimit}" is not int.`);
  if (limit < 1) return invalidFormBody("limit", "NUMBER_TYPE_MIN", "int value should be greater than or equal to 1.");
  if (limit > 1000) return invalidFormBody("limit", "NUMBER_TYPE_MAX", "int value should be less than or equal to 1000.");
  const after = req.query.get("after") ?? "0";
  if (!isSnowflake(after)) return invalidFormBody("after", "NUMBER_TYPE_COERCE", `Value "${after}" is not snowflake.`);
  return json(200, ctx.guild.list(after, limit) satisfies RESTGetAPIGuildMembersResult);
};

// PUT and DELETE /guilds/{guild}/members/{user}/roles/{role} – 204 whether or not the member had the role
function changeRole(add: boolean): Run {
  return (ctx, _req, { user = "", role = "" }) => {
    if (!ctx.guild.isMember(user)) return unknownMember();
    if (!ctx.guild.hasRole(role)) return unknownRole();
    ctx.guild.setRole(user, role, add);
    return NO_CONTENT;
  };
}

/** The API routes below `/api/v10` the simulator answers. */
export const REST_ROUTES: readonly RestRoute[] = [
  { method: "GET", shape: "/users/@me", bot: false, run: currentUser },
  { method: "GET", shape: "/guilds/{guild}/members", bot: true, run: listMembers },
  { method: "GET", shape: "/guilds/{guild}/members/{user}", bot: true, run: getMember },
  { method: "PUT", shape: "/guilds/{guild}/members/{user}", bot: true, run: addMember },
  { method: "DELETE", shape: "/guilds/{guild}/members/{user}", bot: true, run: removeMember },
  { method: "PUT", shape: "/guilds/{guild}/members/{user}/roles/{role}", bot: true, run: changeRole(true) },
  { method: "DELETE", shape: "/guilds/{guild}/members/{user}/roles/{role}", bot: true, run: changeRole(false) },
];

/** The ids in `path` by name when it has the route's shape. */
export function matchShape(shape: string, path: string): Params | undefined {
  const names: string[] = [];
  const pattern = new RegExp(`^${shape.replace(/\{(\w+)\}/g, (_m, name: string) => (names.push(name), "([^/]+)"))}$`);
  const match = pattern.exec(path);
  if (!match) return undefined;
  // The path's segments come decoded (a malformed escape stays as sent: no snowflake, so the route answers Discord's form error).
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""]));
}

/** Runs a matched route: the bot's token and guild first, then the ids, then the route itself. */
export function runRoute(ctx: RestContext, route: RestRoute, req: SimRequest, params: Params): SimResponse {
  if (route.bot) {
    if (header(req, "authorization") !== `Bot ${ctx.app.botToken}`) return unauthorized();
    for (const [name, value] of Object.entries(params)) {
      if (!isSnowflake(value)) return invalidFormBody(`${name}_id`, "NUMBER_TYPE_COERCE", `Value "${value}" is not snowflake.`);
    }
    if (params.guild !== ctx.app.guildId) return unknownGuild();
  }
  return route.run(ctx, req, params);
}
