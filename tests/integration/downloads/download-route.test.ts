import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";

import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { DOWNLOAD_TOKEN_TTL_MS, issueDownloadToken } from "@/lib/downloads/issue-download-token";
import { site } from "@/lib/site";

import { GET } from "@/app/(shop)/download/[product]/route";

import { captureRequest, deletePurchases, startPurchase } from "../../support/purchase";
import { deleteReleases, markPulled, registerRelease } from "../../support/releases";
import { simulator } from "../../support/simulator-controls";

const download = (
  token: string | null,
  { product = site.command, headers = {}, version }: { product?: string; headers?: Record<string, string>; version?: string } = {},
) =>
  GET(
    new Request(
      `http://shop.test/download/${product}${token === null ? "" : `?token=${encodeURIComponent(token)}`}${version === undefined ? "" : `&version=${encodeURIComponent(version)}`}`,
      {
        headers: { "x-shop-client-address": "192.0.2.44", ...headers },
      },
    ),
    {
      params: Promise.resolve({ product }),
    },
  );

async function purchasedToken(): Promise<string> {
  const orderId = await startPurchase();
  await simulator.approve(orderId);
  return ((await (await captureRequest(orderId)).json()) as { downloadToken: string }).downloadToken;
}

async function adminLicenseToken(issuedAt = new Date()) {
  const license = await prisma.license.create({ data: { uuid: randomUUID(), username: "Route_Buyer", source: "ADMIN" } });
  return { license, token: await issueDownloadToken(prisma, license.id, issuedAt) };
}

async function expectRefusalPage(res: Response, status: number, heading: RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("no-store");
  const html = await res.text();
  expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
  expect(html).toMatch(heading);
  expect(html).not.toMatch(/\bat .+\.ts:\d+/);
  return html;
}

describe("GET /download/[product]", () => {
  afterEach(async () => {
    await deletePurchases();
    await deleteReleases();
  });

  it("streams the current jar to a buyer holding the link from their purchase, and counts the download", async () => {
    const token = await purchasedToken();
    await registerRelease("1.0.0", new Date(Date.now() - 60_000));
    const release = await registerRelease("1.1.0");
    const res = await download(token);
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      "content-type": "application/java-archive",
      "content-disposition": `attachment; filename="${site.command}-1.1.0.jar"`,
      "content-length": String(release.bytes.length),
      etag: `"${release.sha256}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    expect(Buffer.from(await res.arrayBuffer()).equals(release.bytes)).toBe(true);

    const row = await prisma.downloadToken.findFirstOrThrow();
    expect(row.useCount).toBe(1);
    expect(row.lastUsedAt).toBeInstanceOf(Date);
    const license = await prisma.license.findFirstOrThrow();
    expect(await prisma.auditLog.findFirst({ where: { action: "download" } })).toMatchObject({
      actor: "buyer",
      uuid: license.uuid,
      success: true,
      ipAddress: "192.0.2.44",
      details: { version: "1.1.0", tokenId: row.id },
    });
  });

  it("answers 304 for the build the browser already has, without counting a download", async () => {
    const { token } = await adminLicenseToken();
    const release = await registerRelease("1.0.0");
    const res = await download(token, { headers: { "if-none-match": `W/"other", "${release.sha256}"` } });
    expect(res.status).toBe(304);
    expect(res.headers.get("etag")).toBe(`"${release.sha256}"`);
    expect(await res.text()).toBe("");
    expect((await prisma.downloadToken.findFirstOrThrow()).useCount).toBe(0);
    expect((await download(token, { headers: { "if-none-match": '"an-older-build"' } })).status).toBe(200);
  });

  it("refuses a forged, expired or revoked link with the 403 page and its resend form", async () => {
    const { license, token } = await adminLicenseToken();
    const expired = await adminLicenseToken(new Date(Date.now() - DOWNLOAD_TOKEN_TTL_MS - 60_000));
    await registerRelease("1.0.0");

    const html = await expectRefusalPage(await download("forged.123.abc"), 403, /<h1>This download link is invalid or has expired<\/h1>/);
    expect(html).toContain('<form method="post" action="/api/download-link">');
    expect(html).toMatch(/<label for="email">Email address<\/label>\s*<input id="email" name="email" type="email" required/);
    expect(html).toContain('<button type="submit">Send me a new link</button>');
    expect(html).toContain('href="/download/resend"');
    expect(html).toContain('href="/"');

    await expectRefusalPage(await download(null), 403, /invalid or has expired/);
    await expectRefusalPage(await download(expired.token), 403, /invalid or has expired/);
    await prisma.license.update({ where: { id: license.id }, data: { active: false } });
    await expectRefusalPage(await download(token), 403, /invalid or has expired/);

    expect(await prisma.downloadToken.aggregate({ _sum: { useCount: true } })).toEqual({ _sum: { useCount: 0 } });
    const refusals = await prisma.auditLog.findMany({ where: { action: "download" }, orderBy: { id: "asc" } });
    expect(refusals.map((entry) => [entry.success, entry.details])).toEqual([
      [false, { reason: "expired" }],
      [false, { reason: "revoked" }],
    ]);
  });

  it("answers 404 for another product's path, even with a valid link", async () => {
    const { token } = await adminLicenseToken();
    await registerRelease("1.0.0");
    await expectRefusalPage(await download(token, { product: `${site.command}-pro` }), 404, /Page not found/);
  });

  it("serves the release a mod's update names (&version=, a beta too), and never a pulled one", async () => {
    const { token, license } = await adminLicenseToken();
    const stable = await registerRelease("1.0.0");
    const beta = await registerRelease("1.1.0-beta.1", undefined, { channel: "beta" });
    const named = await download(token, { version: "1.1.0-beta.1" });
    expect(named.status).toBe(200);
    expect(named.headers.get("etag")).toBe(`"${beta.sha256}"`);
    expect(Buffer.from(await named.arrayBuffer()).equals(beta.bytes)).toBe(true);
    // Without a version, the browser's link still gets the newest stable release.
    expect((await download(token)).headers.get("etag")).toBe(`"${stable.sha256}"`);
    const downloads = await prisma.auditLog.findMany({
      where: { action: "download", uuid: license.uuid },
      select: { details: true },
      orderBy: { createdAt: "asc" },
    });
    expect(downloads).toMatchObject([{ details: { version: "1.1.0-beta.1" } }, { details: { version: "1.0.0" } }]);

    await markPulled("1.1.0-beta.1");
    await expectRefusalPage(await download(token, { version: "1.1.0-beta.1" }), 404, /Page not found/);
    await expectRefusalPage(await download(token, { version: "9.9.9" }), 404, /Page not found/);
    await expectRefusalPage(await download(token, { version: "../../etc/passwd" }), 404, /Page not found/);
    await markPulled("1.0.0");
    await expectRefusalPage(await download(token), 503, /temporarily unavailable/);
    expect((await prisma.downloadToken.findFirstOrThrow()).useCount).toBe(2);
  });

  it("answers 503 while no release is registered, or when its file is missing on disk", async () => {
    const { token } = await adminLicenseToken();
    await expectRefusalPage(await download(token), 503, /temporarily unavailable/);
    const release = await registerRelease("1.0.0");
    rmSync(release.filePath);
    const res = await download(token);
    await expectRefusalPage(res, 503, /temporarily unavailable/);
    expect((await prisma.downloadToken.findFirstOrThrow()).useCount).toBe(0);
  });
});
