import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { AUTO_REGISTERED } from "@/lib/referrals/issued-by-shop";

import { GET as listRoute, POST as saveRoute } from "@/app/admin/(api)/creator-codes/route";

import { createApplication } from "../../support/admin-fixtures";
import { signInAs, signOut } from "../../support/admin-session";
import { deletePurchases } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";

const list = (query = "") => listRoute(new Request(`http://shop.test/admin/creator-codes${query}`), { params: Promise.resolve({}) });
/** Every page of a listing, following nextCursor: the codes in the order shown. */
async function allPages(query: string) {
  const codes: string[] = [];
  const pages: number[] = [];
  let cursor: string | null = null;
  do {
    const res = await list(`?limit=10${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as { codes: { code: string }[]; nextCursor: string | null };
    codes.push(...page.codes.map((row) => row.code));
    pages.push(page.codes.length);
    cursor = page.nextCursor;
  } while (cursor);
  return { codes, pages };
}
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

  it("pages the codes newest first without losing one, even those made in the same millisecond", async () => {
    // 25 codes: pairs share a creation moment, so the page boundary falls between equal times.
    const base = Date.parse("2026-11-01T00:00:00Z");
    const made = Array.from({ length: 25 }, (_, i) => ({
      code: `PAGE${String(i).padStart(2, "0")}`,
      createdBy: "admin",
      createdAt: new Date(base + Math.floor(i / 2) * 1000),
    }));
    await prisma.referralCode.createMany({ data: made });
    // A code an old purchase registered from a typed ?ref= is no code the shop issued: never listed.
    await prisma.referralCode.create({ data: { code: "LINKONLY", createdBy: AUTO_REGISTERED } });
    const { codes, pages } = await allPages("");
    expect(pages).toEqual([10, 10, 5]);
    const newestFirst = made.toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.code < b.code ? 1 : -1)).map((row) => row.code);
    expect(codes).toEqual(newestFirst);
  });

  it("finds codes by part of the code or of the affiliate's name, in any case, and takes % and _ literally", async () => {
    const ada = await createApplication({ name: "Ada Lovelace", status: "APPROVED" });
    const other = await createApplication({ name: "Grace_Hopper", status: "APPROVED" });
    await prisma.referralCode.createMany({
      data: [
        { code: "TECHNO", createdBy: "admin" },
        { code: "TECHNO2", createdBy: "admin", applicationId: ada.id },
        { code: "ADA", createdBy: "admin", applicationId: ada.id },
        { code: "GRACE", createdBy: "admin", applicationId: other.id },
        { code: "GRACEXHOPPER", createdBy: "admin" },
      ],
    });
    expect((await allPages("&search=techno")).codes.toSorted()).toEqual(["TECHNO", "TECHNO2"]);
    expect((await allPages("&search=lovelace")).codes.toSorted()).toEqual(["ADA", "TECHNO2"]);
    // "_" is the name's own character, not LIKE's any-one: GRACEXHOPPER does not match "e_h".
    expect((await allPages("&search=e_h")).codes).toEqual(["GRACE"]);
    expect((await allPages("&search=%25")).codes).toEqual([]);
  });

  it("refuses a cursor it did not make, a limit out of range and an overlong search with a 400", async () => {
    const forged = Buffer.from(JSON.stringify({ t: "2026-11-01T00:00:00.000Z", id: "x' OR 1=1" })).toString("base64url");
    for (const query of [`?cursor=${forged}`, "?cursor=not-base64-json", "?limit=0", "?limit=101", `?search=${"a".repeat(65)}`]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect((await res.json()).error.message, query).toEqual(expect.any(String));
    }
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
