import { randomUUID } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { DOWNLOAD_TOKEN_TTL_MS, issueDownloadToken } from "@/lib/downloads/issue-download-token";
import { getPurchaseTimeline } from "@/lib/downloads/purchase-timeline";
import { resolveDownloadAccess } from "@/lib/downloads/resolve-download-access";
import { signDownloadToken } from "@/lib/downloads/token-signature";
import { revokeForRefund } from "@/lib/payments/revoke-for-refund";
import { site } from "@/lib/site";

import { GET } from "@/app/(shop)/download/[product]/route";

import { captureRequest, deletePurchases, startPurchase } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { deleteReleases, registerRelease } from "../../support/releases";
import { simulator } from "../../support/simulator-controls";

const download = (token: string) =>
  GET(new Request(`http://shop.test/download/${site.command}?token=${encodeURIComponent(token)}`, { headers: { "x-shop-client-address": "192.0.2.45" } }), {
    params: Promise.resolve({ product: site.command }),
  });

/** A purchase through the shop's own routes and the PayPal simulator: the buyer's download token and the order row. */
async function purchase(overrides: Record<string, unknown> = {}) {
  const orderId = await startPurchase(overrides);
  await simulator.approve(orderId);
  const { downloadToken } = (await (await captureRequest(orderId)).json()) as { downloadToken: string };
  const order = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId }, include: { license: true } });
  return { token: downloadToken, order };
}

describe("getPurchaseTimeline", () => {
  afterEach(async () => {
    await deletePurchases();
    await deleteReleases();
  });

  it("shows a fresh purchase as paid and whitelisted, not yet downloaded", async () => {
    const { token, order } = await purchase();
    expect(await getPurchaseTimeline(token)).toEqual({
      username: order.username,
      licenseActive: true,
      captureId: order.captureId,
      paidAt: order.capturedAt,
      whitelistedAt: order.capturedAt,
      downloadedAt: null,
      refund: null,
      deactivatedAt: null,
      // At the regular price: the amount alone, no breakdown.
      price: { amountCents: 500, currency: "USD", breakdown: null, quantity: 1 },
      // Sold with TAX_MODE=off: no receipt number, so no printable receipt.
      receiptNumber: null,
    });
  });

  it("shows what a sale and a creator code took off the regular price, and the amount paid", async () => {
    await registerReferralCodes("TECHNO");
    await prisma.referralCode.update({ where: { code: "TECHNO" }, data: { discountPercent: 10 } });
    await prisma.sale.create({
      data: { label: "Summer sale", priceCents: 400, startsAt: new Date(Date.now() - 3600_000), endsAt: new Date(Date.now() + 3600_000), createdBy: "admin" },
    });
    const { token } = await purchase({ creatorCode: "TECHNO" });
    expect((await getPurchaseTimeline(token))?.price).toEqual({
      amountCents: 360,
      currency: "USD",
      quantity: 1,
      breakdown: { listPriceCents: 500, sale: { label: "Summer sale", priceCents: 400 }, code: { code: "TECHNO", discountCents: 40 } },
    });
  });

  it("shows a purchase through a code that took nothing off as the amount alone", async () => {
    await registerReferralCodes("YOUTUBE");
    const { token, order } = await purchase({ creatorCode: "YOUTUBE" });
    expect(order).toMatchObject({ referralCode: "YOUTUBE", discountCents: 0, listPriceCents: 500 });
    expect((await getPurchaseTimeline(token))?.price).toEqual({ amountCents: 500, currency: "USD", breakdown: null, quantity: 1 });
  });

  it("records the first download, and later downloads do not move it", async () => {
    const { token } = await purchase();
    await registerRelease("1.0.0");
    const before = Date.now();
    expect((await download(token)).status).toBe(200);
    const first = (await getPurchaseTimeline(token))?.downloadedAt;
    expect(first?.getTime()).toBeGreaterThanOrEqual(before);
    expect((await download(token)).status).toBe(200);
    expect((await getPurchaseTimeline(token))?.downloadedAt).toEqual(first);
    expect(await prisma.downloadToken.findFirstOrThrow({ select: { useCount: true, firstUsedAt: true } })).toEqual({ useCount: 2, firstUsedAt: first });
  });

  it("counts a download through a resent link for the same purchase", async () => {
    const { token, order } = await purchase();
    await registerRelease("1.0.0");
    const resent = await issueDownloadToken(prisma, order.licenseId ?? "", new Date());
    expect((await download(resent)).status).toBe(200);
    const timeline = await getPurchaseTimeline(token);
    expect(timeline?.downloadedAt).toBeInstanceOf(Date);
    // The resent link (no order of its own) shows the same purchase.
    expect(await getPurchaseTimeline(resent)).toEqual(timeline);
  });

  it("shows a refund with its time and the license inactive, while the download stays closed", async () => {
    const { token, order } = await purchase();
    await registerRelease("1.0.0");
    expect((await download(token)).status).toBe(200);
    const before = Date.now();
    expect(await revokeForRefund(order.captureId ?? "", "REFUNDED")).toBe(true);

    const timeline = await getPurchaseTimeline(token);
    expect(timeline).toMatchObject({ licenseActive: false, paidAt: order.capturedAt, refund: { kind: "REFUNDED" } });
    expect(timeline?.downloadedAt).toBeInstanceOf(Date);
    expect(timeline?.refund?.at.getTime()).toBeGreaterThanOrEqual(before);
    expect(timeline?.deactivatedAt).toEqual(timeline?.refund?.at);
    expect(await resolveDownloadAccess(token)).toEqual({ ok: false, reason: "revoked" });
    expect((await download(token)).status).toBe(403);
  });

  it("names a chargeback as such", async () => {
    const { token, order } = await purchase();
    await revokeForRefund(order.captureId ?? "", "REVERSED");
    expect(await getPurchaseTimeline(token)).toMatchObject({ licenseActive: false, refund: { kind: "REVERSED" } });
  });

  it("shows a license an admin added (no order) as whitelisted only", async () => {
    const license = await prisma.license.create({ data: { uuid: randomUUID(), username: "Timeline_Admin", source: "ADMIN" } });
    const token = await issueDownloadToken(prisma, license.id);
    expect(await getPurchaseTimeline(token)).toMatchObject({ paidAt: null, captureId: null, whitelistedAt: license.addedAt, refund: null, price: null });
  });

  it("opens nothing for a forged, expired or re-signed token", async () => {
    const { token } = await purchase();
    const row = await prisma.downloadToken.findFirstOrThrow();
    expect(await getPurchaseTimeline("not-a-token")).toBeNull();
    expect(await getPurchaseTimeline(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeNull();
    expect(await getPurchaseTimeline(token, new Date(row.expiresAt.getTime() + 1000))).toBeNull();
    const secret = process.env.DOWNLOAD_TOKEN_SECRET ?? "";
    expect(await getPurchaseTimeline(signDownloadToken(row.id, new Date(row.expiresAt.getTime() + DOWNLOAD_TOKEN_TTL_MS), secret))).toBeNull();
    expect(await getPurchaseTimeline(signDownloadToken(randomUUID(), row.expiresAt, secret))).toBeNull();
  });
});
