import { afterEach, describe, expect, it } from "vitest";

import { acceptVanityCodeAction, refuseVanityCodeAction } from "@/lib/admin/actions/affiliates";
import { eraseBuyerData } from "@/lib/admin/erase-buyer-data";
import { exportBuyerData } from "@/lib/admin/export-buyer-data";
import { listPendingVanityCodeRequests } from "@/lib/admin/list-vanity-code-requests";
import { requestVanityCodeAction } from "@/lib/affiliates/actions/portal";
import { acceptVanityCode, refuseVanityCode } from "@/lib/affiliates/decide-vanity-code";
import { listPortalCodes } from "@/lib/affiliates/portal-codes";
import { listPortalVanityRequests } from "@/lib/affiliates/portal-vanity-requests";
import { requestVanityCode } from "@/lib/affiliates/request-vanity-code";
import { AppError } from "@/lib/api/errors";
import { AFFILIATE_SIGN_IN_REQUIRED } from "@/lib/content/affiliate-portal";
import { prisma } from "@/lib/database/db";
import { saveCreatorCode } from "@/lib/pricing/save-creator-code";

import { ADMIN_CTX } from "../../support/admin-fixtures";
import { signInAs, signOut } from "../../support/admin-session";
import { createAffiliate, signInAsAffiliate } from "../../support/affiliate-session";
import { rejects } from "../../support/app-error";
import { deletePurchases } from "../../support/purchase";

const IP = { ipAddress: "203.0.113.7" };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

/** Fails unless `promise` rejects with a conflict whose message matches. */
async function conflict(promise: Promise<unknown>, message: RegExp): Promise<void> {
  const error = await promise.then(
    () => expect.unreachable("expected a conflict"),
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: "conflict", message: expect.stringMatching(message) });
}

/** Gives the affiliate referral codes of their own until they hold `count`. */
async function giveCodes(applicationId: string, count: number) {
  await prisma.referralCode.createMany({
    data: Array.from({ length: count }, (_, i) => ({ code: `HELD${applicationId.slice(0, 8).toUpperCase()}${i}`, applicationId })),
  });
}

/** What a rejected decision must leave as it was: the request pending, no code, no decision audited, no mail. */
async function expectUndecided(requestId: string, code: string) {
  expect(await prisma.vanityCodeRequest.findUniqueOrThrow({ where: { id: requestId } })).toMatchObject({ status: "PENDING", decidedAt: null, decidedBy: null });
  expect(await prisma.auditLog.count({ where: { action: { in: ["vanity_code.accept", "vanity_code.refuse"] } } })).toBe(0);
  expect(await prisma.emailOutbox.count({ where: { dedupeKey: `vanity-code:${requestId}` } })).toBe(0);
  return prisma.referralCode.findUnique({ where: { code } });
}

afterEach(async () => {
  signOut();
  await deletePurchases();
});

