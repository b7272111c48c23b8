import { createHash, randomBytes } from "node:crypto";

import { cookies } from "next/headers";

import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { requestSignInLinkAction, signInWithLinkAction } from "@/lib/affiliates/actions/sign-in";
import { currentAffiliate, endAffiliateSession } from "@/lib/affiliates/affiliate-session";
import { mailSignInLink } from "@/lib/affiliates/request-sign-in-link";
import { reviewApplication } from "@/lib/affiliates/review-application";
import { signInLinkUsable, signInWithLink } from "@/lib/affiliates/sign-in-with-link";
import { AppError } from "@/lib/api/errors";
import { AFFILIATE_SIGN_IN_PAGE, SIGN_IN_LINK_SENT } from "@/lib/content/affiliate-portal";
import { prisma } from "@/lib/database/db";
import { saveCreatorCode } from "@/lib/pricing/save-creator-code";

import { ADMIN_CTX, createApplication } from "../../support/admin-fixtures";
import { setRequestHeaders, signOut } from "../../support/admin-session";
import { AFFILIATE_COOKIE, createAffiliate } from "../../support/affiliate-session";
import { nextIp } from "../../support/client-addresses";
import { deletePurchases } from "../../support/purchase";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const linkIn = (text: string) => /https?:\/\/\S+\/affiliate\/sign-in\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const outboxTo = (to: string) => prisma.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: "asc" } });
const refused = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((e) => e instanceof AppError && e.code === "unauthorized" && e.message === AFFILIATE_SIGN_IN_PAGE.invalid);

/** Every cookie a sign-in set, with its attributes, as the framework's cookie store received them. */
async function watchCookies() {
  const store = await cookies();
  return vi.spyOn(store, "set");
}

afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});
afterAll(deletePurchases);

