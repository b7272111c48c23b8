import { randomBytes } from "node:crypto";

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { LOCKOUT } from "@/lib/auth/login-lockout";
import * as password from "@/lib/auth/password";
import { upsertAdmin } from "@/lib/auth/upsert-admin";
import { prisma } from "@/lib/database/db";

import { POST } from "@/app/api/admin/login/route";

const ATTEMPTS = 30;

function login(username: string, ip: string) {
  return POST(
    new Request("http://shop.test/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", host: "shop.test", origin: "http://shop.test", "x-shop-client-address": ip },
      body: JSON.stringify({ username, password: `wrong-${randomBytes(4).toString("hex")}` }),
    }),
  );
}

/** Every password check goes through one of these two (argon2id against the account's hash, or against nothing). */
function countPasswordChecks() {
  const known = vi.spyOn(password, "verifyPassword");
  const unknown = vi.spyOn(password, "verifyAgainstNothing");
  return () => known.mock.calls.length + unknown.mock.calls.length;
}

const statuses = (responses: Response[]) => responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
const badCredentials = (where: object) =>
  prisma.auditLog.count({ where: { action: "admin.login", AND: [{ details: { path: ["outcome"], equals: "bad_credentials" } }, where] } });

describe("the sign-in lockout holds under concurrent guesses", () => {
  const username = `burst_${randomBytes(3).toString("hex")}`;
  beforeAll(() => upsertAdmin(prisma, { username, password: "correct horse battery staple" }));
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => prisma.adminUser.deleteMany({ where: { username } }));

  it(`${ATTEMPTS} wrong passwords at once for one username: ${LOCKOUT.failures} checked, the rest 429`, async () => {
    const checks = countPasswordChecks();
    const subnet = `198.18.${Math.floor(Math.random() * 250)}`;
    const responses = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => login(username, `${subnet}.${i + 1}`)));
    console.info(`one username: ${checks()} password checks, statuses ${JSON.stringify(statuses(responses))}`);
    expect(checks()).toBeLessThanOrEqual(LOCKOUT.failures);
    expect(statuses(responses)).toEqual({ 401: LOCKOUT.failures, 429: ATTEMPTS - LOCKOUT.failures });
    expect(await badCredentials({ details: { path: ["username"], equals: username } })).toBe(LOCKOUT.failures);
    const locked = responses.find((r) => r.status === 429);
    expect(Number(locked?.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
  });

  it(`${ATTEMPTS} wrong passwords at once from one address, each for another name: ${LOCKOUT.failures} checked, the rest 429`, async () => {
    const checks = countPasswordChecks();
    const ip = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const prefix = `guess_${randomBytes(3).toString("hex")}`;
    const responses = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => login(`${prefix}_${i}`, ip)));
    console.info(`one address: ${checks()} password checks, statuses ${JSON.stringify(statuses(responses))}`);
    expect(checks()).toBeLessThanOrEqual(LOCKOUT.failures);
    expect(statuses(responses)).toEqual({ 401: LOCKOUT.failures, 429: ATTEMPTS - LOCKOUT.failures });
    expect(await badCredentials({ ipAddress: ip })).toBe(LOCKOUT.failures);
  });
});
