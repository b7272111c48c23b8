import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { exportBuyerAction } from "@/lib/admin/actions/buyers";
import { saveCreatorCodeAction } from "@/lib/admin/actions/pricing";
import { markCommissionsPaidAction } from "@/lib/admin/actions/referrals";
import { renameLicenseAction, revokeLicenseAction } from "@/lib/admin/actions/users";
import { prisma } from "@/lib/database/db";

import { createLicense, deleteAdminData } from "../../support/admin-fixtures";
import { setRequestHeaders, signInAs, signOut } from "../../support/admin-session";

const CHECK_FIELDS = "Please check the highlighted fields.";

/**
 * The admin actions validate their input once, at the boundary; the domain
 * functions behind them take it typed. These are the refusals and the
 * normalising the domain functions used to repeat.
 */
describe("admin server actions validate their input", () => {
  beforeAll(() => signInAs());
  afterAll(async () => {
    signOut();
    await deleteAdminData();
  });

  it("refuses an action from a page of another scheme on the same host, which Next.js's own origin check lets by", async () => {
    // Next.js compares the Origin's host with the Host only; the site here is http (no https from the server).
    setRequestHeaders({ origin: "https://shop.test" });
    try {
      expect(await saveCreatorCodeAction({ code: "SCHEME" })).toEqual({ ok: false, error: "Cross-site request refused.", code: "forbidden" });
      setRequestHeaders({ origin: "http://shop.test" });
      expect(await saveCreatorCodeAction({ code: "SCHEME" })).toMatchObject({ ok: true });
    } finally {
      setRequestHeaders({});
      await prisma.referralCode.deleteMany({ where: { code: "SCHEME" } });
    }
  });

  it("refuses a referral code with nothing left after sanitising, and stores nothing", async () => {
    expect(await saveCreatorCodeAction({ code: "!!-- --" })).toEqual({
      ok: false,
      error: CHECK_FIELDS,
      code: "bad_request",
      fieldErrors: { code: "A referral code needs at least one letter or digit (A-Z, 0-9)" },
    });
    expect(await markCommissionsPaidAction({ code: "--" })).toMatchObject({ ok: false, fieldErrors: { code: expect.any(String) } });
    expect(await prisma.referralCode.count()).toBe(0);
  });

  it("refuses a blank revoke reason and an impossible Minecraft name, and changes nothing", async () => {
    const license = await createLicense({ username: "Before_Name" });
    const audited = await prisma.auditLog.count();
    expect(await revokeLicenseAction({ uuid: license.uuid, reason: "  " })).toEqual({
      ok: false,
      error: CHECK_FIELDS,
      code: "bad_request",
      fieldErrors: { reason: "A reason is required" },
    });
    expect(await renameLicenseAction({ uuid: license.uuid, username: "no spaces allowed" })).toEqual({
      ok: false,
      error: CHECK_FIELDS,
      code: "bad_request",
      fieldErrors: { username: "Invalid Minecraft username format" },
    });
    expect(await prisma.license.findUniqueOrThrow({ where: { id: license.id } })).toMatchObject({ active: true, username: "Before_Name" });
    expect(await prisma.auditLog.count()).toBe(audited);
  });

  it("finds a buyer by the e-mail as typed: trimmed and lower-cased", async () => {
    await createLicense({ username: "Buyer_One", email: "buy_er@example.com" });
    const result = await exportBuyerAction({ email: "  BUY_ER@example.com " });
    expect(result).toMatchObject({ ok: true, data: { email: "buy_er@example.com", licenses: [expect.objectContaining({ username: "Buyer_One" })] } });
  });
});
