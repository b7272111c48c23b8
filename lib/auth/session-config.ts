import "server-only";

import type { NextAuthConfig } from "next-auth";

import { authSecret } from "@/lib/auth/auth-secret";
import { log } from "@/lib/log";

declare module "next-auth" {
  /** What authorize returns (lib/auth/auth.ts): the admin_sessions row the cookie will name. */
  interface User {
    sid?: string;
  }
  /** The cookie's admin_sessions row, for currentAdmin() to check on the server. */
  interface Session {
    sessionId?: string;
  }
}

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
    // The host is the request's Host: scripts/serve.ts drops any X-Forwarded-Host (docs/operations.md, "Client addresses").
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
      // The claim "sid" is set once, at sign-in, from the grant authorize consumed; a cookie without it opens nothing.
      jwt({ token, user }) {
        if (user?.id) token.sub = user.id;
        if (user?.name) token.name = user.name;
        if (user?.sid) token.sid = user.sid;
        return token;
      },
      session({ session, token }) {
        const sessionId = typeof token.sid === "string" ? token.sid : undefined;
        return { ...session, sessionId, user: { ...session.user, id: token.sub ?? "", name: token.name ?? "" } };
      },
    },
  };
}
