import { randomBytes, randomUUID } from "node:crypto";

import { afterAll, afterEach, describe, expect, it } from "vitest";

import { signOutBuyerEverywhereAction } from "@/lib/account/actions/account";
import { verifyAccountCodeAction } from "@/lib/account/actions/sign-in";
import { mailAccountSignIn, requestAccountSignIn } from "@/lib/account/request-sign-in";
import { signInWithAccountLink, signInWithCode } from "@/lib/account/sign-in";
import { eraseBuyerData } from "@/lib/admin/erase-buyer-data";
import { currentAffiliate } from "@/lib/affiliates/affiliate-session";
import { AppError } from "@/lib/api/errors";
import { ACCOUNT_CODE_REFUSED, ACCOUNT_CODE_SENT, ACCOUNT_DEMO } from "@/lib/content/account";
import { prisma } from "@/lib/database/db";

import { GET as downloadRoute } from "@/app/account/download/route";
import { GET as exportRoute } from "@/app/account/export/route";
import { GET as accountRoute } from "@/app/api/account/route";
import { POST as signInRoute } from "@/app/api/account/sign-in/route";
import { POST as verifyRoute } from "@/app/api/account/verify/route";

import { ADMIN_CTX } from "../../support/admin-fixtures";
import { cookieHeader, setCookie, setRequestHeaders, signOut } from "../../support/admin-session";
import { AFFILIATE_COOKIE, createAffiliate, signInAsAffiliate } from "../../support/affiliate-session";
import { nextIp } from "../../support/client-addresses";
import { deletePurchases } from "../../support/purchase";

/** The account's session cookie on http, as lib/auth/portal-session.ts names it. */
const ACCOUNT_COOKIE = "shop_account_session";

/** A cookie the test's browser holds now, by name. */
const cookieValue = (name: string) =>
  new Map(
    cookieHeader()
      .split("; ")
      .map((pair) => pair.split("=") as [string, string]),
  ).get(name);

const address = () => `buyer-${randomBytes(4).toString("hex")}@example.com`;

