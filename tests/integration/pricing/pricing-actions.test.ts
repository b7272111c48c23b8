import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { cancelSaleAction, saveCreatorCodeAction, scheduleSaleAction } from "@/lib/admin/actions/pricing";
import { prisma } from "@/lib/database/db";

import { setRequestHeaders, signInAs, signOut } from "../../support/admin-session";
import { deletePurchases } from "../../support/purchase";

const CHECK_FIELDS = "Please check the highlighted fields.";
const HOUR = 3600_000;
const fromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

// The dashboard's forms call these actions with the form's values, parsed by the server's schemas.
describe("the dashboard's pricing actions", () => {
  beforeAll(() => signInAs());
  afterAll(signOut);
  afterEach(async () => {
    setRequestHeaders({});
    await deletePurchases();
  });

  it("creates a code with the form's terms, then changes them, each save audited with the terms before and after", async () => {
    const form = {
      code: "techno",
      applicationId: null,
      active: true,
      discountPercent: 10,
      discountCents: 0,
      commissionCents: 100,
      maxUses: 3,
      startsAt: null,
      endsAt: null,
    };
    const created = await saveCreatorCodeAction(form);
    expect(created).toMatchObject({ ok: true, data: { created: true, code: { code: "TECHNO", discountPercent: 10, maxUses: 3, uses: 0, active: true } } });
    const changed = await saveCreatorCodeAction({ ...form, code: "TECHNO", discountPercent: 0, discountCents: 75, maxUses: null, endsAt: fromNow(48) });
    expect(changed).toMatchObject({ ok: true, data: { created: false, code: { discountPercent: 0, discountCents: 75, maxUses: null } } });
    expect(await prisma.referralCode.findUniqueOrThrow({ where: { code: "TECHNO" } })).toMatchObject({
      discountCents: 75,
      maxUses: null,
      endsAt: expect.any(Date),
    });
    const audits = await prisma.auditLog.findMany({ where: { action: "creator_code.save" }, orderBy: { createdAt: "asc" } });
    expect(audits.map((a) => a.details)).toEqual([
      expect.objectContaining({ code: "TECHNO", created: true, before: null }),
      expect.objectContaining({
        created: false,
        before: expect.objectContaining({ discountPercent: 10 }),
        after: expect.objectContaining({ discountCents: 75 }),
      }),
    ]);
  });

  it("refuses terms the schema refuses under their fields, and stores nothing", async () => {
    expect(await saveCreatorCodeAction({ code: "BOTH", discountPercent: 10, discountCents: 50 })).toEqual({
      ok: false,
      error: CHECK_FIELDS,
      code: "bad_request",
      fieldErrors: { discountCents: "Give the discount in percent or in cents, not both" },
    });
    expect(await saveCreatorCodeAction({ code: "WIDE", discountPercent: 101 })).toMatchObject({
      ok: false,
      fieldErrors: { discountPercent: "discountPercent must be 0 to 100" },
    });
    expect(await saveCreatorCodeAction({ code: "LATE", startsAt: "2026-12-01T10:00" })).toMatchObject({
      ok: false,
      fieldErrors: { startsAt: expect.any(String) },
    });
    expect(await prisma.referralCode.count()).toBe(0);
  });

  it("schedules a sale from the form's ISO times, and cancels it", async () => {
    const scheduled = await scheduleSaleAction({ label: "Summer sale", priceCents: 400, startsAt: fromNow(1), endsAt: fromNow(25) });
    expect(scheduled).toMatchObject({ ok: true, data: { label: "Summer sale", priceCents: 400, cancelledAt: null } });
    if (!scheduled.ok) throw new Error(scheduled.error);
    expect(await cancelSaleAction({ id: scheduled.data.id })).toMatchObject({ ok: true, data: { cancelledAt: expect.any(String) } });
    expect(await cancelSaleAction({ id: scheduled.data.id })).toEqual({ ok: false, error: "This sale has already ended.", code: "conflict" });
    expect(await prisma.auditLog.count({ where: { action: { in: ["sale.schedule", "sale.cancel"] } } })).toBe(2);
  });

  it("puts the server's refusal of a sale that would be over already under its end field", async () => {
    expect(await scheduleSaleAction({ label: "Too late", priceCents: 400, startsAt: fromNow(-3), endsAt: fromNow(-1) })).toEqual({
      ok: false,
      error: "The sale would be over already.",
      code: "unprocessable_entity",
      fieldErrors: { endsAt: "The sale would be over already." },
    });
    expect(await cancelSaleAction({ id: "not-a-sale" })).toMatchObject({ ok: false, fieldErrors: { id: "id must be a sale id" } });
    expect(await prisma.sale.count()).toBe(0);
  });

  it("refuses a form posted from another site's page", async () => {
    setRequestHeaders({ origin: "https://evil.test" });
    expect(await scheduleSaleAction({ label: "Evil", priceCents: 100, startsAt: fromNow(1), endsAt: fromNow(2) })).toEqual({
      ok: false,
      error: "Cross-site request refused.",
      code: "forbidden",
    });
    expect(await saveCreatorCodeAction({ code: "EVIL", discountPercent: 100 })).toEqual({ ok: false, error: "Cross-site request refused.", code: "forbidden" });
    expect(await prisma.sale.count()).toBe(0);
    expect(await prisma.referralCode.count()).toBe(0);
  });
});
