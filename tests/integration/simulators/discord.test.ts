import { createHash, randomBytes } from "node:crypto";

import { DiscordAPIError, REST } from "@discordjs/rest";
import {
  GuildMemberFlags,
  RESTJSONErrorCodes,
  Routes,
  type APIGuildMember,
  type APIUser,
  type RESTError,
  type RESTGetAPIGuildMembersResult,
  type RESTPostOAuth2AccessTokenResult,
  type RESTPutAPIGuildMemberResult,
  type RESTRateLimit,
  type UserFlags,
} from "discord-api-types/v10";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { DISCORD_DEMO, DISCORD_DEMO_USERS } from "@/simulators/discord/demo";
import { DiscordSimulator } from "@/simulators/discord/simulator";
import type { SimRequest } from "@/simulators/http";
import { startSimulators, type Simulators } from "@/simulators/server";

const REDIRECT_URI = "http://127.0.0.1:3000/api/discord/callback";
const [STEVE, ALEX] = DISCORD_DEMO_USERS;
const { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, botToken: BOT_TOKEN, guildId: GUILD, buyerRoleId: BUYER } = DISCORD_DEMO;
const UNKNOWN_USER = "1345000000000000001";
/** The empty bit sets (TypeScript's flag enums have no member for 0). */
const NO_USER_FLAGS = 0 as UserFlags;
const NO_MEMBER_FLAGS = 0 as GuildMemberFlags;
const INVALID_CODE = { error: "invalid_grant", error_description: 'Invalid "code" in request.' };

function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

function authorizeQuery(overrides: Record<string, string | null> = {}): URLSearchParams {
  const params: Record<string, string | null> = {
    response_type: "code",
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    scope: "identify guilds.join",
    state: "state-123",
    ...overrides,
  };
  return new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== null));
}

