import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";

import { GET as listRoute, POST as saveRoute } from "@/app/admin/(api)/creator-codes/route";

import { signInAs, signOut } from "../../support/admin-session";
import { deletePurchases } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";

const list = () => listRoute(new Request("http://shop.test/admin/creator-codes"), { params: Promise.resolve({}) });
const save = (body: unknown, origin = "http://shop.test") =>
  saveRoute(
    new Request("http://shop.test/admin/creator-codes", {
      method: "POST",
      headers: { "content-type": "application/json", host: "shop.test", origin, "x-shop-client-address": "198.51.100.77" },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );

const codeRow = (code: string) => prisma.referralCode.findUniqueOrThrow({ where: { code } });

// An operator scripts creator codes with the admin session, as the spec's other admin calls.
describe("GET and POST /admin/creator-codes", () => {
  beforeAll(() => signInAs());
  afterAll(() => signOut());
  afterEach(deletePurchases);

  it("creates a code with its terms (201), lists it, and audits the terms", async () => {
    const res = await save({ code: "techno", discountPercent: 10, maxUses: 3, endsAt: "2027-01-01T00:00:00Z" });
    expect(res.status).toBe(201);
    const { created, code } = await res.json();
    expect(created).toBe(true);
    expect(code).toMatchObject({
      code: "TECHNO",
      active: true,
      discountPercent: 10,
      discountCents: 0,
      commissionCents: 100,
      maxUses: 3,
      uses: 0,
      startsAt: null,
      endsAt: "2027-01-01T00:00:00.000Z",
      link: expect.stringMatching(/\/payment\?ref=TECHNO$/),
    });

    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("no-store");
    expect((await listed.json()).codes).toEqual([code]);
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "creator_code.save" } })).toMatchObject({
      success: true,
      ipAddress: "198.51.100.77",
      details: { code: "TECHNO", created: true, before: null, after: { discountPercent: 10, maxUses: 3 } },
    });
  });

  it("changes only the terms sent (200), clears the other kind of discount, and keeps the before and after", async () => {
    await registerReferralCodes("YOUTUBE");
    await save({ code: "YOUTUBE", discountPercent: 20, startsAt: "2026-12-01T00:00:00Z" });
    const res = await save({ code: "YOUTUBE", discountCents: 75, commissionCents: 150, startsAt: null });
    expect(res.status).toBe(200);
    expect(await codeRow("YOUTUBE")).toMatchObject({ discountPercent: 0, discountCents: 75, commissionCents: 150, startsAt: null });
    const rows = await prisma.auditLog.findMany({ where: { action: "creator_code.save" }, orderBy: { id: "asc" } });
    expect(rows.at(-1)?.details).toMatchObject({
      created: false,
      before: { discountPercent: 20, discountCents: 0 },
      after: { discountPercent: 0, discountCents: 75 },
    });
  });

  it("refuses terms outside the rules with a 400 naming the field, and changes nothing", async () => {
    await save({ code: "TECHNO" });
    const bad: [Record<string, unknown>, string][] = [
      [{ discountPercent: 101 }, "discountPercent"],
      [{ discountPercent: 10.5 }, "discountPercent"],
      [{ discountCents: -1 }, "discountCents"],
      [{ discountPercent: 10, discountCents: 50 }, "discountCents"],
      [{ commissionCents: 501 }, "commissionCents"],
      [{ maxUses: -1 }, "maxUses"],
      [{ startsAt: "tomorrow" }, "startsAt"],
      [{ startsAt: "2027-01-02T00:00:00Z", endsAt: "2027-01-01T00:00:00Z" }, "endsAt"],
      [{ amountCents: 1 }, ""],
    ];
    for (const [terms, field] of bad) {
      const res = await save({ code: "TECHNO", ...terms });
      expect(res.status, JSON.stringify(terms)).toBe(400);
      const { error } = await res.json();
      if (field) expect(Object.keys(error.fields ?? {}), JSON.stringify(terms)).toContain(field);
    }
    // A window that ends before the start already saved is refused too, as a 422 on the field.
    await save({ code: "TECHNO", startsAt: "2027-01-02T00:00:00Z" });
    const res = await save({ code: "TECHNO", endsAt: "2027-01-01T00:00:00Z" });
    expect(res.status).toBe(422);
    expect((await res.json()).error.fields).toEqual({ endsAt: "The code's end must be after its start." });
    expect(await codeRow("TECHNO")).toMatchObject({ discountPercent: 0, discountCents: 0, commissionCents: 100, maxUses: null, endsAt: null });
  });

  it("answers 401 without a session and 403 for another site's page, before reading anything", async () => {
    expect((await save({ code: "EVIL" }, "https://evil.example")).status).toBe(403);
    signOut();
    try {
      expect((await list()).status).toBe(401);
      expect((await save({ code: "EVIL" })).status).toBe(401);
    } finally {
      await signInAs();
    }
    expect(await prisma.referralCode.count({ where: { code: "EVIL" } })).toBe(0);
  });
});
