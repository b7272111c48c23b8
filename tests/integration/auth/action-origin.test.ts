import { afterEach, describe, expect, it } from "vitest";

import { logoutAction } from "@/lib/admin/actions/logout";
import { requestVanityCodeAction, signOutAffiliateAction, updatePayoutDetailsAction } from "@/lib/affiliates/actions/portal";
import { requestSignInLinkAction } from "@/lib/affiliates/actions/sign-in";
import { prisma } from "@/lib/database/db";

import { deleteAdminData } from "../../support/admin-fixtures";
import { setRequestHeaders, signInAs, signOut } from "../../support/admin-session";
import { createAffiliate, signInAsAffiliate } from "../../support/affiliate-session";
import { deletePurchases } from "../../support/purchase";

const REFUSED = { ok: false, error: "Cross-site request refused.", code: "forbidden" };

/**
 * Every server action refuses a request from another origin, the portal's and the sign-in pages' as the admin's:
 * Next.js compares the Origin's host with the Host only, so a page of the other scheme on the same host (here
 * https, where the site is http) gets past it; the shop checks the scheme too. Refused before the session or the
 * input is read: nothing is written, no mail is queued.
 */
describe("server actions and the Origin", () => {
  afterEach(async () => {
    setRequestHeaders({});
    signOut();
    await deletePurchases();
    await deleteAdminData();
  });

  it("refuses a portal action from a page of another scheme, and writes nothing", async () => {
    const affiliate = await createAffiliate();
    await signInAsAffiliate(affiliate);

    setRequestHeaders({ origin: "https://shop.test" });
    expect(await updatePayoutDetailsAction({ payoutEmail: "thief@example.com", minecraftUuid: "" })).toEqual(REFUSED);
    expect(await requestVanityCodeAction({ code: "STOLEN" })).toEqual(REFUSED);
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: affiliate.id } })).toMatchObject({ payoutEmail: null });
    expect(await prisma.vanityCodeRequest.count()).toBe(0);

    setRequestHeaders({ origin: "http://shop.test" });
    expect(await updatePayoutDetailsAction({ payoutEmail: "ada@example.com", minecraftUuid: "" })).toMatchObject({ ok: true });
    expect(await prisma.affiliate.findUniqueOrThrow({ where: { id: affiliate.id } })).toMatchObject({ payoutEmail: "ada@example.com" });
  });

  it("refuses a sign-in link asked for from another origin, and mails nothing", async () => {
    const affiliate = await createAffiliate();
    setRequestHeaders({ origin: "https://elsewhere.example" });
    expect(await requestSignInLinkAction({ email: affiliate.email })).toEqual(REFUSED);
    expect(await prisma.emailOutbox.count({ where: { to: affiliate.email } })).toBe(0);
  });

  it("signs nobody out for a page of another site: the admin's and the affiliate's sessions stay open", async () => {
    const admin = await signInAs();
    const affiliate = await createAffiliate();
    await signInAsAffiliate(affiliate);

    setRequestHeaders({ origin: "https://elsewhere.example" });
    await logoutAction();
    await signOutAffiliateAction();

    expect(await prisma.adminSession.count({ where: { adminId: admin.id, revokedAt: null } })).toBe(1);
    expect(await prisma.portalSession.count({ where: { affiliateId: affiliate.id, endedAt: null } })).toBe(1);
    expect(await prisma.auditLog.count({ where: { action: { in: ["admin.logout", "affiliate.sign_out"] } } })).toBe(0);
  });
});
