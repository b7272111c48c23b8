import { createHash, randomInt } from "node:crypto";

import type { RESTPostOAuth2AccessTokenResult } from "discord-api-types/v10";

import { header, json, type SimRequest, type SimResponse } from "../http";
import type { AuthorizationRequest } from "./authorization-request";
import type { DiscordApplication, KnownScope } from "./demo";
import { oauthError } from "./errors";

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const ACCESS_TOKEN_LIFETIME_SECONDS = 604_800;
const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

interface CodeGrant {
  clientId: string;
  redirectUri: string;
  userId: string;
  scopes: KnownScope[];
  codeChallenge?: string;
  expiresAt: number;
}

/** What an access token stands for: a user's consent to an application for some scopes. */
export interface Grant {
  userId: string;
  clientId: string;
  scopes: KnownScope[];
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

/** Discord's codes and tokens are 30 alphanumerics. */
function token(): string {
  let value = "";
  for (let i = 0; i < 30; i += 1) value += ALPHANUMERIC.charAt(randomInt(ALPHANUMERIC.length));
  return value;
}

function formDecoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return value;
  }
}

const invalid = (field: string) => oauthError(400, "invalid_grant", `Invalid "${field}" in request.`);

/** Discord's OAuth2 authorization server for one application: codes, the token endpoint and revocation. */
export class AuthorizationServer {
  private codes = new Map<string, CodeGrant>();
  private grants = new Map<string, Grant>();

  constructor(
    private readonly app: DiscordApplication,
    private readonly now: () => number,
  ) {}

  /** What clicking Authorize makes: a code for `userId`, single-use, for ten minutes. */
  issueCode(request: AuthorizationRequest, userId: string): string {
    const code = token();
    this.codes.set(code, {
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      userId,
      scopes: request.scopes,
      ...(request.codeChallenge !== undefined && { codeChallenge: request.codeChallenge }),
      expiresAt: this.now() + CODE_LIFETIME_MS,
    });
    return code;
  }

  /** The live grant of an access token, if any. */
  grantOf(accessToken: string): Grant | undefined {
    const grant = this.grants.get(accessToken);
    // An expired grant stays: its refresh token still works.
    return grant && grant.expiresAt > this.now() ? grant : undefined;
  }

  // POST /api/v10/oauth2/token – form body; the client by HTTP Basic or client_id and client_secret in the body
  exchange(req: SimRequest): SimResponse {
    const form = new URLSearchParams(req.body);
    const clientId = this.authenticate(req, form);
    if (clientId === undefined) return oauthError(401, "invalid_client");
    const grantType = form.get("grant_type");
    if (grantType === "authorization_code") return this.redeemCode(clientId, form);
    if (grantType === "refresh_token") return this.refresh(clientId, form);
    return oauthError(400, "unsupported_grant_type");
  }

  // POST /api/v10/oauth2/token/revoke – form body `token` (an access or refresh token): ends the whole grant
  revoke(req: SimRequest): SimResponse {
    const form = new URLSearchParams(req.body);
    const clientId = this.authenticate(req, form);
    if (clientId === undefined) return oauthError(401, "invalid_client");
    const revoked = form.get("token");
    if (!revoked) return oauthError(400, "invalid_request", 'Missing "token" in request.');
    for (const [accessToken, grant] of this.grants) {
      if (grant.clientId === clientId && (accessToken === revoked || grant.refreshToken === revoked)) this.grants.delete(accessToken);
    }
    return json(200, {});
  }

  reset(): void {
    this.codes.clear();
    this.grants.clear();
  }

  /** The authenticated client id, or undefined for missing or wrong credentials. */
  private authenticate(req: SimRequest, form: URLSearchParams): string | undefined {
    const basic = /^Basic\s+(.+)$/i.exec(header(req, "authorization") ?? "");
    let clientId = form.get("client_id");
    let secret = form.get("client_secret");
    if (basic?.[1]) {
      const decoded = Buffer.from(basic[1], "base64").toString("utf8");
      const separator = decoded.indexOf(":");
      if (separator < 0) return undefined;
      // RFC 6749 §2.3.1: both halves are form-encoded before they are joined.
      clientId = formDecoded(decoded.slice(0, separator));
      secret = formDecoded(decoded.slice(separator + 1));
    }
    return clientId === this.app.clientId && secret === this.app.clientSecret ? clientId : undefined;
  }

  private redeemCode(clientId: string, form: URLSearchParams): SimResponse {
    const code = form.get("code") ?? "";
    const grant = this.codes.get(code);
    if (grant && grant.expiresAt <= this.now()) this.codes.delete(code);
    if (!grant || grant.expiresAt <= this.now() || grant.clientId !== clientId) return invalid("code");
    if (form.get("redirect_uri") !== grant.redirectUri) return invalid("redirect_uri");
    if (grant.codeChallenge !== undefined) {
      const verifier = form.get("code_verifier") ?? "";
      const challenge = createHash("sha256").update(verifier).digest("base64url");
      if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || challenge !== grant.codeChallenge) return invalid("code_verifier");
    }
    this.codes.delete(code);
    return this.grant(grant.userId, clientId, grant.scopes);
  }

  private refresh(clientId: string, form: URLSearchParams): SimResponse {
    const refreshToken = form.get("refresh_token");
    const old = [...this.grants.values()].find((grant) => grant.refreshToken === refreshToken && grant.clientId === clientId);
    if (!old) return invalid("refresh_token");
    this.grants.delete(old.accessToken);
    return this.grant(old.userId, clientId, old.scopes);
  }

  private grant(userId: string, clientId: string, scopes: KnownScope[]): SimResponse {
    const grant: Grant = {
      userId,
      clientId,
      scopes,
      accessToken: token(),
      refreshToken: token(),
      expiresAt: this.now() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000,
    };
    this.grants.set(grant.accessToken, grant);
    const body: RESTPostOAuth2AccessTokenResult = {
      token_type: "Bearer",
      access_token: grant.accessToken,
      expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
      refresh_token: grant.refreshToken,
      scope: scopes.join(" "),
    };
    return json(200, body);
  }
}
