import "server-only";

import { randomBytes } from "node:crypto";

/** Long enough for next-auth to run right after the check; a grant is never meant to wait. */
export const SIGN_IN_GRANT_MS = 30_000;

/** What a checked sign-in hands to next-auth: the account and the admin_sessions row the cookie will carry. */
type SignInGrant = { adminId: string; username: string; sessionId: string };

type Stored = SignInGrant & { expiresAt: number };

// Kept on globalThis so that a second copy of this module (a development
// reload, a bundle that loads it twice) still sees the grants the first issued.
const holder = globalThis as unknown as { __adminSignInGrants?: Map<string, Stored> };
const grants = (holder.__adminSignInGrants ??= new Map<string, Stored>());

/**
 * The proof that checkAdminLogin accepted a password in this process: a
 * random id, good once, for 30 seconds. next-auth's credentials provider
 * accepts nothing else, so no next-auth endpoint can check a password.
 */
export function issueSignInGrant(grant: SignInGrant, now = Date.now()): string {
  for (const [id, stored] of grants) if (stored.expiresAt <= now) grants.delete(id);
  const id = randomBytes(32).toString("base64url");
  grants.set(id, { ...grant, expiresAt: now + SIGN_IN_GRANT_MS });
  return id;
}

/** The grant for this id, removed so it cannot be used again; null when unknown or expired. */
export function consumeSignInGrant(id: unknown, now = Date.now()): SignInGrant | null {
  if (typeof id !== "string") return null;
  const stored = grants.get(id);
  if (!stored) return null;
  grants.delete(id);
  if (stored.expiresAt <= now) return null;
  return { adminId: stored.adminId, username: stored.username, sessionId: stored.sessionId };
}
