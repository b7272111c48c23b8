import { readdirSync } from "node:fs";
import path from "node:path";

import { NextRequest } from "next/server";

import { afterAll, afterEach, describe, expect, it } from "vitest";

import { suspendAffiliateAction } from "@/lib/admin/actions/affiliates";
import { eraseBuyerData } from "@/lib/admin/erase-buyer-data";
import { signOutAffiliateAction, updatePayoutDetailsAction } from "@/lib/affiliates/actions/portal";
import { currentAffiliate } from "@/lib/affiliates/affiliate-session";
import { reactivateAffiliate, suspendAffiliate } from "@/lib/affiliates/suspend-affiliate";
import { currentAdmin } from "@/lib/auth/require-admin";
import { AFFILIATE_SIGN_IN_REQUIRED } from "@/lib/content/affiliate-portal";
import { prisma } from "@/lib/database/db";

import { proxy } from "@/proxy";

import { ADMIN_CTX } from "../../support/admin-fixtures";
import { cookieHeader, signInAs, signOut } from "../../support/admin-session";
import { createAffiliate, signInAsAffiliate } from "../../support/affiliate-session";
import { deletePurchases } from "../../support/purchase";

const UUID = "069a79f4-44e9-4726-a5be-fca90e38aaf5";
const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Every admin page's URL (app/admin/(pages), groups dropped, catch-alls filled in), the sign-in page excepted. */
function adminPages(): string[] {
  const dir = path.join(ROOT, "app/admin/(pages)");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .map((file) =>
      [
        "/admin",
        ...path
          .dirname(file)
          .split(path.sep)
          .filter((segment) => segment !== "." && !/^\(.+\)$/.test(segment))
          .map((segment) => (segment.startsWith("[") ? "anything" : segment)),
      ].join("/"),
    )
    .filter((url) => url !== "/admin/login");
}

afterEach(signOut);
afterAll(async () => {
  await deletePurchases();
  await prisma.adminUser.deleteMany();
});

describe("the portal's payout form", () => {
  it("saves the signed-in affiliate's own PayPal address and UUID (normalised), audited, and nobody else's", async () => {
    const ada = await createAffiliate({ name: "Ada" });
    const bob = await createAffiliate({ name: "Bob" });
    await signInAsAffiliate(ada);
    // An extra id is not part of the form: the action only ever writes the session's account.
    const input = { payoutEmail: " Ada.Pay@Example.com ", minecraftUuid: UUID.replace(/-/g, "").toUpperCase(), id: bob.id } as never;
    expect(await updatePayoutDetailsAction(input)).toEqual({ ok: true, data: { payoutEmail: "ada.pay@example.com", minecraftUuid: UUID } });
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: ada.id } })).toMatchObject({ payoutEmail: "ada.pay@example.com", minecraftUuid: UUID });
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: bob.id } })).toMatchObject({ payoutEmail: null, minecraftUuid: null });
    const audit = await prisma.auditLog.findFirst({ where: { action: "affiliate.update_payout" }, orderBy: { id: "desc" } });
    expect(audit).toMatchObject({ actor: "affiliate", success: true, details: { affiliateId: ada.id } });
    expect(JSON.stringify(audit?.details)).not.toContain("ada.pay");

    // A blank UUID clears it.
    expect(await updatePayoutDetailsAction({ payoutEmail: "ada.pay@example.com", minecraftUuid: "  " })).toMatchObject({
      ok: true,
      data: { minecraftUuid: null },
    });
  });

  it("refuses a bad address or UUID with field errors and changes nothing", async () => {
    const ada = await createAffiliate();
    await signInAsAffiliate(ada);
    expect(await updatePayoutDetailsAction({ payoutEmail: "nope", minecraftUuid: "not-a-uuid" })).toEqual({
      ok: false,
      error: "Please check the highlighted fields.",
      code: "bad_request",
      fieldErrors: { payoutEmail: "Invalid email format", minecraftUuid: expect.stringContaining("Minecraft UUID") },
    });
    expect(await updatePayoutDetailsAction({ payoutEmail: `${"x".repeat(260)}@example.com`, minecraftUuid: "" })).toMatchObject({ ok: false });
    expect(await updatePayoutDetailsAction({ payoutEmail: "ok@example.com", minecraftUuid: "a".repeat(5000) })).toMatchObject({ ok: false });
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: ada.id } })).toMatchObject({ payoutEmail: null, minecraftUuid: null });
  });
});

