import type { APIGuildMember, APIUser } from "discord-api-types/v10";

import type { SimRequest, SimResponse } from "../http";
import { parseAuthorizationRequest } from "./authorization-request";
import { authorizeRoute, type AuthorizePageContext } from "./authorize-page";
import { ChannelWebhooks } from "./channel-webhooks";
import { DISCORD_DEMO, DISCORD_MOUNT, type DiscordApplication } from "./demo";
import { methodNotAllowed, routeNotFound } from "./errors";
import { Guild } from "./guild";
import { AuthorizationServer } from "./oauth";
import { DEFAULT_RETRY_AFTER, RateLimiter } from "./rate-limit";
import { DiscordRequestLog } from "./request-log";
import { matchShape, REST_ROUTES, runRoute, type RestContext } from "./rest-routes";
import { UserDirectory } from "./users";

export interface DiscordSimulatorOptions {
  /** The application, bot and guild; DISCORD_DEMO unless given. */
  application?: DiscordApplication;
  /** The redirect URIs registered for the application; by default any http(s) URL is (the shop's port varies in tests). */
  redirectUris?: readonly string[];
  /** The clock codes and tokens expire by (tests move it). */
  now?: () => number;
}

/** What a test's "Authorize" needs: the authorization request's parameters and who approves it. */
export interface AuthorizeOptions {
  userId: string;
  redirectUri: string;
  clientId?: string;
  state?: string;
  codeChallenge?: string;
  /** Space-separated; "identify guilds.join" unless given. */
  scope?: string;
}

/** A forced 429 reaches every API call but the OAuth2 token endpoints (a client's retry logic is for the bot's calls). */
const OAUTH_TOKEN_PATH = /^\/api(?:\/v10)?\/oauth2\/token(\/revoke)?$/;
const API_PREFIX = "/api/v10";
/** Execute Webhook: the URL a channel's "Copy Webhook URL" gives names no API version. */
const EXECUTE_WEBHOOK = /^\/api(?:\/v\d+)?\/webhooks\/([^/]+)\/([^/]+)$/;

/** Stand-in for discord.com: the OAuth2 consent page and token endpoint, and the REST calls the shop's bot makes. */
export class DiscordSimulator implements RestContext, AuthorizePageContext {
  readonly requests = new DiscordRequestLog();
  readonly app: DiscordApplication;
  readonly redirectUris: readonly string[] | undefined;
  readonly users = new UserDirectory();
  readonly guild: Guild;
  readonly oauth: AuthorizationServer;
  /** The server's channel webhooks, and what they posted (the shop's sale notices). */
  readonly channelWebhooks = new ChannelWebhooks();
  private readonly limiter = new RateLimiter();

  constructor(options: DiscordSimulatorOptions = {}) {
    const now = options.now ?? Date.now;
    this.app = options.application ?? DISCORD_DEMO;
    this.redirectUris = options.redirectUris;
    this.guild = new Guild(this.app.guildId, new Set([this.app.buyerRoleId]), this.users, now);
    this.oauth = new AuthorizationServer(this.app, now);
  }

  handle(req: SimRequest): SimResponse {
    const response = this.answer(req);
    this.requests.recordAnswer(req.method, req.path, response.status);
    return response;
  }

  reset(): void {
    this.users.reset();
    this.guild.reset();
    this.oauth.reset();
    this.limiter.reset();
    this.channelWebhooks.reset();
    this.requests.clear();
  }

  /** The next `count` API calls (not the token endpoints) answer 429 with `retry_after` `retryAfter` seconds. */
  rateLimitNext(count = 1, retryAfter = DEFAULT_RETRY_AFTER): void {
    this.limiter.forceNext(count, retryAfter);
  }

  /** A new Discord account, as `GET /users/@me` will show it. */
  addUser(username: string, globalName?: string): APIUser {
    return this.users.add(username, globalName ?? null);
  }