function post(handler: (req: Request) => Promise<Response>, path: string, body: unknown, ip = nextIp()) {
  return handler(
    new Request(`http://shop.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": ip },
      body: JSON.stringify(body),
    }),
  );
}
const getAccount = () => accountRoute(new Request("http://shop.test/api/account", { headers: { "x-shop-client-address": nextIp() } }));

/** A paid order with its license and receipt number, as fulfilment leaves them, bought with `email`. */
async function paidPurchase(email: string, overrides: { payerEmail?: string; buyerEmail?: string | null } = {}) {
  const suffix = randomBytes(4).toString("hex");
  const license = await prisma.license.create({
    data: { uuid: randomUUID(), username: `Buyer_${suffix}`, email: overrides.buyerEmail === undefined ? email : overrides.buyerEmail, source: "PURCHASE" },
  });
  const order = await prisma.order.create({
    data: {
      paypalOrderId: `ORDER-${suffix}`,
      captureId: `CAPTURE-${suffix}`,
      status: "COMPLETED",
      amountCents: 500,
      currency: "USD",
      username: license.username,
      minecraftUuid: license.uuid,
      email: overrides.buyerEmail === undefined ? email : overrides.buyerEmail,
      payerEmail: overrides.payerEmail ?? null,
      tosVersion: "1.0",
      tosAcceptedAt: new Date(),
      capturedAt: new Date(),
      receiptNumber: `2026-${suffix.slice(0, 6)}`,
      licenseId: license.id,
    },
  });
  return { license, order };
}

const mailsTo = (to: string) => prisma.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: "asc" } });
const codeIn = (text: string) => /Your code:\s*(\d{6})/.exec(text)?.[1];
const linkIn = (text: string) => /\/account\/sign-in\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

/** Asks for a sign-in as the form does, runs the job, and answers the code and link token the mail carries. */
async function mailedSignIn(email: string, now = new Date()) {
  await mailAccountSignIn(email, { ipAddress: nextIp() }, now);
  const text = (await mailsTo(email)).at(-1)?.text ?? "";
  return { code: codeIn(text) ?? "", token: linkIn(text) ?? "" };
}

const refused = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((e) => e instanceof AppError && e.code === "unauthorized" && e.message === ACCOUNT_CODE_REFUSED);

afterEach(() => signOut());
afterAll(deletePurchases);

describe("asking for a sign-in code", () => {
  it("answers 202 with the same message for every address, and mails only one that bought something", async () => {
    const buyer = address();
    const stranger = address();
    await paidPurchase(buyer);

    for (const email of [buyer, stranger.toUpperCase()]) {
      const res = await post(signInRoute, "/api/account/sign-in", { email });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ message: ACCOUNT_CODE_SENT });
    }
    await mailAccountSignIn(buyer, { ipAddress: nextIp() });
    await mailAccountSignIn(stranger, { ipAddress: nextIp() });

    expect(await mailsTo(stranger)).toEqual([]);
    const [mail] = await mailsTo(buyer);
    expect(codeIn(mail?.text ?? "")).toMatch(/^\d{6}$/);
    expect(linkIn(mail?.text ?? "")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only hashes are kept: neither the code nor the link's token is in the row.
    const rows = await prisma.emailSignIn.findMany({ where: { email: buyer } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(codeIn(mail?.text ?? "") ?? "none");
    expect(JSON.stringify(rows)).not.toContain(linkIn(mail?.text ?? "") ?? "none");
  });

  it("finds a buyer by the PayPal payer's address too, whatever its case", async () => {
    const payer = address();
    await paidPurchase(address(), { payerEmail: payer });
    const { code } = await mailedSignIn(payer);
    expect(code).toMatch(/^\d{6}$/);
  });

  it("in demo mode (no mail server) shows the code a buyer's mail carries, and says a stranger has none", async () => {
    const buyer = address();
    await paidPurchase(buyer);
    const shown = await requestAccountSignIn({ email: buyer }, { ipAddress: nextIp() }, new Date(), "demo");
    const code = /Your sign-in code is (\d{6})/.exec(shown.message)?.[1] ?? "";
    expect(shown.message).toBe(ACCOUNT_DEMO.code(code));
    await signInWithCode({ email: buyer, code }, { ipAddress: nextIp() });
    expect((await getAccount()).status).toBe(200);
    expect(await requestAccountSignIn({ email: address() }, { ipAddress: nextIp() }, new Date(), "demo")).toEqual({ message: ACCOUNT_DEMO.none });
  });

  it("refuses a malformed address with 400 and queues nothing", async () => {
    const res = await post(signInRoute, "/api/account/sign-in", { email: "not an address" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("bad_request");
  });

  it("mails an address at most five times an hour, silently", async () => {
    const buyer = address();
    await paidPurchase(buyer);
    for (let i = 0; i < 6; i += 1) await mailAccountSignIn(buyer, { ipAddress: nextIp() }, new Date(Date.now() + i));
    expect(await mailsTo(buyer)).toHaveLength(5);
  });
});

describe("signing in with the code", () => {
  it("a right code answers 204 and opens GET /api/account: the licenses, orders with receipt numbers, and gifts", async () => {
    const buyer = address();
    const { order, license } = await paidPurchase(buyer);
    const { code } = await mailedSignIn(buyer);

    expect((await getAccount()).status).toBe(401);
    const res = await post(verifyRoute, "/api/account/verify", { email: buyer.toUpperCase(), code });
    expect(res.status).toBe(204);

    const account = await getAccount();
    expect(account.status).toBe(200);
    expect(account.headers.get("cache-control")).toBe("private, no-store");
    expect(await account.json()).toEqual({
      email: buyer,
      licenses: [expect.objectContaining({ username: license.username, uuid: license.uuid, active: true, lastCheckAt: null })],
      orders: [
        expect.objectContaining({
          paypalOrderId: order.paypalOrderId,
          amount: "5.00",
          currency: "USD",
          status: "COMPLETED",
          receiptNumber: order.receiptNumber,
        }),
      ],
      gifts: [],
      giftsReceived: [],
    });
  });

  it("the sixth try is refused even with the right code: five wrong ones spend it", async () => {
    const buyer = address();
    await paidPurchase(buyer);
    const { code } = await mailedSignIn(buyer);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i += 1) expect((await post(verifyRoute, "/api/account/verify", { email: buyer, code: wrong })).status).toBe(401);
    const sixth = await post(verifyRoute, "/api/account/verify", { email: buyer, code });
    expect(sixth.status).toBe(401);
    expect((await sixth.json()).error.message).toBe(ACCOUNT_CODE_REFUSED);
    expect((await getAccount()).status).toBe(401);
    expect(await prisma.portalSession.count({ where: { email: buyer } })).toBe(0);
  });

  it("guesses sent at once count as guesses one after another: five at most, then the right code fails too", async () => {
    const buyer = address();
    await paidPurchase(buyer);
    const { code } = await mailedSignIn(buyer);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const answers = await Promise.allSettled(guesses.map((guess) => signInWithCode({ email: buyer, code: guess }, { ipAddress: nextIp() })));
    expect(answers.every((a) => a.status === "rejected")).toBe(true);
    expect((await prisma.emailSignIn.findFirst({ where: { email: buyer } }))?.codeTries).toBe(5);
    await refused(signInWithCode({ email: buyer, code }, { ipAddress: nextIp() }));
  });

  it("a code works once, until it expires, and only the newest code works", async () => {
    const buyer = address();
    await paidPurchase(buyer);
    const first = await mailedSignIn(buyer);
    const second = await mailedSignIn(buyer, new Date(Date.now() + 1));
    await refused(signInWithCode({ email: buyer, code: first.code }, { ipAddress: nextIp() }));

    const late = new Date(Date.now() + 31 * 60_000);
    await refused(signInWithCode({ email: buyer, code: second.code }, { ipAddress: nextIp() }, late));
    await signInWithCode({ email: buyer, code: second.code }, { ipAddress: nextIp() });
    await refused(signInWithCode({ email: buyer, code: second.code }, { ipAddress: nextIp() }));
  });

  it("a code is for its own address only", async () => {
    const [buyer, other] = [address(), address()];
    await paidPurchase(buyer);
    await paidPurchase(other);
    const { code } = await mailedSignIn(buyer);
    await mailedSignIn(other);
    await refused(signInWithCode({ email: other, code }, { ipAddress: nextIp() }));
  });

  it("a code with letters, or of another length, is refused at the boundary with 400", async () => {
    for (const code of ["12345", "1234567", "12a456", ""]) {
      const res = await post(verifyRoute, "/api/account/verify", { email: address(), code });
      expect(res.status).toBe(400);
    }
  });
});

describe("signing in with the link", () => {
  it("works once: a second press, or the code from the same mail, is refused", async () => {
    const buyer = address();
    await paidPurchase(buyer);
    const { token, code } = await mailedSignIn(buyer);
    await signInWithAccountLink(token, { ipAddress: nextIp() });
    expect((await getAccount()).status).toBe(200);
    signOut();
    await expect(signInWithAccountLink(token, { ipAddress: nextIp() })).rejects.toBeInstanceOf(AppError);
    await refused(signInWithCode({ email: buyer, code }, { ipAddress: nextIp() }));
    expect((await getAccount()).status).toBe(401);
  });
});

describe("sessions", () => {
  it("sign out everywhere ends every session of the address: an old cookie opens nothing after", async () => {
    const buyer = address();
    await paidPurchase(buyer);
    await signInWithCode({ email: buyer, code: (await mailedSignIn(buyer)).code }, { ipAddress: nextIp() });
    const elsewhere = (await prisma.portalSession.findFirst({ where: { email: buyer }, orderBy: { createdAt: "desc" } }))?.id;
    signOut();
    await signInWithCode({ email: buyer, code: (await mailedSignIn(buyer, new Date(Date.now() + 1))).code }, { ipAddress: nextIp() });
    const cookie = (await prisma.portalSession.count({ where: { email: buyer, endedAt: null } })) === 2;
    expect(cookie).toBe(true);

    setRequestHeaders({ origin: "http://shop.test" });
    await signOutBuyerEverywhereAction().catch((redirect: unknown) => redirect);
    expect(await prisma.portalSession.count({ where: { email: buyer, endedAt: null } })).toBe(0);
    expect(await prisma.portalSession.findUnique({ where: { id: elsewhere ?? "" }, select: { endedAt: true } })).toEqual({ endedAt: expect.any(Date) });
    expect((await getAccount()).status).toBe(401);
  });

  it("an affiliate's session opens no account, even with its token under the account's cookie, and a buyer's opens no portal", async () => {
    const affiliate = await createAffiliate();
    const token = await signInAsAffiliate(affiliate);
    expect((await getAccount()).status).toBe(401);
    signOut();
    setCookie(ACCOUNT_COOKIE, token);
    expect((await getAccount()).status).toBe(401);

    signOut();
    const buyer = address();
    await paidPurchase(buyer);
    await signInWithCode({ email: buyer, code: (await mailedSignIn(buyer)).code }, { ipAddress: nextIp() });
    const buyerToken = cookieValue(ACCOUNT_COOKIE) ?? "";
    expect(buyerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    signOut();
    setCookie(AFFILIATE_COOKIE, buyerToken);
    expect(await currentAffiliate()).toBeNull();
  });

  it("an expired session is refused, and a session in use moves its expiry on", async () => {
    const buyer = address();
    await paidPurchase(buyer);
    await signInWithCode({ email: buyer, code: (await mailedSignIn(buyer)).code }, { ipAddress: nextIp() });
    const session = await prisma.portalSession.findFirstOrThrow({ where: { email: buyer } });
    // Last used two days ago: a use now slides its expiry to 30 days from now.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await prisma.portalSession.update({
      where: { id: session.id },
      data: { lastSeenAt: twoDaysAgo, expiresAt: new Date(twoDaysAgo.getTime() + 30 * 86_400_000) },
    });
    expect((await getAccount()).status).toBe(200);
    const slid = await prisma.portalSession.findUniqueOrThrow({ where: { id: session.id } });
    expect(slid.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29.9 * 86_400_000);

    await prisma.portalSession.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await getAccount()).status).toBe(401);
  });

  it("a cross-site code submission is refused and starts no session", async () => {
    const buyer = address();
    await paidPurchase(buyer);
    const { code } = await mailedSignIn(buyer);
    setRequestHeaders({ origin: "https://evil.example" });
    expect(await verifyAccountCodeAction({ email: buyer, code })).toEqual({ ok: false, error: "Cross-site request refused.", code: "forbidden" });
    expect(await prisma.portalSession.count({ where: { email: buyer } })).toBe(0);
    // Nothing was tried either: the code still works.
    setRequestHeaders({ origin: "http://shop.test" });
    expect(await verifyAccountCodeAction({ email: buyer, code })).toEqual({ ok: true, data: undefined });
  });
});

describe("what the account opens", () => {
  const signedIn = async (email: string) => signInWithCode({ email, code: (await mailedSignIn(email)).code }, { ipAddress: nextIp() });
  const download = (query: string) =>
    downloadRoute(new Request(`http://shop.test/account/download?${query}`, { headers: { "x-shop-client-address": nextIp() } }));

  it("the download button gives a token for the buyer's own active license, and nothing for anyone else's", async () => {
    const [buyer, other] = [address(), address()];
    const mine = await paidPurchase(buyer);
    const theirs = await paidPurchase(other);
    await signedIn(buyer);

    const res = await download(`license=${mine.license.id}`);
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("location") ?? "").pathname).toMatch(/^\/download\/[a-z0-9-]+$/);
    expect(new URL(res.headers.get("location") ?? "").searchParams.get("token")).toBeTruthy();
    expect(await prisma.downloadToken.count({ where: { licenseId: mine.license.id } })).toBe(1);
    // Pressed again: the same link, no new credential; once that one has less than a day left, a new one.
    expect((await download(`license=${mine.license.id}`)).headers.get("location")).toBe(res.headers.get("location"));
    expect(await prisma.downloadToken.count({ where: { licenseId: mine.license.id } })).toBe(1);
    await prisma.downloadToken.updateMany({ where: { licenseId: mine.license.id }, data: { expiresAt: new Date(Date.now() + 60 * 60 * 1000) } });
    expect((await download(`license=${mine.license.id}`)).headers.get("location")).not.toBe(res.headers.get("location"));
    expect(await prisma.downloadToken.count({ where: { licenseId: mine.license.id } })).toBe(2);

    for (const query of [`license=${theirs.license.id}`, "license=not-an-id", `license=${mine.license.id}&channel=nightly`]) {
      const refused = new URL((await download(query)).headers.get("location") ?? "");
      expect(`${refused.pathname}${refused.search}`).toBe("/account?notice=download");
    }
    await prisma.license.update({ where: { id: mine.license.id }, data: { active: false } });
    expect(new URL((await download(`license=${mine.license.id}`)).headers.get("location") ?? "").search).toBe("?notice=download");
    expect(await prisma.downloadToken.count({ where: { licenseId: { in: [mine.license.id, theirs.license.id] } } })).toBe(2);
  });

  it("the data export is the address's own, audited as the buyer's", async () => {
    const buyer = address();
    const { order } = await paidPurchase(buyer);
    const anonymous = await exportRoute(new Request("http://shop.test/account/export", { headers: { "x-shop-client-address": nextIp() } }));
    expect(anonymous.status).toBe(303);

    await signedIn(buyer);
    const res = await exportRoute(new Request("http://shop.test/account/export", { headers: { "x-shop-client-address": nextIp() } }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="account-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = (await res.json()) as { email: string; orders: { paypalOrderId: string }[] };
    expect(data.email).toBe(buyer);
    expect(data.orders.map((o) => o.paypalOrderId)).toEqual([order.paypalOrderId]);
    expect(await prisma.auditLog.findFirst({ where: { action: "buyer.export", actor: "buyer" }, orderBy: { createdAt: "desc" } })).toBeTruthy();
  });

  it("an erasure of the address ends its account's sessions and deletes its sign-in codes", async () => {
    const buyer = address();
    await paidPurchase(buyer);
    await signedIn(buyer);
    expect((await getAccount()).status).toBe(200);
    await eraseBuyerData(buyer, ADMIN_CTX);
    expect((await getAccount()).status).toBe(401);
    expect(await prisma.portalSession.count({ where: { email: buyer } })).toBe(0);
    expect(await prisma.emailSignIn.count({ where: { email: buyer } })).toBe(0);
  });
});
