import { randomBytes } from "node:crypto";

import { encode } from "next-auth/jwt";

import { vi } from "vitest";

import { startAdminSession } from "@/lib/auth/admin-sessions";
import { authSecret } from "@/lib/auth/auth-secret";
import { hashPassword } from "@/lib/auth/password";
import type { AdminSession } from "@/lib/auth/require-admin";
import { prisma } from "@/lib/database/db";
import { SERVER_MARK } from "@/lib/http/client-address";

/**
 * The request an admin test plays: the cookies and headers `next/headers`
 * answers with. next-auth's `auth()` (and `signIn`/`signOut`) read the
 * request only through `headers()`/`cookies()` of `next/headers`, so this
 * framework boundary is the one thing mocked; the session cookie itself is a
 * real one, encrypted the way next-auth encrypts it.
 *
 * The state lives on globalThis because the integration project runs its
 * files in one module registry (vitest `isolate: false`): whichever file
 * loaded next-auth first, every copy of this mock reads the same jar. For the
 * same reason the project lists this file in `setupFiles`, so next-auth is
 * always linked to the mock, whatever file imports it first.
 */
type RequestState = { cookies: Map<string, string>; headers: Record<string, string> };

const request = vi.hoisted(() => {
  const holder = globalThis as unknown as { __adminTestRequest?: RequestState };
  holder.__adminTestRequest ??= { cookies: new Map(), headers: {} };
  return holder.__adminTestRequest;
});

vi.mock("next/headers", () => {
  const cookieHeader = () => [...request.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const headers = () => new Headers({ host: "shop.test", "x-forwarded-proto": "http", ...request.headers, cookie: cookieHeader() });
  // One store for every copy of this mock (the setup file runs again before each file): a spy on it sees every write.
  const holder = globalThis as unknown as { __adminTestCookieStore?: object };
  const cookieStore = (holder.__adminTestCookieStore ??= {
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined),
    getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
    has: (name: string) => request.cookies.has(name),
    set: (nameOrCookie: string | { name: string; value: string }, value?: string) => {
      const [name, val] = typeof nameOrCookie === "string" ? [nameOrCookie, value ?? ""] : [nameOrCookie.name, nameOrCookie.value];
      // Clearing a cookie is setting it empty (and expired): the browser would drop it.
      if (val) request.cookies.set(name, val);
      else request.cookies.delete(name);
      return cookieStore;
    },
    delete: (name: string) => {
      request.cookies.delete(name);
      return cookieStore;
    },
  });
  return {
    headers: async () => headers(),
    cookies: async () => cookieStore,
    draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
  };
});

// Outside a request Next.js has no page cache to mark stale (revalidatePath throws an invariant there): each call is
// written down instead, on globalThis for the same reason as the request, for refreshedPaths().
const refreshed = vi.hoisted(() => {
  const holder = globalThis as unknown as { __actionTestRefreshed?: [string, string | undefined][] };
  holder.__actionTestRefreshed ??= [];
  return holder.__actionTestRefreshed;
});
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidatePath: (path: string, type?: string) => {
    refreshed.push([path, type]);
  },
}));

/** The pages the actions since the last call marked stale (revalidatePath's arguments), in order; forgets them. */
export function refreshedPaths(): [string, string | undefined][] {
  return refreshed.splice(0);
}

// The tests play scripts/serve.ts: the client address header they send is the one the server would have written.
(globalThis as Record<symbol, unknown>)[SERVER_MARK] = true;

// Each test file starts as an anonymous visitor (this file runs again before every file, as a setup file).
request.cookies.clear();
request.headers = {};

/** next-auth's session cookie on http (on https it is `__Secure-` prefixed); also the key derivation's salt. */
export const SESSION_COOKIE = "authjs.session-token";

/** Creates an admin account (argon2id hash, as `npm run admin:create` stores it). */
export async function createAdmin(username = `admin_${randomBytes(4).toString("hex")}`, password = "correct horse battery staple"): Promise<AdminSession> {
  const passwordHash = await hashPassword(password);
  return prisma.adminUser.upsert({ where: { username }, create: { username, passwordHash }, update: { passwordHash }, select: { id: true, username: true } });
}

/**
 * A session cookie value for the admin as a sign-in issues it: a live
 * admin_sessions row, named by the cookie's `sid` claim, encrypted with the
 * app's AUTH_SECRET exactly as next-auth does.
 */
export async function mintSessionCookie(admin: AdminSession): Promise<string> {
  const sid = await startAdminSession(admin.id, "203.0.113.1");
  return encode({ salt: SESSION_COOKIE, secret: authSecret(), token: { sub: admin.id, name: admin.username, sid } });
}

/** Signs the test's request in as the admin (a new account when none is given). */
export async function signInAs(admin?: AdminSession): Promise<AdminSession> {
  const account = admin ?? (await createAdmin());
  request.cookies.set(SESSION_COOKIE, await mintSessionCookie(account));
  return account;
}

/** The session cookie the test's browser holds now (e.g. one a sign-in just set), or undefined. */
export function sessionCookie(): string | undefined {
  return request.cookies.get(SESSION_COOKIE);
}

/** Sets the session cookie to any value, e.g. a forged one. */
export function setSessionCookie(value: string): void {
  request.cookies.set(SESSION_COOKIE, value);
}

/** Sets any cookie of the test's browser, e.g. an affiliate's session cookie. */
export function setCookie(name: string, value: string): void {
  request.cookies.set(name, value);
}

/** Extra request headers, e.g. `x-shop-client-address` for the audited address. */
export function setRequestHeaders(headers: Record<string, string>): void {
  request.headers = { ...headers };
}

/** No cookies, no extra headers: an anonymous visitor. */
export function signOut(): void {
  request.cookies.clear();
  request.headers = {};
}

/** The cookie header the test's browser would send, for Request objects handed to route handlers. */
export function cookieHeader(): string {
  return [...request.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** A route without path parameters, as withAdmin makes one (lib/auth/with-admin.ts). */
type PlainRoute = (req: Request, context: { params: Promise<Record<string, never>> }) => Promise<Response>;

/** A JSON POST to an admin route as the dashboard's own page sends it: the site's Origin, through the proxy (203.0.113.9). */
export function postAsAdmin(route: PlainRoute, path: string, body: unknown): Promise<Response> {
  const headers = { "content-type": "application/json", host: "shop.test", origin: "http://shop.test", "x-shop-client-address": "203.0.113.9" };
  return route(new Request(`http://shop.test${path}`, { method: "POST", headers, body: JSON.stringify(body) }), { params: Promise.resolve({}) });
}