describe("approving and rejecting applications", () => {
  it("approving opens one account (lower-cased address) and queues one welcome mail with a sign-in link, also when approved twice", async () => {
    const application = await createApplication({ name: "Ada Lovelace", email: `Ada.${randomBytes(3).toString("hex")}@Example.com` });
    await reviewApplication(application.id, "APPROVED", ADMIN_CTX);
    await reviewApplication(application.id, "APPROVED", ADMIN_CTX);

    const accounts = await prisma.affiliate.findMany({ where: { applicationId: application.id } });
    expect(accounts).toEqual([expect.objectContaining({ name: "Ada Lovelace", email: application.email.toLowerCase(), status: "ACTIVE", payoutEmail: null })]);
    const mails = await outboxTo(application.email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Welcome to the .+ affiliate program$/);
    expect(mails[0]?.text).toContain("Hi Ada Lovelace,");
    const token = linkIn(mails[0]?.text ?? "");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the token's hash is stored: no column of the token table holds the token itself.
    const rows = await prisma.emailSignIn.findMany({ where: { affiliateId: accounts[0]?.id } });
    expect(rows).toEqual([expect.objectContaining({ linkHash: sha256(token ?? ""), codeHash: null })]);
    expect(JSON.stringify(rows)).not.toContain(token);
    // The welcome link lasts a day: nobody is waiting for that mail when the admin approves.
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(24 * 60 * 60 * 1000);
  });

  it("gives the approved affiliate a first code made from their name, numbered when taken, named in the welcome mail", async () => {
    await prisma.referralCode.createMany({ data: [{ code: "GRACEHOPPER", createdBy: "root_admin" }] });
    const application = await createApplication({ name: "Grace Hopper", email: `grace-${randomBytes(3).toString("hex")}@example.com` });
    const result = await reviewApplication(application.id, "APPROVED", ADMIN_CTX);
    expect(result.code).toBe("GRACEHOPPER2");
    expect(await prisma.referralCode.findMany({ where: { applicationId: application.id } })).toEqual([
      expect.objectContaining({ code: "GRACEHOPPER2", createdBy: ADMIN_CTX.admin.username, discountPercent: 0, commissionCents: 100 }),
    ]);
    const [mail] = await outboxTo(application.email);
    expect(mail?.text).toContain("Your referral code is GRACEHOPPER2.");
    expect(mail?.text).toMatch(/Your referral link: https?:\/\/\S+\/payment\?ref=GRACEHOPPER2/);
    expect(
      await prisma.auditLog.findFirstOrThrow({ where: { action: "affiliate.review", details: { path: ["applicationId"], equals: application.id } } }),
    ).toMatchObject({
      details: { decision: "APPROVED", mail: "welcome", code: "GRACEHOPPER2" },
    });
    // Approving again issues nothing more.
    await reviewApplication(application.id, "APPROVED", ADMIN_CTX, { code: "OTHER" });
    expect(await prisma.referralCode.count({ where: { applicationId: application.id } })).toBe(1);
  });

  it("issues the code the admin typed at approval, and refuses a taken one with a field message, changing nothing", async () => {
    await prisma.referralCode.createMany({ data: [{ code: "YOUTUBE", createdBy: "root_admin" }] });
    const application = await createApplication({ name: "Linus", email: `linus-${randomBytes(3).toString("hex")}@example.com` });
    const refusal = await reviewApplication(application.id, "APPROVED", ADMIN_CTX, { code: "YOUTUBE" }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).details).toEqual({ fields: { code: expect.stringContaining("The code YOUTUBE is taken") } });
    expect(await prisma.affiliate.count({ where: { applicationId: application.id } })).toBe(0);
    expect(await outboxTo(application.email)).toEqual([]);

    expect((await reviewApplication(application.id, "APPROVED", ADMIN_CTX, { code: "LINUSTECH" })).code).toBe("LINUSTECH");
    expect(await prisma.referralCode.findUniqueOrThrow({ where: { code: "LINUSTECH" } })).toMatchObject({ applicationId: application.id });
  });

  it("lets an affiliate hold at most five codes", async () => {
    const application = await createApplication({ name: "Five Codes", email: `five-${randomBytes(3).toString("hex")}@example.com` });
    await reviewApplication(application.id, "APPROVED", ADMIN_CTX);
    for (const code of ["FIVEA", "FIVEB", "FIVEC", "FIVED"]) await saveCreatorCode({ code, applicationId: application.id }, ADMIN_CTX);
    const sixth = await saveCreatorCode({ code: "FIVEE", applicationId: application.id }, ADMIN_CTX).catch((error: unknown) => error);
    expect(sixth).toBeInstanceOf(AppError);
    expect((sixth as AppError).message).toBe("An affiliate has at most 5 referral codes; this one has 5.");
    expect(await prisma.referralCode.count({ where: { applicationId: application.id } })).toBe(5);
    expect(await prisma.referralCode.count({ where: { code: "FIVEE" } })).toBe(0);
    // Registering one of its own codes again is not a sixth.
    await expect(saveCreatorCode({ code: "FIVEA", applicationId: application.id }, ADMIN_CTX)).resolves.toMatchObject({ code: { code: "FIVEA" } });
  });

  it("refuses to approve a second application with an address that already has an account, changing nothing", async () => {
    const first = await createApplication({ email: `twice-${randomBytes(3).toString("hex")}@example.com` });
    const second = await createApplication({ email: first.email.toUpperCase() });
    await reviewApplication(first.id, "APPROVED", ADMIN_CTX);
    await expect(reviewApplication(second.id, "APPROVED", ADMIN_CTX)).rejects.toSatisfy((e) => e instanceof AppError && e.code === "conflict");
    expect(await prisma.affiliateApplication.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({ status: "PENDING", reviewedAt: null });
    expect(await prisma.affiliate.count({ where: { email: first.email } })).toBe(1);
    expect(await outboxTo(first.email)).toHaveLength(1);
  });

  it("rejecting queues one polite mail and opens no account, also when rejected twice", async () => {
    const application = await createApplication({ name: "Bob", email: `bob-${randomBytes(3).toString("hex")}@example.com` });
    await reviewApplication(application.id, "REJECTED", ADMIN_CTX);
    await reviewApplication(application.id, "REJECTED", ADMIN_CTX);
    const mails = await outboxTo(application.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Hi Bob,");
    expect(mails[0]?.text).toContain("Thank you for applying");
    expect(mails[0]?.text).toContain("welcome to apply again");
    expect(linkIn(mails[0]?.text ?? "")).toBeUndefined();
    expect(await prisma.affiliate.count({ where: { applicationId: application.id } })).toBe(0);
  });
});

describe("the sign-in form", () => {
  beforeEach(() => setRequestHeaders({ "x-shop-client-address": nextIp() }));

  it("answers the same for an affiliate's address, an unknown one and a malformed-case one, and mails only the affiliate", async () => {
    const affiliate = await createAffiliate();
    const answers = [];
    for (const email of [affiliate.email, `nobody-${randomBytes(3).toString("hex")}@example.com`, affiliate.email.toUpperCase()]) {
      answers.push(await requestSignInLinkAction({ email }));
    }
    expect(answers).toEqual([0, 1, 2].map(() => ({ ok: true, data: { message: SIGN_IN_LINK_SENT } })));

    // The job behind the answer: the lookup, the link and the mail.
    await mailSignInLink(affiliate.email.toUpperCase(), { ipAddress: "203.0.113.7" });
    await mailSignInLink("nobody@example.com", { ipAddress: "203.0.113.7" });
    const mails = await outboxTo(affiliate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("works once, for 15 minutes");
    expect(await prisma.emailOutbox.count({ where: { to: "nobody@example.com" } })).toBe(0);
    const outcomes = await prisma.auditLog.findMany({ where: { action: "affiliate.sign_in_link", ipAddress: "203.0.113.7" }, orderBy: { id: "asc" } });
    expect(outcomes.map((entry) => entry.details)).toEqual([{ outcome: "queued" }, { outcome: "unknown" }]);
    // The audit entry names no address.
    expect(JSON.stringify(outcomes.map((entry) => [entry.actor, entry.details]))).not.toContain("nobody@example.com");
  });

  it("refuses bad input with a field error and queues nothing", async () => {
    expect(await requestSignInLinkAction({ email: "not an address" })).toEqual({
      ok: false,
      error: "Please check the highlighted fields.",
      code: "bad_request",
      fieldErrors: { email: "Invalid email format" },
    });
    expect(await requestSignInLinkAction({ email: `${"a".repeat(300)}@example.com` })).toMatchObject({ ok: false, fieldErrors: { email: expect.any(String) } });
  });

  it("limits requests per client: the sixth in a minute is refused, for any address", async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await requestSignInLinkAction({ email: `someone${i}@example.com` }));
    expect(answers.slice(0, 5).every((answer) => answer.ok)).toBe(true);
    expect(answers[5]).toEqual({ ok: false, error: "Too many requests. Please try again later.", code: "rate_limited" });
  });

  it("limits mails per address, silently: the sixth request in an hour mails nothing", async () => {
    const affiliate = await createAffiliate();
    for (let i = 0; i < 6; i += 1) await mailSignInLink(affiliate.email, { ipAddress: `203.0.113.${20 + i}` }, new Date(Date.now() + i));
    expect(await outboxTo(affiliate.email)).toHaveLength(5);
    expect(await prisma.emailSignIn.count({ where: { affiliateId: affiliate.id } })).toBe(5);
    const last = await prisma.auditLog.findFirst({ where: { action: "affiliate.sign_in_link", ipAddress: "203.0.113.25" } });
    expect(last?.details).toEqual({ outcome: "limited" });
  });

  it("mails a suspended affiliate a link too: they may sign in and read why", async () => {
    const affiliate = await createAffiliate({ status: "SUSPENDED", suspendedReason: "Spam" });
    await mailSignInLink(affiliate.email, { ipAddress: "203.0.113.9" });
    expect(linkIn((await outboxTo(affiliate.email))[0]?.text ?? "")).toBeDefined();
  });
});