  /** What clicking Authorize on the consent page does: a code for the redirect. Throws for a request the page refuses. */
  authorize(options: AuthorizeOptions): string {
    const params = new URLSearchParams({
      response_type: "code",
      client_id: options.clientId ?? this.app.clientId,
      redirect_uri: options.redirectUri,
      scope: options.scope ?? "identify guilds.join",
      ...(options.state !== undefined && { state: options.state }),
      ...(options.codeChallenge !== undefined && { code_challenge: options.codeChallenge, code_challenge_method: "S256" }),
    });
    const request = parseAuthorizationRequest(params, this.app, this.redirectUris);
    if ("error" in request) throw new Error(request.error);
    if (!this.users.get(options.userId)) throw new Error(`Unknown Discord user ${options.userId}`);
    return this.oauth.issueCode(request, options.userId);
  }

  /** The user leaves the guild, taking their roles with them. */
  leaveGuild(userId: string): void {
    if (!this.guild.leave(userId)) throw new Error(`Unknown Member ${userId}`);
  }

  /** A moderator gives (inviting the user first, if need be) or takes a role; the buyer role unless given. */
  setMemberRole(userId: string, add: boolean, roleId: string = this.app.buyerRoleId): APIGuildMember {
    if (!this.guild.hasRole(roleId)) throw new Error(`Unknown Role ${roleId}`);
    if (add && !this.guild.isMember(userId)) this.guild.join(userId);
    if (!this.guild.setRole(userId, roleId, add)) throw new Error(`Unknown Member ${userId}`);
    return this.guild.memberOrThrow(userId);
  }

  /** Every member of the guild with their roles, lowest user id first. */
  members(): APIGuildMember[] {
    return this.guild.list();
  }

  member(userId: string): APIGuildMember | undefined {
    return this.guild.member(userId);
  }

  private answer(req: SimRequest): SimResponse {
    if (req.path === "/oauth2/authorize" && (req.method === "GET" || req.method === "POST")) return authorizeRoute(this, req);
    // discord.com/api/oauth2/authorize (the URL discord-api-types names) sends the browser on to the page.
    if (/^\/api(?:\/v10)?\/oauth2\/authorize$/.test(req.path) && req.method === "GET") {
      const query = req.query.toString();
      return { status: 302, headers: { location: `${req.origin}${DISCORD_MOUNT}/oauth2/authorize${query ? `?${query}` : ""}` }, body: "" };
    }
    if (req.path === "/channel" && req.method === "GET") return this.channelWebhooks.page();
    const webhook = EXECUTE_WEBHOOK.exec(req.path);
    if (webhook && req.method === "POST") {
      const [, id = "", token = ""] = webhook;
      return this.limiter.apply("POST /webhooks/{webhook}/{token}", id, true, () => this.channelWebhooks.execute(req, id, token));
    }
    const token = OAUTH_TOKEN_PATH.exec(req.path);
    if (token && req.method === "POST") {
      return this.limiter.apply(req.path, "oauth2", false, () => (token[1] ? this.oauth.revoke(req) : this.oauth.exchange(req)));
    }
    if (!req.path.startsWith(`${API_PREFIX}/`)) return routeNotFound();
    // Clients percent-encode segments (@discordjs/rest sends /users/%40me); Discord routes on the decoded path.
    const path = req.path
      .slice(API_PREFIX.length)
      .split("/")
      .map((segment) => {
        try {
          return decodeURIComponent(segment);
        } catch {
          return segment;
        }
      })
      .join("/");
    const matches = REST_ROUTES.flatMap((route) => {
      const params = matchShape(route.shape, path);
      return params ? [{ route, params }] : [];
    });
    const match = matches.find(({ route }) => route.method === req.method);
    const major = match?.params.guild ?? req.headers.authorization ?? "";
    if (!match) return this.limiter.apply(`${req.method} ${path}`, major, true, () => (matches.length ? methodNotAllowed() : routeNotFound()));
    return this.limiter.apply(`${req.method} ${match.route.shape}`, major, true, () => runRoute(this, match.route, req, match.params));
  }
}
