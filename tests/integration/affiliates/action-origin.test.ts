import { afterEach, describe, expect, it } from "vitest";

import { requestVanityCodeAction, updatePayoutDetailsAction } from "@/lib/actions/affiliate/portal";
import { requestSignInLinkAction } from "@/lib/actions/affiliate/sign-in";
import { prisma } from "@/lib/database/db";

import { setRequestHeaders, signOut } from "../../support/admin-session";
import { createAffiliate, signInAsAffiliate } from "../../support/affiliate-session";
import { deletePurchases } from "../../support/purchase";

const REFUSED = { ok: false, error: "Cross-site request refused." };

/**
 * The portal's and the sign-in pages' server actions refuse a request from another origin as the admin's do:
 * Next.js compares the Origin's host with the Host only, so a page of the other scheme on the same host (here
 * https, where the site is http) gets past it; the shop checks the scheme too. Refused before the session or the
 * input is read: nothing is written, no mail is queued.
 */
describe("affiliate server actions and the Origin", () => {
  afterEach(async () => {
    setRequestHeaders({});
    signOut();
    await deletePurchases();
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
});
