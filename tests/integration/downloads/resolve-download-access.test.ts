import { randomUUID } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { DOWNLOAD_TOKEN_TTL_MS, issueDownloadToken } from "@/lib/downloads/issue-download-token";
import { resolveDownloadAccess } from "@/lib/downloads/resolve-download-access";
import { signDownloadToken } from "@/lib/downloads/token-signature";

import { deletePurchases } from "../../support/purchase";
import { deleteReleases, registerRelease } from "../../support/releases";

const secret = () => process.env.DOWNLOAD_TOKEN_SECRET ?? "";

async function licenseWithToken(issuedAt = new Date()) {
  const license = await prisma.license.create({ data: { uuid: randomUUID(), username: "Access_Tester", email: "access@example.com", source: "ADMIN" } });
  return { license, token: await issueDownloadToken(prisma, license.id, issuedAt) };
}

describe("resolveDownloadAccess", () => {
  afterEach(async () => {
    await deletePurchases();
    await deleteReleases();
  });

  it("names the license holder and the current release for a valid token", async () => {
    const { license, token } = await licenseWithToken();
    const release = await registerRelease("1.2.0");
    const row = await prisma.downloadToken.findFirstOrThrow();
    expect(await resolveDownloadAccess(token)).toEqual({
      ok: true,
      tokenId: row.id,
      username: "Access_Tester",
      minecraftUuid: license.uuid,
      release: { version: "1.2.0", fileName: release.fileName, sha256: release.sha256, sizeBytes: release.sizeBytes },
    });
  });

  it("still opens the page before any release exists (release: null)", async () => {
    const { token } = await licenseWithToken();
    expect(await resolveDownloadAccess(token)).toMatchObject({ ok: true, release: null });
  });

  it.each([undefined, null, "", "   "])("refuses %j as missing", async (token) => {
    expect(await resolveDownloadAccess(token)).toEqual({ ok: false, reason: "missing" });
  });

  it("tells a malformed token from a forged one", async () => {
    const { token } = await licenseWithToken();
    const row = await prisma.downloadToken.findFirstOrThrow();
    expect(await resolveDownloadAccess("not-a-token")).toEqual({ ok: false, reason: "malformed" });
    expect(await resolveDownloadAccess(signDownloadToken(row.id, row.expiresAt, "another-secret-another-secret-0123"))).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(await resolveDownloadAccess(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("refuses a token past its expiry", async () => {
    const { token } = await licenseWithToken(new Date(Date.now() - DOWNLOAD_TOKEN_TTL_MS - 60_000));
    expect(await resolveDownloadAccess(token)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a signed token whose row is gone, or whose expiry is not the row's", async () => {
    const { token } = await licenseWithToken();
    const row = await prisma.downloadToken.findFirstOrThrow();
    const later = new Date(row.expiresAt.getTime() + 24 * 60 * 60_000);
    expect(await resolveDownloadAccess(signDownloadToken(row.id, later, secret()))).toEqual({ ok: false, reason: "unknown" });
    expect(await resolveDownloadAccess(signDownloadToken(randomUUID(), row.expiresAt, secret()))).toEqual({ ok: false, reason: "unknown" });
    await prisma.downloadToken.deleteMany();
    expect(await resolveDownloadAccess(token)).toEqual({ ok: false, reason: "unknown" });
  });

  it("refuses every token of a revoked license", async () => {
    const { license, token } = await licenseWithToken();
    await prisma.license.update({ where: { id: license.id }, data: { active: false, revokedAt: new Date() } });
    expect(await resolveDownloadAccess(token)).toEqual({ ok: false, reason: "revoked" });
  });

  it("only reads: no use is counted and nothing is audited", async () => {
    const { token } = await licenseWithToken();
    await resolveDownloadAccess(token);
    await resolveDownloadAccess("not-a-token");
    expect(await prisma.downloadToken.findFirstOrThrow()).toMatchObject({ useCount: 0, lastUsedAt: null });
    expect(await prisma.auditLog.count()).toBe(0);
  });
});
