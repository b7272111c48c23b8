import { randomBytes } from "node:crypto";

import { afterAll, afterEach, describe, expect, it } from "vitest";

import { logoutAction } from "@/lib/admin/actions/logout";
import { signOutEverywhereAction } from "@/lib/admin/actions/sessions";
import { upsertAdmin } from "@/lib/auth/upsert-admin";
import { prisma } from "@/lib/database/db";

import { GET as getStats } from "@/app/admin/(api)/stats/route";
import { POST as loginRoute } from "@/app/api/admin/login/route";

import { sessionCookie, setSessionCookie, signOut } from "../../support/admin-session";

const PASSWORD = "correct horse battery staple";
const created: string[] = [];

async function newAdmin() {
  const username = `sess_${randomBytes(4).toString("hex")}`;
  created.push(username);
  await upsertAdmin(prisma, { username, password: PASSWORD });
  return username;
}

/** Signs in over POST /api/admin/login (the one way in) and returns the session cookie the browser got. */
async function login(username: string, ip = "192.0.2.61"): Promise<string> {
  signOut();
  const res = await loginRoute(
    new Request("http://shop.test/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", host: "shop.test", origin: "http://shop.test", "x-shop-client-address": ip },
      body: JSON.stringify({ username, password: PASSWORD }),
    }),
  );
  expect(res.status).toBe(200);
  const cookie = sessionCookie();
  if (!cookie) throw new Error("the sign-in set no session cookie");
  return cookie;
}

/** GET /admin/stats with this cookie: 200 while the session lives, 401 after. */
async function statsWith(cookie: string): Promise<number> {
  setSessionCookie(cookie);
  return (await getStats(new Request("http://shop.test/admin/stats"), { params: Promise.resolve({}) })).status;
}

/** Server actions that end in a redirect throw Next's redirect signal. */
const redirectsTo = (path: string) => expect.objectContaining({ digest: expect.stringContaining(path) });

describe("admin sessions end on the server", () => {
  afterEach(signOut);
  afterAll(() => prisma.adminUser.deleteMany({ where: { username: { in: created } } }));

  it("logout: a cookie copied before it gets 401", async () => {
    const copied = await login(await newAdmin());
    expect(await statsWith(copied)).toBe(200);
    await expect(logoutAction()).rejects.toEqual(redirectsTo("/"));
    expect(sessionCookie()).toBeUndefined();
    expect(await statsWith(copied)).toBe(401);
  });

  it("a new password (npm run admin:create) ends every session of that admin", async () => {
    const username = await newAdmin();
    const [first, second] = [await login(username), await login(username, "192.0.2.62")];
    expect([await statsWith(first), await statsWith(second)]).toEqual([200, 200]);
    await upsertAdmin(prisma, { username, password: "a brand new password" });
    expect([await statsWith(first), await statsWith(second)]).toEqual([401, 401]);
  });

  it("deleting the account ends its sessions, and their rows go with it", async () => {
    const username = await newAdmin();
    const cookie = await login(username);
    const { id } = await prisma.adminUser.delete({ where: { username } });
    expect(await statsWith(cookie)).toBe(401);
    expect(await prisma.adminSession.count({ where: { adminId: id } })).toBe(0);
  });

  it("\"Sign out everywhere\" ends all of that admin's sessions, not another admin's, and is audited", async () => {
    const [mine, theirs] = [await newAdmin(), await newAdmin()];
    const [here, elsewhere, other] = [await login(mine), await login(mine, "192.0.2.63"), await login(theirs)];
    setSessionCookie(here);
    await expect(signOutEverywhereAction({})).rejects.toEqual(redirectsTo("/admin/login"));
    expect([await statsWith(here), await statsWith(elsewhere), await statsWith(other)]).toEqual([401, 401, 200]);
    const audit = await prisma.auditLog.findFirst({ where: { action: "admin.logout_all", actor: mine } });
    expect(audit).toMatchObject({ success: true, details: { sessions: 2 } });
  });

  it('"Sign out everywhere" without a session is refused like every admin action', async () => {
    expect(await signOutEverywhereAction({})).toEqual({ ok: false, error: "Sign in as an admin to do this.", code: "unauthorized" });
  });
});
