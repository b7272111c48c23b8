import "server-only";

import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";

import { revokeAdminSession } from "@/lib/auth/admin-sessions";
import { sessionConfig } from "@/lib/auth/session-config";
import { consumeSignInGrant } from "@/lib/auth/sign-in-grant";

/**
 * next-auth, used only to write and read the encrypted session cookie. Its
 * one provider checks no password: `authorize` accepts only a single-use
 * grant that POST /api/admin/login (lockout, argon2, audit in
 * lib/auth/admin-login.ts) issued in this process, so even a reachable
 * next-auth callback could not be used to guess passwords.
 */
export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  ...sessionConfig(),
  providers: [
    Credentials({
      credentials: { grant: {} },
      authorize(credentials) {
        const grant = consumeSignInGrant(credentials?.grant);
        return grant && { id: grant.adminId, name: grant.username, sid: grant.sessionId };
      },
    }),
  ],
  events: {
    // next-auth's own POST /api/auth/signout only clears the cookie; end the session row too.
    async signOut(message) {
      const sid = "token" in message ? message.token?.sid : undefined;
      if (typeof sid === "string" && /^[0-9a-f-]{36}$/.test(sid)) await revokeAdminSession(sid);
    },
  },
}));
