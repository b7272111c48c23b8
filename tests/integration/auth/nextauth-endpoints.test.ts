import { NextRequest } from "next/server";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startAdminSession } from "@/lib/auth/admin-sessions";
import { signIn } from "@/lib/auth/auth";
import { issueSignInGrant } from "@/lib/auth/sign-in-grant";
import { upsertAdmin } from "@/lib/auth/upsert-admin";
import { prisma } from "@/lib/database/db";

import { GET as getStats } from "@/app/admin/(api)/stats/route";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";

import { cookieHeader, SESSION_COOKIE, sessionCookie, setSessionCookie, signInAs, signOut } from "../../support/admin-session";

const PASSWORD = "correct horse battery staple";
const USERNAME = "nextauth_admin";
const BASE = "http://shop.test/api/auth";

/** next-auth's CSRF token and the cookie it is bound to, as a browser would get them. */
async function csrf() {
  const res = await GET(new NextRequest(`${BASE}/csrf`, { headers: { host: "shop.test" } }));
  expect(res.status).toBe(200);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { csrfToken, cookie: cookiePairs(res).join("; ") };
}

const cookiePairs = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
const setsSession = (res: Response) => cookiePairs(res).some((pair) => pair.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1);

function post(path: string, form: Record<string, string>, cookie: string) {
  return POST(
    new NextRequest(`${BASE}/${path}`, {
      method: "POST",
      headers: { host: "shop.test", origin: "http://shop.test", "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams(form),
    }),
  );
}

const statsStatus = async () => (await getStats(new Request("http://shop.test/admin/stats"), { params: Promise.resolve({}) })).status;

describe("next-auth's own endpoints sign nobody in", () => {
  beforeAll(() => upsertAdmin(prisma, { username: USERNAME, password: PASSWORD }));
  afterAll(async () => {
    signOut();
    await prisma.adminUser.deleteMany({ where: { username: USERNAME } });
  });

  it.each(["callback/credentials", "signin/credentials", "signin"])(
    "POST %s with a real CSRF token and the right password: 404, no session cookie",
    async (path) => {
      const { csrfToken, cookie } = await csrf();
      const res = await post(path, { username: USERNAME, password: PASSWORD, csrfToken, callbackUrl: "http://shop.test/admin/dashboard" }, cookie);
      expect(setsSession(res)).toBe(false);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
    },
  );

  it("even reached directly, next-auth's credentials provider checks no password and takes a grant only once", async () => {
    signOut();
    await expect(signIn("credentials", { username: USERNAME, password: PASSWORD, redirect: false })).rejects.toMatchObject({ type: "CredentialsSignin" });
    expect(sessionCookie()).toBeUndefined();

    const admin = await prisma.adminUser.findUniqueOrThrow({ where: { username: USERNAME } });
    const grant = issueSignInGrant({ adminId: admin.id, username: admin.username, sessionId: await startAdminSession(admin.id, "192.0.2.70") });
    await signIn("credentials", { grant, redirect: false });
    expect(sessionCookie()).toBeTruthy();
    signOut();
    await expect(signIn("credentials", { grant, redirect: false })).rejects.toMatchObject({ type: "CredentialsSignin" });
    expect(sessionCookie()).toBeUndefined();
  });

  it("answers 404 to next-auth's other pages and calls (sign-in page, providers, session update)", async () => {
    for (const path of ["signin", "providers", "signout", "error", "callback/credentials"]) {
      expect({ path, status: (await GET(new NextRequest(`${BASE}/${path}`, { headers: { host: "shop.test" } }))).status }).toEqual({ path, status: 404 });
    }
    const { csrfToken, cookie } = await csrf();
    expect((await post("session", { csrfToken }, cookie)).status).toBe(404);
  });

  it("still answers the session, and POST signout clears the cookie and ends that session on the server", async () => {
    await signInAs(await prisma.adminUser.findUniqueOrThrow({ where: { username: USERNAME }, select: { id: true, username: true } }));
    const session = await GET(new NextRequest(`${BASE}/session`, { headers: { host: "shop.test", cookie: cookieHeader() } }));
    expect(session.status).toBe(200);
    const answered = await session.json();
    expect(answered).toMatchObject({ user: { name: USERNAME } });
    // The page's scripts get no server session id: the admin_sessions row stays the server's to know.
    const row = await prisma.adminSession.findFirstOrThrow({ where: { admin: { username: USERNAME }, revokedAt: null }, orderBy: { createdAt: "desc" } });
    expect(JSON.stringify(answered)).not.toContain(row.id);
    expect(answered).not.toHaveProperty("sessionId");
    expect(await statsStatus()).toBe(200);

    const copied = sessionCookie() ?? "";
    const { csrfToken, cookie } = await csrf();
    const out = await post("signout", { csrfToken, callbackUrl: "http://shop.test/" }, `${cookie}; ${SESSION_COOKIE}=${copied}`);
    expect(out.status).toBe(302);
    expect(cookiePairs(out)).toContain(`${SESSION_COOKIE}=`);
    // The cookie kept from before the sign-out no longer opens anything.
    setSessionCookie(copied);
    expect(await statsStatus()).toBe(401);
  });
});