describe("a sign-in link", () => {
  async function freshLink(now = new Date()) {
    const affiliate = await createAffiliate();
    await mailSignInLink(affiliate.email, { ipAddress: "203.0.113.10" }, now);
    const token = linkIn((await outboxTo(affiliate.email))[0]?.text ?? "") ?? "";
    return { affiliate, token };
  }

  it("is not used up by opening it (a scanner's GET), only by the button; the session cookie is HttpOnly, Lax, path /", async () => {
    const { affiliate, token } = await freshLink();
    expect(await signInLinkUsable(token)).toBe(true);
    expect(await signInLinkUsable(token)).toBe(true);
    const set = await watchCookies();
    await signInWithLink(token, { ipAddress: "203.0.113.11" });
    expect(set).toHaveBeenCalledTimes(1);
    const cookie = set.mock.calls[0]?.[0] as unknown as Record<string, unknown>;
    expect(cookie).toMatchObject({ name: AFFILIATE_COOKIE, httpOnly: true, sameSite: "lax", secure: false, path: "/" });
    expect(cookie.name).not.toMatch(/authjs|next-auth/);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.value).not.toBe(token);
    // 30 days.
    expect(Math.round(((cookie.expires as Date).getTime() - Date.now()) / 86_400_000)).toBe(30);
    expect(await currentAffiliate()).toMatchObject({ id: affiliate.id, name: affiliate.name, status: "ACTIVE" });
    // Only the session token's hash is stored.
    const sessions = await prisma.portalSession.findMany({ where: { affiliateId: affiliate.id } });
    expect(sessions).toEqual([expect.objectContaining({ tokenHash: sha256(String(cookie.value)), endedAt: null })]);
    expect(await prisma.auditLog.count({ where: { action: "affiliate.sign_in", ipAddress: "203.0.113.11" } })).toBe(1);
  });

  it("is Secure and __Host- prefixed on https", async () => {
    const { token } = await freshLink();
    setRequestHeaders({ "x-forwarded-proto": "https" });
    const set = await watchCookies();
    await signInWithLink(token, {});
    expect(set.mock.calls[0]?.[0]).toMatchObject({ name: `__Host-${AFFILIATE_COOKIE}`, secure: true, httpOnly: true, sameSite: "lax" });
  });

  it("works once: pressing the button again, or in another browser, is refused and starts no second session", async () => {
    const { affiliate, token } = await freshLink();
    await signInWithLink(token, {});
    signOut();
    await refused(signInWithLink(token, {}));
    expect(await signInLinkUsable(token)).toBe(false);
    expect(await prisma.portalSession.count({ where: { affiliateId: affiliate.id } })).toBe(1);
  });

  it("gives one session to two presses racing", async () => {
    const { affiliate, token } = await freshLink();
    const results = await Promise.allSettled([signInWithLink(token, {}), signInWithLink(token, {})]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await prisma.portalSession.count({ where: { affiliateId: affiliate.id } })).toBe(1);
  });

  it("expires after 15 minutes", async () => {
    const issued = new Date(Date.now() - 16 * 60 * 1000);
    const { affiliate, token } = await freshLink(issued);
    expect(await signInLinkUsable(token)).toBe(false);
    await refused(signInWithLink(token, {}));
    // Just inside its lifetime, it would still have worked.
    expect(await signInLinkUsable(token, new Date(issued.getTime() + 15 * 60 * 1000 - 1))).toBe(true);
    expect(await prisma.portalSession.count({ where: { affiliateId: affiliate.id } })).toBe(0);
  });

  it("refuses an unknown token or garbage with the same message and the way to ask again", async () => {
    await refused(signInWithLink(randomBytes(32).toString("base64url"), {}));
    for (const token of ["", "x".repeat(10_000), "../../etc", randomBytes(32).toString("base64url")]) {
      const data = new FormData();
      data.set("token", token);
      // A token that cannot be one is refused at the boundary, a well-formed unknown one by the database: the same words.
      expect(await signInWithLinkAction(null, data)).toBe(AFFILIATE_SIGN_IN_PAGE.invalid);
    }
    expect(await currentAffiliate()).toBeNull();
  });
});

