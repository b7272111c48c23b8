import { randomBytes } from "node:crypto";

import { header, json, type SimRequest, type SimResponse } from "../http";
import { authenticationFailure } from "./errors";

export interface PaypalCredentials {
  clientId: string;
  clientSecret: string;
}

const TOKEN_LIFETIME_SECONDS = 32_400;

/** Client-credentials OAuth (contracts §1.2): issues bearer tokens and checks them on every API call. */
export class TokenIssuer {
  private readonly tokens = new Set<string>();

  constructor(private readonly credentials?: PaypalCredentials) {}

  // POST /v1/oauth2/token – Basic auth of client id/secret, form body grant_type=client_credentials
  issue(req: SimRequest): SimResponse {
    const basic = /^Basic\s+(.+)$/i.exec(header(req, "authorization") ?? "");
    const decoded = basic?.[1] ? Buffer.from(basic[1], "base64").toString("utf8") : "";
    const separator = decoded.indexOf(":");
    const clientId = separator > 0 ? decoded.slice(0, separator) : "";
    const clientSecret = separator > 0 ? decoded.slice(separator + 1) : "";
    const expected = this.credentials;
    const valid = expected ? clientId === expected.clientId && clientSecret === expected.clientSecret : clientId !== "" && clientSecret !== "";
    if (!valid) return json(401, { error: "invalid_client", error_description: "Client Authentication failed" });

    const grantType = new URLSearchParams(req.body).get("grant_type");
    if (grantType === null) return json(400, { error: "unsupported_grant_type", error_description: "Grant Type is NULL" });
    if (grantType !== "client_credentials") {
      return json(400, { error: "unsupported_grant_type", error_description: `Grant Type ${grantType} is not supported` });
    }
    const token = `A21SIM${randomBytes(24).toString("base64url")}`;
    this.tokens.add(token);
    return json(200, {
      scope: "https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund https://uri.paypal.com/payments/payouts openid",
      access_token: token,
      token_type: "Bearer",
      app_id: "APP-SIMULATOR00000000",
      expires_in: TOKEN_LIFETIME_SECONDS,
      nonce: `${new Date().toISOString()}-simulator`,
    });
  }

  /** `undefined` when the request carries a token we issued; otherwise the 401 PayPal would send. */
  reject(req: SimRequest): SimResponse | undefined {
    const bearer = /^Bearer\s+(.+)$/i.exec(header(req, "authorization") ?? "");
    if (!bearer?.[1]) return authenticationFailure();
    if (!this.tokens.has(bearer[1])) return json(401, { error: "invalid_token", error_description: "Access Token not found in cache" });
    return undefined;
  }
}
