import { randomUUID } from "node:crypto";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { addLicenseManually } from "@/lib/licenses/add-license";
import { renameLicense } from "@/lib/licenses/rename-license";
import { restoreLicense } from "@/lib/licenses/restore-license";
import { revokeLicense } from "@/lib/licenses/revoke-license";
import { verifyLicense } from "@/lib/licenses/verify-license";

import { POST as addUuidRoute } from "@/app/admin/(api)/add-uuid/route";
import { GET as mojangRoute } from "@/app/admin/(api)/mojang/[username]/route";

import { ADMIN_CTX, createLicense, deleteAdminData } from "../../support/admin-fixtures";
import { signInAs, signOut } from "../../support/admin-session";
import { rejects } from "../../support/app-error";

const NOTCH = "069a79f4-44e9-4726-a5be-fca90e38aaf5";

const audit = (action: string) => prisma.auditLog.findMany({ where: { action }, orderBy: { id: "asc" } });

describe("whitelist changes by an admin", () => {
  afterEach(() => deleteAdminData());

  it("adds a username looked up on Mojang, in Mojang's spelling, and audits it", async () => {
    const row = await addLicenseManually({ username: "notch", email: "Notch@Example.com" }, ADMIN_CTX);
    expect(row).toMatchObject({ uuid: NOTCH, username: "Notch", email: "notch@example.com", active: true, source: "ADMIN", last_verified: null });
    expect(await verifyLicense(NOTCH)).toEqual({ active: true, username: "Notch" });
    expect(await audit("license.add")).toMatchObject([
      { actor: "root_admin", uuid: NOTCH, success: true, ipAddress: "203.0.113.50", details: { username: "Notch", outcome: "created" } },
    ]);
  });

  it("refuses a name no Minecraft account has, and stores nothing", async () => {
    await expect(addLicenseManually({ username: "No_Such_Player", email: "x@example.com" }, ADMIN_CTX)).rejects.toThrow(
      "No Minecraft account is named No_Such_Player.",
    );
    await rejects(addLicenseManually({ username: "No_Such_Player", email: "x@example.com" }, ADMIN_CTX), "unprocessable_entity");
    expect(await prisma.license.count()).toBe(0);
  });

  it("re-activates an account already listed, with its new name, keeping how it was created", async () => {
    await createLicense({ uuid: NOTCH, username: "OldName", active: false, revokedReason: "Refund", source: "PURCHASE" });
    const row = await addLicenseManually({ username: "Notch", email: "n@example.com" }, ADMIN_CTX);
    expect(row).toMatchObject({ uuid: NOTCH, username: "Notch", active: true, revoked_reason: null, source: "PURCHASE" });
    expect(await prisma.license.count()).toBe(1);
    expect((await audit("license.add"))[0]?.details).toEqual({ username: "Notch", outcome: "reactivated" });
  });

  it("revokes (the mod's check answers inactive) and restores (active again), audited with the reason", async () => {
    const license = await createLicense({ username: "Cheater_1" });
    expect((await revokeLicense(license.uuid, "Resold the license", ADMIN_CTX)).active).toBe(false);
    expect(await verifyLicense(license.uuid)).toEqual({ active: false, username: "Cheater_1" });
    expect(await prisma.license.findUniqueOrThrow({ where: { id: license.id } })).toMatchObject({
      revokedReason: "Resold the license",
      revokedAt: expect.any(Date),
    });

    expect((await restoreLicense(license.uuid, ADMIN_CTX)).active).toBe(true);
    expect(await verifyLicense(license.uuid)).toEqual({ active: true, username: "Cheater_1" });
    expect(await prisma.license.findUniqueOrThrow({ where: { id: license.id } })).toMatchObject({ revokedReason: null, revokedAt: null });
    expect(await audit("license.revoke")).toMatchObject([{ uuid: license.uuid, actor: "root_admin", details: { reason: "Resold the license" } }]);
    expect(await audit("license.restore")).toMatchObject([{ uuid: license.uuid, actor: "root_admin" }]);
  });

  it("renames a license; the UUID the mod checks stays", async () => {
    const license = await createLicense({ username: "Before_Name" });
    const row = await renameLicense(license.uuid, "After_Name", ADMIN_CTX);
    expect(row).toMatchObject({ uuid: license.uuid, username: "After_Name" });
    expect(await verifyLicense(license.uuid)).toEqual({ active: true, username: "After_Name" });
    expect((await audit("license.rename"))[0]?.details).toEqual({ from: "Before_Name", to: "After_Name" });
  });

  it("answers not_found for an unknown or malformed UUID", async () => {
    await rejects(revokeLicense(randomUUID(), "why", ADMIN_CTX), "not_found");
    await rejects(restoreLicense("not-a-uuid", ADMIN_CTX), "not_found");
    await rejects(renameLicense(randomUUID(), "Someone", ADMIN_CTX), "not_found");
    expect(await prisma.auditLog.count()).toBe(0);
  });
});

describe("GET /admin/mojang/{username} and POST /admin/add-uuid", () => {
  beforeAll(() => signInAs());
  afterAll(async () => {
    signOut();
    await deleteAdminData();
  });

  const lookup = (username: string) => mojangRoute(new Request(`http://shop.test/admin/mojang/${username}`), { params: Promise.resolve({ username }) });
  const add = (body: unknown, origin = "http://shop.test") =>
    addUuidRoute(
      new Request("http://shop.test/admin/add-uuid", {
        method: "POST",
        headers: { "content-type": "application/json", host: "shop.test", origin, "x-shop-client-address": "198.51.100.77" },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({}) },
    );

  it("looks a name up: { uuid, username }, 404 for nobody, 400 for an impossible name", async () => {
    const found = await lookup("jeb_");
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ uuid: "853c80ef-3c37-49fd-aa49-938b674adae6", username: "jeb_" });
    expect((await lookup("Nobody_At_All")).status).toBe(404);
    expect((await lookup("a")).status).toBe(400);
  });

  it("adds the account the dashboard looked up: 201 { success, license }, audited with the caller's address", async () => {
    const res = await add({ uuid: "853c80ef3c3749fdaa49938b674adae6", username: "jeb_", email: "jeb@example.com" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      success: true,
      license: expect.objectContaining({ uuid: "853c80ef-3c37-49fd-aa49-938b674adae6", username: "jeb_", active: true }),
    });
    expect(await audit("license.add")).toMatchObject([{ ipAddress: "198.51.100.77" }]);
  });

  it("refuses a post from another site's page with a 403", async () => {
    const res = await add({ uuid: NOTCH, username: "Notch", email: "n@example.com" }, "https://evil.example");
    expect(res.status).toBe(403);
    expect(await prisma.license.count({ where: { uuid: NOTCH } })).toBe(0);
  });

  it("refuses a body without a valid username or e-mail with a 400", async () => {
    for (const body of [
      { uuid: NOTCH, username: "Notch" },
      { uuid: NOTCH, username: "x", email: "a@b.co" },
      { uuid: "nope", username: "Notch", email: "a@b.co" },
    ]) {
      const res = await add(body);
      expect(res.status).toBe(400);
    }
  });
});