describe("an affiliate session", () => {
  it("ends on the server at sign-out: a kept copy of the cookie opens nothing", async () => {
    const affiliate = await createAffiliate();
    await mailSignInLink(affiliate.email, { ipAddress: "203.0.113.12" });
    const token = linkIn((await outboxTo(affiliate.email))[0]?.text ?? "") ?? "";
    const set = await watchCookies();
    await signInWithLink(token, {});
    const copy = String((set.mock.calls[0]?.[0] as unknown as { value: string }).value);
    const session = await currentAffiliate();
    expect(session?.id).toBe(affiliate.id);
    await endAffiliateSession(session?.sessionId ?? "");
    expect(await currentAffiliate()).toBeNull();
    (await cookies()).set(AFFILIATE_COOKIE, copy);
    expect(await currentAffiliate()).toBeNull();
  });

  it("is refused once expired, and for a cookie that names no session", async () => {
    const affiliate = await createAffiliate();
    const token = randomBytes(32).toString("base64url");
    await prisma.portalSession.create({
      data: { tokenHash: sha256(token), audience: "AFFILIATE", affiliateId: affiliate.id, expiresAt: new Date(Date.now() - 1000) },
    });
    (await cookies()).set(AFFILIATE_COOKIE, token);
    expect(await currentAffiliate()).toBeNull();
    (await cookies()).set(AFFILIATE_COOKIE, randomBytes(32).toString("base64url"));
    expect(await currentAffiliate()).toBeNull();
  });
});