describe("Discord simulator", () => {
  let sim: Simulators;
  let api: string;

  const control = async <T>(method: "GET" | "POST", path: string, body?: unknown) => {
    const res = await fetch(`${sim.url}/__simulator${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  const authorizeAs = async (userId: string, options: { codeChallenge?: string; scope?: string } = {}) =>
    (await control<{ code: string }>("POST", "/discord/authorize", { userId, redirectUri: REDIRECT_URI, state: "s", ...options })).body.code;
  const tokenRequest = async (form: Record<string, string>, headers: Record<string, string> = {}) => {
    const res = await fetch(`${api}/v10/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(form),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const exchange = (code: string, extra: Record<string, string> = {}) =>
    tokenRequest({ grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, client_id: CLIENT_ID, client_secret: CLIENT_SECRET, ...extra });
  /** A user's tokens, as the shop holds them after the callback. */
  const login = async (userId: string, scope?: string) => (await exchange(await authorizeAs(userId, { scope }))).body as RESTPostOAuth2AccessTokenResult;
  const call = async (method: string, path: string, options: { auth?: string | null; body?: unknown } = {}) => {
    const auth = options.auth === undefined ? `Bot ${BOT_TOKEN}` : options.auth;
    const res = await fetch(`${api}/v10${path}`, {
      method,
      headers: { ...(auth !== null && { authorization: auth }), ...(options.body !== undefined && { "content-type": "application/json" }) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as unknown };
  };
  const me = (accessToken: string) => call("GET", "/users/@me", { auth: `Bearer ${accessToken}` });
  const join = async (userId: string, accessToken: string, roles?: string[]) =>
    call("PUT", `/guilds/${GUILD}/members/${userId}`, { body: { access_token: accessToken, ...(roles && { roles }) } });
  const submitConsent = (fields: Record<string, string>, query = authorizeQuery()) =>
    fetch(`${sim.url}/discord/oauth2/authorize`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([...query, ...Object.entries(fields)]),
      redirect: "manual",
    });

  beforeAll(async () => {
    sim = await startSimulators({ port: 0 });
    api = `${sim.url}/discord/api`;
  });
  afterAll(() => sim.stop());
  beforeEach(async () => {
    await control("POST", "/reset", {});
  });

  describe("OAuth2 consent page", () => {
    it("shows the application, what it gets and who you can log in as, with labelled controls", async () => {
      const res = await fetch(`${sim.url}/discord/oauth2/authorize?${authorizeQuery({ prompt: "consent" })}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const page = await res.text();
      expect(page).toContain("AH Sniper wants to access your Discord account");
      expect(page).toContain("<li>Access your username, avatar, and banner</li><li>Join servers for you</li>");
      expect(page).toContain('<label for="discord-user">Log in as</label>');
      expect(page).toContain(`<label for="new-user-name">New user's name</label>`);
      expect(page).toContain(`<option value="${STEVE.id}">Steve (@steve)</option>`);
      expect(page).toContain(`<option value="${ALEX.id}">Alex (@alex)</option>`);
      expect(page).toContain('<option value="new">A new user</option>');
      expect(page).toMatch(/<button type="submit" name="action" value="authorize">Authorize<\/button>/);
      expect(page).toMatch(/<button type="submit" name="action" value="cancel">Cancel<\/button>/);
      expect(page).not.toMatch(/<(script|link|img)\b/);
    });

    it("Authorize redirects with a code and the state; Cancel with access_denied and the state", async () => {
      const approved = await submitConsent({ user_id: STEVE.id, action: "authorize" });
      expect(approved.status).toBe(302);
      const back = new URL(approved.headers.get("location") ?? "");
      expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
      expect(back.searchParams.get("code")).toMatch(/^[A-Za-z0-9]{30}$/);
      expect(back.searchParams.get("state")).toBe("state-123");
      expect(back.searchParams.get("iss")).toBe("https://discord.com");

      const cancelled = await submitConsent({ user_id: STEVE.id, action: "cancel" });
      expect(cancelled.status).toBe(302);
      const location = cancelled.headers.get("location") ?? "";
      expect(location).toContain("error=access_denied&error_description=The+resource+owner+or+authorization+server+denied+the+request&state=state-123");
      expect(new URL(location).searchParams.has("code")).toBe(false);
    });

    it("makes a new Discord account for 'A new user', and asks again for an empty name", async () => {
      const missing = await submitConsent({ user_id: "new", new_user_name: " ", action: "authorize" });
      expect(missing.status).toBe(400);
      expect(await missing.text()).toContain('role="alert">Enter the new user&#39;s name.</p>');

      const made = await submitConsent({ user_id: "new", new_user_name: "Notch Fan", action: "authorize" });
      const code = new URL(made.headers.get("location") ?? "").searchParams.get("code") ?? "";
      const { access_token } = (await exchange(code)).body as RESTPostOAuth2AccessTokenResult;
      expect((await me(access_token)).body).toMatchObject({ username: "notch_fan", global_name: "Notch Fan", discriminator: "0" });
    });

    it("answers a bad client_id, redirect_uri, response_type or scope with a 400 page, never a redirect", async () => {
      const bad: Record<string, string | null>[] = [
        { client_id: null },
        { client_id: "1345334752051331999" },
        { redirect_uri: null },
        { redirect_uri: "not a url" },
        { redirect_uri: "javascript:alert(1)" },
        { response_type: "token" },
        { response_type: null },
        { scope: "" },
        { scope: "identify email" },
        { scope: "bot" },
        { code_challenge: pkce().challenge, code_challenge_method: "plain" },
      ];
      for (const overrides of bad) {
        const res = await fetch(`${sim.url}/discord/oauth2/authorize?${authorizeQuery(overrides)}`, { redirect: "manual" });
        expect(res.status, JSON.stringify(overrides)).toBe(400);
        expect(res.headers.get("location")).toBeNull();
        expect(await res.text()).toContain('<p role="alert">');
        const posted = await submitConsent({ user_id: STEVE.id, action: "authorize" }, authorizeQuery(overrides));
        expect(posted.status, JSON.stringify(overrides)).toBe(400);
      }
    });

    it("sends discord.com/api/oauth2/authorize on to the page, as Discord does", async () => {
      const res = await fetch(`${api}/oauth2/authorize?${authorizeQuery()}`, { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`${sim.url}/discord/oauth2/authorize?${authorizeQuery()}`);
    });
  });

  describe("OAuth2 token endpoint", () => {
    it("exchanges a code with its PKCE verifier for Discord's token answer, once", async () => {
      const { verifier, challenge } = pkce();
      const code = await authorizeAs(STEVE.id, { codeChallenge: challenge });
      const first = await exchange(code, { code_verifier: verifier });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        access_token: expect.stringMatching(/^[A-Za-z0-9]{30}$/),
        token_type: "Bearer",
        expires_in: 604800,
        refresh_token: expect.stringMatching(/^[A-Za-z0-9]{30}$/),
        scope: "identify guilds.join",
      } satisfies Record<keyof RESTPostOAuth2AccessTokenResult, unknown>);
      expect(await exchange(code, { code_verifier: verifier })).toEqual({ status: 400, body: INVALID_CODE });
    });

    it("refuses a wrong or missing verifier, a wrong redirect_uri and an unknown code with invalid_grant", async () => {
      const { verifier, challenge } = pkce();
      const code = await authorizeAs(STEVE.id, { codeChallenge: challenge });
      const wrongVerifier = { error: "invalid_grant", error_description: 'Invalid "code_verifier" in request.' };
      expect(await exchange(code, { code_verifier: pkce().verifier })).toEqual({ status: 400, body: wrongVerifier });
      expect(await exchange(code)).toEqual({ status: 400, body: wrongVerifier });
      const wrongRedirect = { error: "invalid_grant", error_description: 'Invalid "redirect_uri" in request.' };
      expect(await exchange(code, { code_verifier: verifier, redirect_uri: "http://127.0.0.1:3000/elsewhere" })).toEqual({ status: 400, body: wrongRedirect });
      expect(await exchange("NotACodeDiscordEverGave0000000")).toEqual({ status: 400, body: INVALID_CODE });
      // A failed attempt leaves the code: the right request still gets its tokens.
      expect((await exchange(code, { code_verifier: verifier })).status).toBe(200);
    });

    it("authenticates the client by HTTP Basic or in the body, and refuses a wrong secret with invalid_client", async () => {
      const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;
      const viaBasic = await tokenRequest(
        { grant_type: "authorization_code", code: await authorizeAs(ALEX.id), redirect_uri: REDIRECT_URI },
        { authorization: basic },
      );
      expect(viaBasic.status).toBe(200);

      const code = await authorizeAs(ALEX.id);
      expect(await exchange(code, { client_secret: "wrong" })).toEqual({ status: 401, body: { error: "invalid_client" } });
      const wrongBasic = `Basic ${Buffer.from(`${CLIENT_ID}:wrong`).toString("base64")}`;
      expect(await tokenRequest({ grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI }, { authorization: wrongBasic })).toEqual({
        status: 401,
        body: { error: "invalid_client" },
      });
      expect(await tokenRequest({ grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI })).toEqual({
        status: 401,
        body: { error: "invalid_client" },
      });
      expect(await exchange(code, { grant_type: "password" })).toEqual({ status: 400, body: { error: "unsupported_grant_type" } });
    });

    it("lets a code expire after ten minutes", async () => {
      let clock = Date.parse("2026-01-01T00:00:00Z");
      const discord = new DiscordSimulator({ now: () => clock });
      const request = (body: Record<string, string>): SimRequest => ({
        method: "POST",
        path: "/api/v10/oauth2/token",
        query: new URLSearchParams(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body).toString(),
        origin: "http://127.0.0.1",
      });
      const form = { grant_type: "authorization_code", redirect_uri: REDIRECT_URI, client_id: CLIENT_ID, client_secret: CLIENT_SECRET };
      const fresh = discord.authorize({ userId: STEVE.id, redirectUri: REDIRECT_URI });
      const stale = discord.authorize({ userId: STEVE.id, redirectUri: REDIRECT_URI });
      clock += 9 * 60 * 1000;
      expect(discord.handle(request({ ...form, code: fresh })).status).toBe(200);
      clock += 60 * 1000;
      const expired = discord.handle(request({ ...form, code: stale }));
      expect({ status: expired.status, body: JSON.parse(expired.body) as unknown }).toEqual({ status: 400, body: INVALID_CODE });
    });

    it("revokes a token: it stops working for /users/@me and for joining", async () => {
      const { access_token } = await login(STEVE.id);
      const res = await fetch(`${api}/v10/oauth2/token/revoke`, {
        method: "POST",
        headers: { authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}` },
        body: new URLSearchParams({ token: access_token, token_type_hint: "access_token" }),
      });
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: {} });
      expect((await me(access_token)).status).toBe(401);
      expect((await join(STEVE.id, access_token)).status).toBe(403);
    });

    it("refreshes a grant: new tokens, and the old refresh token no longer works", async () => {
      const first = await login(ALEX.id);
      const refresh = (token: string) =>
        tokenRequest({ grant_type: "refresh_token", refresh_token: token, client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
      const second = await refresh(first.refresh_token);
      expect(second.status).toBe(200);
      const { access_token } = second.body as RESTPostOAuth2AccessTokenResult;
      expect((await me(access_token)).status).toBe(200);
      expect((await me(first.access_token)).status).toBe(401);
      expect((await refresh(first.refresh_token)).body).toEqual({ error: "invalid_grant", error_description: 'Invalid "refresh_token" in request.' });
    });
  });

  describe("REST API", () => {
    it("answers /users/@me with the token's user, and 401 without identify or a token", async () => {
      const { access_token } = await login(STEVE.id);
      const res = await me(access_token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: STEVE.id,
        username: "steve",
        discriminator: "0",
        global_name: "Steve",
        avatar: null,
        banner: null,
        accent_color: null,
        public_flags: NO_USER_FLAGS,
        flags: NO_USER_FLAGS,
        avatar_decoration_data: null,
        collectibles: null,
        primary_guild: null,
        mfa_enabled: false,
        locale: "en-US",
        premium_type: 0,
      } satisfies APIUser);
      const joinOnly = await login(STEVE.id, "guilds.join");
      expect(joinOnly.scope).toBe("guilds.join");
      const unauthorized: RESTError = { message: "401: Unauthorized", code: 0 };
      expect(await me(joinOnly.access_token)).toMatchObject({ status: 401, body: unauthorized });
      expect(await call("GET", "/users/@me", { auth: null })).toMatchObject({ status: 401, body: unauthorized });
    });

    it("adds a user to the guild with their token (201 member), then answers 204 and ignores the roles", async () => {
      const { access_token } = await login(STEVE.id);
      const added = await join(STEVE.id, access_token, [BUYER]);
      expect(added.status).toBe(201);
      const member = added.body as APIGuildMember;
      expect(member).toEqual({
        user: expect.objectContaining({ id: STEVE.id, username: "steve", global_name: "Steve", discriminator: "0" }),
        nick: null,
        avatar: null,
        banner: null,
        roles: [BUYER],
        joined_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$/),
        premium_since: null,
        deaf: false,
        mute: false,
        flags: NO_MEMBER_FLAGS,
        pending: false,
        communication_disabled_until: null,
      } satisfies APIGuildMember);
      expect(member.user).not.toHaveProperty("locale");

      await call("DELETE", `/guilds/${GUILD}/members/${STEVE.id}/roles/${BUYER}`);
      const again = await join(STEVE.id, access_token, [BUYER]);
      expect(again).toMatchObject({ status: 204, body: undefined });
      expect(sim.discord.member(STEVE.id)?.roles).toEqual([]);
    });

    it("refuses another user's token and a token without guilds.join with 403 50025", async () => {
      const steve = await login(STEVE.id);
      const alexIdentifyOnly = await login(ALEX.id, "identify");
      const invalid: RESTError = { message: "Invalid OAuth2 access token", code: RESTJSONErrorCodes.InvalidOAuth2AccessToken };
      expect(await join(ALEX.id, steve.access_token)).toMatchObject({ status: 403, body: invalid });
      expect(await join(ALEX.id, alexIdentifyOnly.access_token)).toMatchObject({ status: 403, body: invalid });
      expect(await join(ALEX.id, "")).toMatchObject({
        status: 400,
        body: {
          code: 50035,
          message: "Invalid Form Body",
          errors: { access_token: { _errors: [{ code: "BASE_TYPE_REQUIRED", message: "This field is required" }] } },
        },
      });
      expect(sim.discord.members()).toEqual([]);
    });

    it("adds and removes a role, and answers Unknown Member once the user left", async () => {
      const { access_token } = await login(ALEX.id);
      await join(ALEX.id, access_token);
      const rolePath = `/guilds/${GUILD}/members/${ALEX.id}/roles/${BUYER}`;
      expect((await call("PUT", rolePath)).status).toBe(204);
      expect((await call("PUT", rolePath)).status).toBe(204);
      expect(((await call("GET", `/guilds/${GUILD}/members/${ALEX.id}`)).body as APIGuildMember).roles).toEqual([BUYER]);
      expect((await call("DELETE", rolePath)).status).toBe(204);
      expect(((await call("GET", `/guilds/${GUILD}/members/${ALEX.id}`)).body as APIGuildMember).roles).toEqual([]);
      expect(await call("PUT", `/guilds/${GUILD}/members/${ALEX.id}/roles/1345336262000770000`)).toMatchObject({
        status: 404,
        body: { message: "Unknown Role", code: RESTJSONErrorCodes.UnknownRole },
      });

      await call("PUT", rolePath);
      expect((await control("POST", `/discord/members/${ALEX.id}/leave`, {})).status).toBe(204);
      const unknownMember: RESTError = { message: "Unknown Member", code: RESTJSONErrorCodes.UnknownMember };
      expect(await call("GET", `/guilds/${GUILD}/members/${ALEX.id}`)).toMatchObject({ status: 404, body: unknownMember });
      expect(await call("PUT", rolePath)).toMatchObject({ status: 404, body: unknownMember });
      expect(await call("DELETE", rolePath)).toMatchObject({ status: 404, body: unknownMember });
      expect((await control("GET", `/discord/members/${ALEX.id}`)).status).toBe(404);

      const rejoined = await join(ALEX.id, access_token);
      expect(rejoined.status).toBe(201);
      expect(rejoined.body).toMatchObject({ roles: [], flags: GuildMemberFlags.DidRejoin });
    });

    it("lists members above `after`, lowest id first, `limit` at a time (default 1, at most 1000)", async () => {
      const made = [];
      for (const name of ["buyer_one", "buyer_two", "buyer_three"]) {
        const user = (await control<APIUser>("POST", "/discord/users", { username: name, globalName: name.replace("_", " ") })).body;
        expect((await control<APIGuildMember>("POST", `/discord/members/${user.id}/roles`, { add: true })).body.roles).toEqual([BUYER]);
        made.push(user.id);
      }
      const ids = (members: unknown) => (members as RESTGetAPIGuildMembersResult).map((member) => member.user.id);
      const list = (query: string) => call("GET", `/guilds/${GUILD}/members${query}`);
      expect(ids((await list("?limit=2")).body)).toEqual(made.slice(0, 2));
      expect(ids((await list(`?limit=2&after=${made[1]}`)).body)).toEqual(made.slice(2));
      expect(ids((await list(`?limit=1000&after=${made[2]}`)).body)).toEqual([]);
      expect(ids((await list("")).body)).toEqual(made.slice(0, 1));
      expect(ids((await list(`?after=${made[0]}`)).body)).toEqual(made.slice(1, 2));

      const formError = (code: string, message: string) => ({ code: 50035, message: "Invalid Form Body", errors: { limit: { _errors: [{ code, message }] } } });
      expect(await list("?limit=0")).toMatchObject({ status: 400, body: formError("NUMBER_TYPE_MIN", "int value should be greater than or equal to 1.") });
      expect(await list("?limit=1001")).toMatchObject({ status: 400, body: formError("NUMBER_TYPE_MAX", "int value should be less than or equal to 1000.") });
      expect(await list("?limit=ten")).toMatchObject({ status: 400, body: formError("NUMBER_TYPE_COERCE", 'Value "ten" is not int.') });
      expect((await list("?after=someone")).status).toBe(400);

      const all = await control<{ members: APIGuildMember[] }>("GET", "/discord/members");
      expect(all.body.members.map((member) => [member.user.id, member.roles])).toEqual(made.map((id) => [id, [BUYER]]));
    });

    it("refuses bot calls without the bot token (401), for another guild (10004), and unknown routes (404 code 0)", async () => {
      const { access_token } = await login(STEVE.id);
      const path = `/guilds/${GUILD}/members/${STEVE.id}`;
      const unauthorized: RESTError = { message: "401: Unauthorized", code: 0 };
      for (const auth of [null, `Bearer ${access_token}`, "Bot not-the-token", BOT_TOKEN]) {
        expect(await call("GET", path, { auth }), String(auth)).toMatchObject({ status: 401, body: unauthorized });
      }
      expect(await call("PUT", `/guilds/${GUILD}/members/${STEVE.id}/roles/${BUYER}`, { auth: null })).toMatchObject({ status: 401 });
      expect(await call("GET", `/guilds/1345336010342531999/members/${STEVE.id}`)).toMatchObject({
        status: 404,
        body: { message: "Unknown Guild", code: RESTJSONErrorCodes.UnknownGuild },
      });
      expect(await call("GET", `/guilds/${GUILD}/channels`)).toMatchObject({ status: 404, body: { message: "404: Not Found", code: 0 } });
      expect(await call("POST", `/guilds/${GUILD}/members/${STEVE.id}`)).toMatchObject({ status: 405, body: { message: "405: Method Not Allowed", code: 0 } });
    });

    it("sends Discord's rate-limit headers on every answer, and a forced 429 in Discord's shape", async () => {
      const ok = await call("GET", `/guilds/${GUILD}/members`);
      expect(ok.status).toBe(200);
      expect(Number(ok.headers.get("x-ratelimit-limit"))).toBeGreaterThan(1);
      expect(Number(ok.headers.get("x-ratelimit-remaining"))).toBe(Number(ok.headers.get("x-ratelimit-limit")) - 1);
      expect(ok.headers.get("x-ratelimit-reset-after")).toMatch(/^\d+\.\d{3}$/);
      expect(Number(ok.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000 - 1);
      expect(ok.headers.get("x-ratelimit-bucket")).toMatch(/^[0-9a-f]{32}$/);
      expect((await call("GET", `/guilds/${GUILD}/members`, { auth: null })).headers.get("x-ratelimit-bucket")).toBe(ok.headers.get("x-ratelimit-bucket"));

      expect((await control("POST", "/discord/rate-limit", { count: 2, retryAfter: 1.5 })).status).toBe(204);
      for (let i = 0; i < 2; i += 1) {
        const limited = await call("GET", `/guilds/${GUILD}/members`);
        expect(limited.status).toBe(429);
        expect(limited.body).toEqual({ message: "You are being rate limited.", retry_after: 1.5, global: false } satisfies RESTRateLimit);
        expect(limited.headers.get("retry-after")).toBe("2");
        expect(limited.headers.get("x-ratelimit-scope")).toBe("user");
        expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
        expect(limited.headers.get("x-ratelimit-reset-after")).toBe("1.500");
      }
      expect((await call("GET", `/guilds/${GUILD}/members`)).status).toBe(200);
      expect((await control("POST", "/discord/rate-limit", { retryAfter: -1 })).status).toBe(400);
    });
  });

  describe("test controls", () => {
    it("refuse what Discord would: a bad or taken username, an unknown user or member, a request the page refuses", async () => {
      expect((await control("POST", "/discord/users", { username: "Has Caps" })).status).toBe(400);
      expect((await control("POST", "/discord/users", { username: "steve" })).status).toBe(400);
      const made = await control<APIUser>("POST", "/discord/users", { username: "no.display_name" });
      expect(made).toMatchObject({ status: 200, body: { username: "no.display_name", global_name: null, discriminator: "0" } });
      expect((await control("POST", "/discord/authorize", { userId: UNKNOWN_USER, redirectUri: REDIRECT_URI })).status).toBe(404);
      expect((await control("POST", "/discord/authorize", { userId: STEVE.id, redirectUri: "ftp://example.com/" })).status).toBe(400);
      expect((await control("POST", "/discord/authorize", { userId: STEVE.id, redirectUri: REDIRECT_URI, clientId: "1" })).status).toBe(400);
      expect((await control("POST", "/discord/authorize", { userId: STEVE.id, redirectUri: REDIRECT_URI, scope: "identify email" })).status).toBe(400);
      expect((await control("POST", `/discord/members/${STEVE.id}/leave`, {})).status).toBe(404);
      expect((await control("POST", `/discord/members/${STEVE.id}/roles`, { add: false })).status).toBe(404);
      expect((await control("POST", `/discord/members/${UNKNOWN_USER}/roles`, { add: true })).status).toBe(404);
      expect((await control("POST", `/discord/members/${STEVE.id}/roles`, { add: true, roleId: "1" })).status).toBe(404);
      expect((await control("POST", `/discord/members/${STEVE.id}/roles`, {})).status).toBe(400);
      expect((await control<{ members: APIGuildMember[] }>("GET", "/discord/members")).body.members).toEqual([]);
    });

    it("are undone by /reset: accounts, members, grants and armed 429s", async () => {
      const user = (await control<APIUser>("POST", "/discord/users", { username: "temporary" })).body;
      await control("POST", `/discord/members/${user.id}/roles`, { add: true });
      const { access_token } = await login(STEVE.id);
      await control("POST", "/discord/rate-limit", { count: 5 });
      await control("POST", "/reset", {});
      expect((await control<{ requests: unknown[] }>("GET", "/requests?service=discord")).body.requests).toEqual([]);
      expect((await control("GET", `/discord/members/${user.id}`)).status).toBe(404);
      // A 401, not an armed 429: the grant and the forced rate limit are both gone.
      expect((await me(access_token)).status).toBe(401);
      expect((await control("POST", "/discord/users", { username: "temporary" })).status).toBe(200);
    });
  });

  describe("channel webhooks", () => {
    const execute = (path: string, body: unknown, query = "") =>
      fetch(`${api}${path}${query}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const embed = { title: "New sale: $5.00", fields: [{ name: "Gift", value: "No", inline: true }] };

    it("posts a message to the channel: 204, or 200 with the message when waited for; the channel page shows it", async () => {
      const webhook = (await control<{ id: string; token: string }>("POST", "/discord/webhooks", { name: "sales" })).body;
      expect((await execute(`/webhooks/${webhook.id}/${webhook.token}`, { embeds: [embed] })).status).toBe(204);
      const waited = await execute(`/v10/webhooks/${webhook.id}/${webhook.token}`, { content: "hello" }, "?wait=true");
      expect(waited.status).toBe(200);
      expect(await waited.json()).toMatchObject({ webhook_id: webhook.id, content: "hello" });
      const { messages } = (await control<{ messages: { webhookId: string; embeds: unknown[]; content: string }[] }>("GET", "/discord/webhooks/messages")).body;
      expect(messages).toMatchObject([
        { webhookId: webhook.id, embeds: [embed], content: "" },
        { webhookId: webhook.id, embeds: [], content: "hello" },
      ]);
      const page = await (await fetch(`${sim.url}/discord/channel`)).text();
      expect(page).toContain("<h2>New sale: $5.00</h2>");
    });

    it("refuses an unknown webhook or a wrong token with Unknown Webhook, and an empty or oversized message with Discord's errors", async () => {
      const webhook = (await control<{ id: string; token: string }>("POST", "/discord/webhooks", {})).body;
      for (const path of [`/webhooks/${UNKNOWN_USER}/${webhook.token}`, `/webhooks/${webhook.id}/not-the-token`]) {
        const res = await execute(path, { content: "x" });
        expect({ status: res.status, body: await res.json() }).toEqual({
          status: 404,
          body: { message: "Unknown Webhook", code: RESTJSONErrorCodes.UnknownWebhook },
        });
      }
      const empty = await execute(`/webhooks/${webhook.id}/${webhook.token}`, {});
      expect({ status: empty.status, body: await empty.json() }).toMatchObject({ status: 400, body: { code: RESTJSONErrorCodes.CannotSendAnEmptyMessage } });
      const tooMany = await execute(`/webhooks/${webhook.id}/${webhook.token}`, { embeds: Array.from({ length: 11 }, () => embed) });
      expect(tooMany.status).toBe(400);
      const longTitle = await execute(`/webhooks/${webhook.id}/${webhook.token}`, { embeds: [{ title: "x".repeat(257) }] });
      expect(longTitle.status).toBe(400);
      expect((await control<{ messages: unknown[] }>("GET", "/discord/webhooks/messages")).body.messages).toEqual([]);
    });

    it("answers a forced 429 with retry_after, as for the bot's calls", async () => {
      const webhook = (await control<{ id: string; token: string }>("POST", "/discord/webhooks", {})).body;
      await control("POST", "/discord/rate-limit", { count: 1, retryAfter: 2 });
      const limited = await execute(`/webhooks/${webhook.id}/${webhook.token}`, { content: "x" });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ retry_after: 2 });
    });
  });

  describe("with discord.js's REST client", () => {
    const client = () => new REST({ version: "10", api, retries: 0, timeout: 5_000 }).setToken(BOT_TOKEN);

    it("adds a member and gives them a role", async () => {
      const rest = client();
      const { access_token } = await login(STEVE.id);
      const member = (await rest.put(Routes.guildMember(GUILD, STEVE.id), { body: { access_token } })) as RESTPutAPIGuildMemberResult;
      expect(member?.user.id).toBe(STEVE.id);
      await rest.put(Routes.guildMemberRole(GUILD, STEVE.id, BUYER), { reason: "Bought a license" });
      expect(sim.discord.member(STEVE.id)?.roles).toEqual([BUYER]);
    });

    it("waits out a 429 for retry_after, then retries and succeeds", async () => {
      const rest = client();
      const { access_token } = await login(ALEX.id);
      await rest.put(Routes.guildMember(GUILD, ALEX.id), { body: { access_token } });
      const rateLimited: unknown[] = [];
      rest.on("rateLimited", (info) => rateLimited.push(info));

      expect((await control("POST", "/discord/rate-limit", { count: 1, retryAfter: 0.4 })).status).toBe(204);
      const started = performance.now();
      await rest.put(Routes.guildMemberRole(GUILD, ALEX.id, BUYER));
      expect(performance.now() - started).toBeGreaterThanOrEqual(400);
      expect(sim.discord.member(ALEX.id)?.roles).toEqual([BUYER]);

      const rolePath = `/api/v10/guilds/${GUILD}/members/${ALEX.id}/roles/${BUYER}`;
      const log = (await control<{ requests: { method: string; path: string; status: number }[] }>("GET", "/requests?service=discord")).body.requests;
      expect(log.filter((entry) => entry.path === rolePath).map(({ method, status }) => [method, status])).toEqual([
        ["PUT", 429],
        ["PUT", 204],
      ]);
      expect(rateLimited).toHaveLength(1);
    });

    it("surfaces Unknown Member as a DiscordAPIError with code 10007", async () => {
      const failure = await client()
        .put(Routes.guildMemberRole(GUILD, UNKNOWN_USER, BUYER))
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DiscordAPIError);
      expect(failure).toMatchObject({ code: RESTJSONErrorCodes.UnknownMember, status: 404, message: "Unknown Member" });
    });
  });
});
