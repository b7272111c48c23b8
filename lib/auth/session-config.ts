import "server-only";

import type { NextAuthConfig } from "next-auth";

import { authSecret } from "@/lib/auth/auth-secret";
import { log } from "@/lib/log";

/** How long an admin stays signed in without signing in again. */
export const ADMIN_SESSION_SECONDS = 8 * 60 * 60;

/**
 * The session half of next-auth's configuration (no providers, no database),
 * shared by the request gate (proxy.ts) and the full configuration
 * (lib/auth/auth.ts). Sessions are JWTs encrypted with AUTH_SECRET in an
 * httpOnly cookie (Secure and __Secure-prefixed on https).
 */
export function sessionConfig(): NextAuthConfig {
  return {
    secret: authSecret(),
    // The shop runs behind its own reverse proxy (README, "Client addresses"): the Host header is ours.
    trustHost: true,
    session: { strategy: "jwt", maxAge: ADMIN_SESSION_SECONDS },
    pages: { signIn: "/admin/login" },
    // A forged or stale cookie is routine: one line with its kind, not a stack trace per request.
    logger: {
      error: (error) => log.warn("admin session refused", { type: error.name }),
      warn: (code) => log.warn("next-auth warning", { code }),
      debug: () => {},
    },
    providers: [],
    callbacks: {
      jwt({ token, user }) {
        if (user?.id) token.sub = user.id;
        if (user?.name) token.name = user.name;
        return token;
      },
      session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub ?? "", name: token.name ?? "" } };
      },
    },
  };
}
