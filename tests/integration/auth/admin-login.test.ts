import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { checkAdminLogin } from "@/lib/auth/admin-login";
import { lockedForSeconds, LOCKOUT } from "@/lib/auth/login-lockout";
import { upsertAdmin } from "@/lib/auth/upsert-admin";
import { prisma } from "@/lib/database/db";

import { POST } from "@/app/api/admin/login/route";

const PASSWORD = "correct horse battery staple";

function login(body: unknown, { ip = "198.51.100.7", origin = "http://shop.test" } = {}) {
  return POST(
    new Request("http://shop.test/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", host: "shop.test", origin, "x-shop-client-address": ip },
      body: JSON.stringify(body),
    }),
  );
}

const loginAudits = () => prisma.auditLog.findMany({ where: { action: "admin.login" }, orderBy: { id: "asc" } });

describe("admin sign-in: password check, audit, lockout", () => {
  beforeAll(async () => {
    await upsertAdmin(prisma, { username: "Lock_Admin", password: PASSWORD });
    await upsertAdmin(prisma, { username: "other_admin", password: PASSWORD });
  });
  // The lockout counts admin_login_attempts; each test starts with none.
  beforeEach(async () => {
    await prisma.auditLog.deleteMany({ where: { action: "admin.login" } });
    await prisma.adminLoginAttempt.deleteMany();
  });
  afterAll(async () => {
    await prisma.auditLog.deleteMany({ where: { action: "admin.login" } });
    await prisma.adminLoginAttempt.deleteMany();
    await prisma.adminUser.deleteMany({ where: { username: { in: ["lock_admin", "other_admin"] } } });
  });

  it("accepts the right password (any case of the name) and audits it with the address", async () => {
    await expect(checkAdminLogin({ username: "LOCK_ADMIN", password: PASSWORD }, { ipAddress: "198.51.100.7" })).resolves.toMatchObject({
      username: "lock_admin",
    });
    expect(await loginAudits()).toMatchObject([{ success: true, actor: "lock_admin", ipAddress: "198.51.100.7", details: { outcome: "signed_in" } }]);
  });

  it("answers a wrong password and an unknown name alike: 401 with the spec's message, audited", async () => {
    for (const body of [
      { username: "lock_admin", password: "wrong password" },
      { username: "nobody_here", password: PASSWORD },
    ]) {
      const response = await login(body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Invalid username or password" } });
    }
    expect((await loginAudits()).map((a) => [a.success, (a.details as { outcome: string }).outcome])).toEqual([
      [false, "bad_credentials"],
      [false, "bad_credentials"],
    ]);
  });

  it("refuses a cross-site request and a malformed body before checking anything", async () => {
    expect((await login({ username: "lock_admin", password: PASSWORD }, { origin: "https://evil.example" })).status).toBe(403);
    // The right host over another scheme is another origin (an https page may not post to the http site).
    expect((await login({ username: "lock_admin", password: PASSWORD }, { origin: "https://shop.test" })).status).toBe(403);
    expect((await login({ username: "", password: "" })).status).toBe(400);
    expect(await loginAudits()).toEqual([]);
  });

  it("locks a username after five failures, from any address, even for the right password: 429 with Retry-After", async () => {
    for (let i = 0; i < LOCKOUT.failures; i += 1)
      expect((await login({ username: "lock_admin", password: `nope-${i}` }, { ip: `192.0.2.${i + 1}` })).status).toBe(401);
    const locked = await login({ username: "lock_admin", password: PASSWORD }, { ip: "192.0.2.99" });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await loginAudits()).at(-1)).toMatchObject({ success: false, details: { outcome: "locked" } });
    // Another admin from another address is not affected.
    await expect(checkAdminLogin({ username: "other_admin", password: PASSWORD }, { ipAddress: "192.0.2.200" })).resolves.toBeTruthy();
  });

  it("locks an address after five failures, whatever name it tries next", async () => {
    for (let i = 0; i < LOCKOUT.failures; i += 1) await login({ username: `guess_${i}`, password: "x" }, { ip: "203.0.113.9" });
    expect((await login({ username: "other_admin", password: PASSWORD }, { ip: "203.0.113.9" })).status).toBe(429);
    expect((await login({ username: "other_admin", password: PASSWORD }, { ip: "203.0.113.10" })).status).not.toBe(429);
  });

  it("lifts the lock 15 minutes after the fifth failure, and refusals while locked do not extend it", async () => {
    for (let i = 0; i < LOCKOUT.failures; i += 1) await login({ username: "lock_admin", password: "x" }, { ip: "203.0.113.20" });
    for (let i = 0; i < 3; i += 1) expect((await login({ username: "lock_admin", password: "x" }, { ip: "203.0.113.20" })).status).toBe(429);
    const now = Date.now();
    expect(await lockedForSeconds("lock_admin", "203.0.113.20", new Date(now))).toBeGreaterThan(0);
    expect(await lockedForSeconds("lock_admin", "203.0.113.20", new Date(now + LOCKOUT.windowMs + 1000))).toBe(0);
  });
});