// The portal lets the affiliate ask for a vanity code, which an admin accepts or refuses with a reason.
describe("asking for a vanity code", () => {
  it("stores a pending request for the signed-in affiliate, the code cleaned as the form cleans it, audited", async () => {
    const ada = await createAffiliate({ name: "Ada" });
    await signInAsAffiliate(ada);
    const answer = await requestVanityCodeAction({ code: " techno-blade! " });
    expect(answer).toEqual({ ok: true, data: { id: expect.any(String), code: "TECHNOBLADE" } });

    const rows = await prisma.vanityCodeRequest.findMany();
    expect(rows).toEqual([
      expect.objectContaining({ applicationId: ada.applicationId, code: "TECHNOBLADE", status: "PENDING", reason: null, decidedAt: null }),
    ]);
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "vanity_code.request" } })).toMatchObject({
      actor: "affiliate",
      success: true,
      details: { affiliateId: ada.id, applicationId: ada.applicationId, requestId: rows[0]?.id, code: "TECHNOBLADE" },
    });
    expect(await listPortalVanityRequests(ada.applicationId)).toEqual([expect.objectContaining({ code: "TECHNOBLADE", status: "PENDING" })]);
    expect(await requestVanityCodeAction({ code: "-!-" })).toMatchObject({ ok: false, fieldErrors: { code: expect.stringMatching(/at least one letter/) } });
  });

  it("needs the affiliate's own session: an admin's, or none, asks for nothing", async () => {
    expect(await requestVanityCodeAction({ code: "NOBODY" })).toEqual({ ok: false, error: AFFILIATE_SIGN_IN_REQUIRED, code: "unauthorized" });
    await signInAs();
    expect(await requestVanityCodeAction({ code: "NOBODY" })).toEqual({ ok: false, error: AFFILIATE_SIGN_IN_REQUIRED, code: "unauthorized" });
    expect(await prisma.vanityCodeRequest.count()).toBe(0);
  });

  it("refuses a code any referral code already is, with the message under the form's field", async () => {
    const ada = await createAffiliate();
    await prisma.referralCode.create({ data: { code: "YOUTUBE" } });
    await conflict(requestVanityCode(ada, "YOUTUBE", IP), /^The code YOUTUBE is taken/);
    await signInAsAffiliate(ada);
    expect(await requestVanityCodeAction({ code: "youtube" })).toEqual({
      ok: false,
      error: expect.stringMatching(/taken/),
      code: "conflict",
      fieldErrors: { code: expect.stringMatching(/^The code YOUTUBE is taken/) },
    });
    expect(await prisma.vanityCodeRequest.count()).toBe(0);
  });

  it("refuses a code someone else is already waiting for, and a second request while one waits", async () => {
    const ada = await createAffiliate({ name: "Ada" });
    const bob = await createAffiliate({ name: "Bob" });
    await requestVanityCode(ada, "TECHNO", IP);
    await conflict(requestVanityCode(bob, "TECHNO", IP), /Someone has already asked for TECHNO/);
    await conflict(requestVanityCode(ada, "OTHER", IP), /Your request for TECHNO is still waiting for review/);
    expect(await prisma.vanityCodeRequest.findMany({ select: { applicationId: true, code: true } })).toEqual([
      { applicationId: ada.applicationId, code: "TECHNO" },
    ]);
  });

  it("refuses an affiliate who holds five codes already, and a suspended one", async () => {
    const ada = await createAffiliate();
    await giveCodes(ada.applicationId, 5);
    await conflict(requestVanityCode(ada, "SIXTH", IP), /You have 5 referral codes, the most/);
    const suspended = await createAffiliate({ status: "SUSPENDED", suspendedReason: "fraud" });
    await rejects(requestVanityCode(suspended, "MINE", IP), "forbidden");
    expect(await prisma.vanityCodeRequest.count()).toBe(0);
  });

  it("lets the database keep one pending request per affiliate and per code, whatever writes the rows", async () => {
    const ada = await createAffiliate();
    const bob = await createAffiliate();
    await prisma.vanityCodeRequest.create({ data: { applicationId: ada.applicationId, code: "ONE" } });
    await expect(prisma.vanityCodeRequest.create({ data: { applicationId: ada.applicationId, code: "TWO" } })).rejects.toMatchObject({ code: "P2002" });
    await expect(prisma.vanityCodeRequest.create({ data: { applicationId: bob.applicationId, code: "ONE" } })).rejects.toMatchObject({ code: "P2002" });
    // Decided requests do not count: the same affiliate and the same code may come again.
    await prisma.vanityCodeRequest.create({
      data: { applicationId: ada.applicationId, code: "ONE", status: "REFUSED", reason: "no", decidedBy: "root_admin", decidedAt: new Date() },
    });
    expect(await prisma.vanityCodeRequest.count()).toBe(2);
  });

  it("gives exactly one of two affiliates asking for the same code at once a pending request", async () => {
    const ada = await createAffiliate({ name: "Ada" });
    const bob = await createAffiliate({ name: "Bob" });
    const results = await Promise.allSettled([requestVanityCode(ada, "RACE", IP), requestVanityCode(bob, "RACE", IP)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [loser] = results.filter((r) => r.status === "rejected");
    expect(loser?.reason).toMatchObject({ code: "conflict", message: expect.stringMatching(/Someone has already asked for RACE/) });
    expect(await prisma.vanityCodeRequest.count({ where: { code: "RACE", status: "PENDING" } })).toBe(1);
    expect(await prisma.auditLog.count({ where: { action: "vanity_code.request" } })).toBe(1);
  });
});