describe("sessions are kept apart", () => {
  it("an admin's session is refused on the portal's actions and reads as no affiliate", async () => {
    const ada = await createAffiliate();
    await signInAs();
    expect(await currentAdmin()).not.toBeNull();
    expect(await currentAffiliate()).toBeNull();
    expect(await updatePayoutDetailsAction({ payoutEmail: "admin@example.com", minecraftUuid: "" })).toEqual({
      ok: false,
      error: AFFILIATE_SIGN_IN_REQUIRED,
      code: "unauthorized",
    });
    // Sign-out with only an admin session ends nothing of the admin's: it goes to the affiliate sign-in page.
    await expect(signOutAffiliateAction()).rejects.toThrow("NEXT_REDIRECT");
    expect(await currentAdmin()).not.toBeNull();
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: ada.id } })).toMatchObject({ payoutEmail: null });
  });

  it("an affiliate's session opens no admin page: the request gate sends it to the admin sign-in, and the pages find no admin", async () => {
    await signInAsAffiliate(await createAffiliate());
    expect(await currentAffiliate()).not.toBeNull();
    expect(await currentAdmin()).toBeNull();
    const pages = adminPages();
    expect(pages).toEqual(expect.arrayContaining(["/admin/dashboard"]));
    for (const url of [...pages, "/admin"]) {
      const res = await proxy(new NextRequest(`http://shop.test${url}`, { headers: { cookie: cookieHeader() } }));
      expect({ url, status: res.status, location: res.headers.get("location") }).toEqual({ url, status: 307, location: "http://shop.test/admin/login" });
    }
    // The admin actions refuse it too (tests/integration/admin/requires-session.test.ts runs every one with it).
    expect(await suspendAffiliateAction({ id: UUID, reason: "x" })).toEqual({ ok: false, error: "Sign in as an admin to do this.", code: "unauthorized" });
  });

  it("the affiliate's sign-out ends their session on the server", async () => {
    const ada = await createAffiliate();
    await signInAsAffiliate(ada);
    await expect(signOutAffiliateAction()).rejects.toThrow("NEXT_REDIRECT");
    expect(await prisma.portalSession.findFirst({ where: { affiliateId: ada.id }, select: { endedAt: true } })).toEqual({ endedAt: expect.any(Date) });
    expect(await currentAffiliate()).toBeNull();
    expect(await prisma.auditLog.count({ where: { action: "affiliate.sign_out", details: { equals: { affiliateId: ada.id } } } })).toBe(1);
  });
});

describe("suspension", () => {
  it("suspends with a reason the portal reads, and reactivates; both audited", async () => {
    const ada = await createAffiliate();
    await signInAsAffiliate(ada);
    await suspendAffiliate(ada.id, "Spam in comments", ADMIN_CTX);
    // Still signed in, and the session says why.
    expect(await currentAffiliate()).toMatchObject({ status: "SUSPENDED", suspendedReason: "Spam in comments" });
    await reactivateAffiliate(ada.id, ADMIN_CTX);
    expect(await currentAffiliate()).toMatchObject({ status: "ACTIVE", suspendedReason: null });
    const audits = await prisma.auditLog.findMany({ where: { action: { in: ["affiliate.suspend", "affiliate.reactivate"] } }, orderBy: { id: "asc" } });
    expect(audits.map((a) => [a.action, a.actor, a.details])).toEqual([
      ["affiliate.suspend", "root_admin", { affiliateId: ada.id, reason: "Spam in comments", previous: "ACTIVE" }],
      ["affiliate.reactivate", "root_admin", { affiliateId: ada.id, previous: "SUSPENDED" }],
    ]);
  });

  it("the admin action needs a reason and changes nothing without one", async () => {
    const ada = await createAffiliate();
    await signInAs();
    expect(await suspendAffiliateAction({ id: ada.id, reason: "   " })).toEqual({
      ok: false,
      error: "Please check the highlighted fields.",
      code: "bad_request",
      fieldErrors: { reason: "A reason is required" },
    });
    expect(await suspendAffiliateAction({ id: UUID, reason: "Spam" })).toEqual({ ok: false, error: "No such affiliate.", code: "not_found" });
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: ada.id } })).toMatchObject({ status: "ACTIVE" });
    expect(await suspendAffiliateAction({ id: ada.id, reason: "Spam" })).toEqual({ ok: true, data: { id: ada.id, status: "SUSPENDED" } });
  });
});

describe("erasing a buyer's data", () => {
  it("deletes their affiliate account with its sessions, and signs them out", async () => {
    const ada = await createAffiliate();
    await signInAsAffiliate(ada);
    await eraseBuyerData(ada.email, ADMIN_CTX);
    expect(await prisma.affiliate.count({ where: { id: ada.id } })).toBe(0);
    expect(await prisma.portalSession.count({ where: { affiliateId: ada.id } })).toBe(0);
    expect(await currentAffiliate()).toBeNull();
  });
});
