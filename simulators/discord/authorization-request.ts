import { KNOWN_SCOPES, type DiscordApplication, type KnownScope } from "./demo";

/** A checked `/oauth2/authorize` request: what the consent page shows and the code it leads to is bound to. */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scopes: KnownScope[];
  state?: string;
  /** S256 PKCE challenge; the code then needs its verifier. */
  codeChallenge?: string;
  prompt?: string;
}

/** An S256 challenge is the base64url of a SHA-256: 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** Whether the app registered this redirect: exactly one of `registered`, or any http(s) URL without a fragment when none are. */
function isRegisteredRedirect(uri: string, registered: readonly string[] | undefined): boolean {
  if (registered) return registered.includes(uri);
  if (!URL.canParse(uri)) return false;
  const url = new URL(uri);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hash === "" && !uri.includes("#");
}

/**
 * Checks the parameters of an authorization request (query of the page, hidden fields of its form, or a control's
 * body). Discord shows a bad one on its own page and never redirects it, so the result is either the request or the
 * sentence the error page shows.
 */
export function parseAuthorizationRequest(
  params: URLSearchParams,
  app: DiscordApplication,
  redirectUris: readonly string[] | undefined,
): AuthorizationRequest | { error: string } {
  const clientId = params.get("client_id");
  if (!clientId) return { error: "This link is missing its client_id." };
  if (clientId !== app.clientId) return { error: `Invalid client_id: no application has the id ${clientId}.` };
  const redirectUri = params.get("redirect_uri");
  if (!redirectUri || !isRegisteredRedirect(redirectUri, redirectUris)) return { error: "Invalid OAuth2 redirect_uri." };
  const responseType = params.get("response_type");
  if (responseType !== "code") return { error: `Unsupported response_type ${JSON.stringify(responseType ?? "")}: only "code" is simulated.` };
  const requested = (params.get("scope") ?? "").split(/\s+/).filter(Boolean);
  if (requested.length === 0) return { error: "This link asks for no scope." };
  const unknown = requested.find((scope) => !(KNOWN_SCOPES as readonly string[]).includes(scope));
  if (unknown !== undefined) return { error: `Invalid scope: ${unknown}.` };
  const scopes = KNOWN_SCOPES.filter((scope) => requested.includes(scope));
  const codeChallenge = params.get("code_challenge") ?? undefined;
  const method = params.get("code_challenge_method");
  if (codeChallenge !== undefined || method !== null) {
    if (method !== "S256") return { error: 'code_challenge_method must be "S256".' };
    if (codeChallenge === undefined || !S256_CHALLENGE.test(codeChallenge)) return { error: "Invalid code_challenge." };
  }
  const prompt = params.get("prompt") ?? undefined;
  if (prompt !== undefined && prompt !== "consent" && prompt !== "none") return { error: 'prompt must be "consent" or "none".' };
  const state = params.get("state") ?? undefined;
  return { clientId, redirectUri, scopes, ...(state !== undefined && { state }), ...(codeChallenge && { codeChallenge }), ...(prompt && { prompt }) };
}

/** The parameters that carry `request` (the consent form's hidden fields). */
export function authorizationParams(request: AuthorizationRequest): [name: string, value: string][] {
  const params: [string, string][] = [
    ["response_type", "code"],
    ["client_id", request.clientId],
    ["redirect_uri", request.redirectUri],
    ["scope", request.scopes.join(" ")],
  ];
  if (request.state !== undefined) params.push(["state", request.state]);
  if (request.codeChallenge !== undefined) params.push(["code_challenge", request.codeChallenge], ["code_challenge_method", "S256"]);
  if (request.prompt !== undefined) params.push(["prompt", request.prompt]);
  return params;
}

/** Where the browser goes back to: the redirect with `params` and Discord's issuer (RFC 9207, which Discord sends). */
export function redirectTo(request: AuthorizationRequest, params: Record<string, string>): string {
  const target = new URL(request.redirectUri);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  if (request.state !== undefined) target.searchParams.set("state", request.state);
  target.searchParams.set("iss", "https://discord.com");
  return target.toString();
}