describe("an admin deciding a vanity code request", () => {
  it("accepting creates the code for the affiliate with the default terms, audited, mailed, and shown in their portal", async () => {
    const ada = await createAffiliate({ name: "Ada" });
    const request = await requestVanityCode(ada, "TECHNO", IP);
    expect(await listPendingVanityCodeRequests({ limit: 10 })).toEqual([
      { id: request.id, code: "TECHNO", name: "Ada", email: ada.email, codeCount: 0, createdAt: request.createdAt.toISOString() },
    ]);

    const accepted = await acceptVanityCode(request.id, ADMIN_CTX);
    expect(accepted).toEqual({ id: request.id, code: "TECHNO", link: expect.stringMatching(/\/payment\?ref=TECHNO$/) });
    expect(await prisma.referralCode.findUniqueOrThrow({ where: { code: "TECHNO" } })).toMatchObject({
      applicationId: ada.applicationId,
      createdBy: "root_admin",
      active: true,
      discountPercent: 0,
      discountCents: 0,
      commissionCents: 100,
      maxUses: null,
    });
    expect(await prisma.vanityCodeRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      status: "ACCEPTED",
      decidedBy: "root_admin",
      decidedAt: expect.any(Date),
      reason: null,
    });
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "vanity_code.accept" } })).toMatchObject({
      actor: "root_admin",
      ipAddress: ADMIN_CTX.ipAddress,
      details: { requestId: request.id, applicationId: ada.applicationId, code: "TECHNO" },
    });
    const [mail] = await prisma.emailOutbox.findMany({ where: { to: ada.email } });
    expect(mail).toMatchObject({ dedupeKey: `vanity-code:${request.id}`, subject: expect.stringContaining("TECHNO") });
    expect(mail?.text).toMatch(/Its referral link: https?:\/\/\S+\/payment\?ref=TECHNO/);
    expect((await listPortalCodes(ada.applicationId)).map((c) => c.code)).toEqual(["TECHNO"]);
    expect(await listPendingVanityCodeRequests({ limit: 10 })).toEqual([]);
  });

  it("refuses to accept when the code was taken meanwhile, and changes nothing", async () => {
    const ada = await createAffiliate();
    const request = await requestVanityCode(ada, "TAKEN", IP);
    await prisma.referralCode.create({ data: { code: "TAKEN", createdBy: "other_admin" } });
    await conflict(acceptVanityCode(request.id, ADMIN_CTX), /^The code TAKEN was taken since it was asked for/);
    expect(await expectUndecided(request.id, "TAKEN")).toMatchObject({ applicationId: null, createdBy: "other_admin" });
  });

  it("refuses to accept when the affiliate reached five codes meanwhile, and changes nothing", async () => {
    const ada = await createAffiliate();
    const request = await requestVanityCode(ada, "FULLUP", IP);
    await giveCodes(ada.applicationId, 5);
    await conflict(acceptVanityCode(request.id, ADMIN_CTX), /at most 5 referral codes/);
    expect(await expectUndecided(request.id, "FULLUP")).toBeNull();
  });

  it("refusing needs a reason (1 to 500 characters), which the portal and the mail show; audited; the affiliate may ask again", async () => {
    await signInAs();
    const ada = await createAffiliate({ name: "Ada" });
    const request = await requestVanityCode(ada, "NOTCH", IP);
    expect(await refuseVanityCodeAction({ id: request.id, reason: "   " })).toMatchObject({ ok: false, fieldErrors: { reason: "A reason is required" } });
    expect(await refuseVanityCodeAction({ id: request.id, reason: "x".repeat(501) })).toMatchObject({ ok: false, fieldErrors: { reason: expect.any(String) } });
    await expectUndecided(request.id, "NOTCH");

    expect(await refuseVanityCodeAction({ id: request.id, reason: " That name belongs to someone else. " })).toEqual({
      ok: true,
      data: { id: request.id, code: "NOTCH" },
    });
    expect(await prisma.vanityCodeRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      status: "REFUSED",
      reason: "That name belongs to someone else.",
      decidedBy: expect.any(String),
    });
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "vanity_code.refuse" } })).toMatchObject({
      success: true,
      details: { requestId: request.id, code: "NOTCH", reason: "That name belongs to someone else." },
    });
    const [mail] = await prisma.emailOutbox.findMany({ where: { to: ada.email } });
    expect(mail?.text).toContain("Reason: That name belongs to someone else.");
    expect(await listPortalVanityRequests(ada.applicationId)).toEqual([
      expect.objectContaining({ code: "NOTCH", status: "REFUSED", reason: "That name belongs to someone else." }),
    ]);
    expect(await prisma.referralCode.count({ where: { code: "NOTCH" } })).toBe(0);
    await requestVanityCode(ada, "NOTCH2", IP);
  });

  it("refuses to decide a request twice, either way, and knows no unknown request", async () => {
    const ada = await createAffiliate();
    const first = await requestVanityCode(ada, "FIRST", IP);
    await acceptVanityCode(first.id, ADMIN_CTX);
    await conflict(acceptVanityCode(first.id, ADMIN_CTX), /already accepted/);
    await conflict(refuseVanityCode({ id: first.id, reason: "changed my mind" }, ADMIN_CTX), /already accepted/);
    const second = await requestVanityCode(ada, "SECOND", IP);
    await refuseVanityCode({ id: second.id, reason: "no" }, ADMIN_CTX);
    await conflict(acceptVanityCode(second.id, ADMIN_CTX), /already refused/);
    expect(await prisma.vanityCodeRequest.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({ status: "REFUSED", reason: "no" });
    expect(await prisma.referralCode.count({ where: { code: "SECOND" } })).toBe(0);
    await rejects(acceptVanityCode(UNKNOWN, ADMIN_CTX), "not_found");
    await signInAs();
    expect(await acceptVanityCodeAction({ id: UNKNOWN })).toEqual({ ok: false, error: "No such vanity code request.", code: "not_found" });
    expect(await prisma.auditLog.count({ where: { action: "vanity_code.accept" } })).toBe(1);
  });

  it("of two admins accepting one request at once, exactly one creates the code", async () => {
    const ada = await createAffiliate();
    const request = await requestVanityCode(ada, "TWICE", IP);
    const results = await Promise.allSettled([acceptVanityCode(request.id, ADMIN_CTX), acceptVanityCode(request.id, ADMIN_CTX)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")?.reason).toMatchObject({ code: "conflict" });
    expect(await prisma.referralCode.findMany({ where: { code: "TWICE" }, select: { applicationId: true } })).toEqual([{ applicationId: ada.applicationId }]);
    expect(await prisma.auditLog.count({ where: { action: "vanity_code.accept" } })).toBe(1);
    expect(await prisma.emailOutbox.count({ where: { to: ada.email } })).toBe(1);
  });

  it("of an accept and an admin linking the same code to another affiliate at once, exactly one gets the code", async () => {
    const ada = await createAffiliate({ name: "Ada" });
    const bob = await createAffiliate({ name: "Bob" });
    const request = await requestVanityCode(ada, "CONTESTED", IP);
    const [accepted, linked] = await Promise.allSettled([
      acceptVanityCode(request.id, ADMIN_CTX),
      saveCreatorCode({ code: "CONTESTED", applicationId: bob.applicationId }, ADMIN_CTX),
    ]);
    expect([accepted.status, linked.status].filter((s) => s === "fulfilled")).toHaveLength(1);
    const owner = accepted.status === "fulfilled" ? ada.applicationId : bob.applicationId;
    expect(await prisma.referralCode.findMany({ where: { code: "CONTESTED" }, select: { applicationId: true } })).toEqual([{ applicationId: owner }]);
    const status = (await prisma.vanityCodeRequest.findUniqueOrThrow({ where: { id: request.id } })).status;
    expect(status).toBe(accepted.status === "fulfilled" ? "ACCEPTED" : "PENDING");
    if (accepted.status === "rejected") expect(accepted.reason).toMatchObject({ code: "conflict", message: expect.stringMatching(/was taken since/) });
  });

  it("lists pending requests oldest first, bounded, with the affiliate's e-mail and code count", async () => {
    const ada = await createAffiliate({ name: "Ada" });
    const bob = await createAffiliate({ name: "Bob" });
    await giveCodes(bob.applicationId, 2);
    await requestVanityCode(ada, "ADAFIRST", IP);
    await requestVanityCode(bob, "BOBSECOND", IP);
    const rows = await listPendingVanityCodeRequests({ limit: 10 });
    expect(rows.map((r) => [r.code, r.name, r.email, r.codeCount])).toEqual([
      ["ADAFIRST", "Ada", ada.email, 0],
      ["BOBSECOND", "Bob", bob.email, 2],
    ]);
    expect(await listPendingVanityCodeRequests({ limit: 1 })).toHaveLength(1);
  });
});

describe("an affiliate's vanity code requests and their personal data", () => {
  it("are in the export of their e-mail's data, and go with its erasure", async () => {
    const ada = await createAffiliate({ name: "Ada" });
    const refused = await requestVanityCode(ada, "ADACHANNEL", IP);
    await refuseVanityCode({ id: refused.id, reason: "Ada asked us not to" }, ADMIN_CTX);
    await requestVanityCode(ada, "ADATWO", IP);

    const data = await exportBuyerData(ada.email, { actor: ADMIN_CTX.admin.username });
    expect(data.affiliateApplications).toEqual([
      expect.objectContaining({
        vanityCodeRequests: [
          expect.objectContaining({ code: "ADACHANNEL", status: "REFUSED", reason: "Ada asked us not to", decidedAt: expect.any(String) }),
          expect.objectContaining({ code: "ADATWO", status: "PENDING", reason: null, decidedAt: null }),
        ],
      }),
    ]);
    await eraseBuyerData(ada.email, ADMIN_CTX);
    expect(await prisma.vanityCodeRequest.count({ where: { applicationId: ada.applicationId } })).toBe(0);
  });
});
