import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { verifyPassword } from "@/lib/auth/password";
import { openClient } from "@/lib/database/open-client";

import { createTestDatabase, defaultKind, type TestDatabase } from "../../support/test-databases";

const run = promisify(execFile);

/** `npm run admin:create` as an operator runs it, against its own database. */
async function adminCreate(env: TestDatabase["env"], args: string[], password?: string) {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ADMIN_PASSWORD: _pw, ...rest } = process.env;
  return run("npm", ["run", "--silent", "admin:create", "--", ...args], { env: { ...rest, ...env, ...(password ? { ADMIN_PASSWORD: password } : {}) } });
}

describe("npm run admin:create", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(defaultKind(), "admincmd", { migrated: true });
  });
  afterAll(() => db.drop());

  it("creates an account from ADMIN_PASSWORD, then resets its password", async () => {
    expect((await adminCreate(db.env, ["--username", "Night_Ops"], "first night password")).stdout).toMatch(/Admin "night_ops" created/);
    expect((await adminCreate(db.env, ["--username", "night_ops"], "second night password")).stdout).toMatch(/Admin "night_ops" updated/);
    const { prisma, close } = await openClient(db.target);
    try {
      const admin = await prisma.adminUser.findUniqueOrThrow({ where: { username: "night_ops" }, omit: { passwordHash: false } });
      expect(await verifyPassword(admin.passwordHash, "second night password")).toBe(true);
      expect(await prisma.adminUser.count()).toBe(1);
    } finally {
      await close();
    }
  });

  it("refuses a missing username, a short password, and no password without a terminal", async () => {
    await expect(adminCreate(db.env, [], "long enough password")).rejects.toMatchObject({ code: 2 });
    await expect(adminCreate(db.env, ["--username", "short_pw"], "short")).rejects.toMatchObject({ stderr: expect.stringMatching(/at least 12/) });
    await expect(adminCreate(db.env, ["--username", "no_tty"])).rejects.toMatchObject({ stderr: expect.stringMatching(/ADMIN_PASSWORD/) });
  });
});
