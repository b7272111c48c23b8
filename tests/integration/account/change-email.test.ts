import { randomBytes, randomUUID } from "node:crypto";

import { afterAll, afterEach, describe, expect, it } from "vitest";

import { confirmEmailChangeAction, requestEmailChangeAction } from "@/lib/account/actions/account";
import { requestEmailChange } from "@/lib/account/change-email";
import { mailAccountSignIn } from "@/lib/account/request-sign-in";
import { signInWithCode } from "@/lib/account/sign-in";
import { ACCOUNT_CODE_REFUSED, ACCOUNT_DEMO, ACCOUNT_PAGE } from "@/lib/content/account";
import { prisma } from "@/lib/database/db";

import { GET as accountRoute } from "@/app/api/account/route";

import { setRequestHeaders, signOut } from "../../support/admin-session";
import { nextIp } from "../../support/client-addresses";
import { deletePurchases } from "../../support/purchase";

const address = (who: string) => `${who}-${randomBytes(4).toString("hex")}@example.com`;
const codeIn = (text: string) => /Your code:\s*(\d{6})/.exec(text)?.[1] ?? "";
const lastMailTo = async (to: string) => (await prisma.emailOutbox.findFirst({ where: { to }, orderBy: { createdAt: "desc" } }))?.text ?? "";
const getAccount = () => accountRoute(new Request("http://shop.test/api/account", { headers: { "x-shop-client-address": nextIp() } }));

/** A buyer with a paid order and its license, signed in to their account. */
async function signedInBuyer() {
  const email = address("old");
  const license = await prisma.license.create({ data: { uuid: randomUUID(), username: `Mv_${randomBytes(3).toString("hex")}`, email, source: "PURCHASE" } });
  await prisma.order.create({
    data: {
      paypalOrderId: `MOVE-${randomBytes(4).toString("hex")}`,
      status: "COMPLETED",
      amountCents: 500,
      currency: "USD",
      username: license.username,
      minecraftUuid: license.uuid,
      email,
      tosVersion: "1.0",
      tosAcceptedAt: new Date(),
      capturedAt: new Date(),
      licenseId: license.id,
    },
  });
  await mailAccountSignIn(email, { ipAddress: nextIp() });
  await signInWithCode({ email, code: codeIn(await lastMailTo(email)) }, { ipAddress: nextIp() });
  setRequestHeaders({ origin: "http://shop.test" });
  return { email, license };
}

afterEach(() => signOut());
afterAll(deletePurchases);

describe("moving an account to another address", () => {
  it("needs the code sent to the new address; then everything moves, this browser stays signed in, others end, the old address is told", async () => {
    const { email: from, license } = await signedInBuyer();
    const elsewhere = await prisma.portalSession.create({
      data: { tokenHash: randomBytes(32).toString("hex"), audience: "BUYER", email: from, expiresAt: new Date(Date.now() + 86_400_000) },
    });
    const to = address("new");

    expect(await requestEmailChangeAction({ email: to.toUpperCase() })).toEqual({ ok: true, data: { message: ACCOUNT_PAGE.email.sent(to) } });
    const code = codeIn(await lastMailTo(to));
    expect(code).toMatch(/^\d{6}$/);
    expect(await confirmEmailChangeAction({ email: to, code: code === "000000" ? "000001" : "000000" })).toMatchObject({
      ok: false,
      error: ACCOUNT_CODE_REFUSED,
    });
    expect(await prisma.license.findUniqueOrThrow({ where: { id: license.id }, select: { email: true } })).toEqual({ email: from });

    expect(await confirmEmailChangeAction({ email: to, code })).toEqual({ ok: true, data: { message: ACCOUNT_PAGE.email.changed(to), email: to } });
    expect(await prisma.license.findUniqueOrThrow({ where: { id: license.id }, select: { email: true } })).toEqual({ email: to });
    expect(await prisma.order.count({ where: { email: from } })).toBe(0);
    const account = await getAccount();
    expect(account.status).toBe(200);
    expect(await account.json()).toMatchObject({ email: to, licenses: [expect.objectContaining({ uuid: license.uuid })] });
    expect(await prisma.portalSession.findUniqueOrThrow({ where: { id: elsewhere.id }, select: { endedAt: true } })).toEqual({ endedAt: expect.any(Date) });
    expect(await lastMailTo(from)).toContain(`now belongs to ${to}`);
    expect(await prisma.auditLog.count({ where: { action: "account.email_change" } })).toBeGreaterThan(0);
    // The code worked once.
    expect(await confirmEmailChangeAction({ email: to, code })).toMatchObject({ ok: false, error: ACCOUNT_CODE_REFUSED });
  });

  it("in demo mode (no mail server) shows the code the mail carries, and that code moves the account", async () => {
    const { email: from } = await signedInBuyer();
    const session = await prisma.portalSession.findFirstOrThrow({ where: { audience: "BUYER", email: from, endedAt: null }, select: { id: true } });
    const to = address("demo");

    const { message } = await requestEmailChange({ email: from, sessionId: session.id }, to, new Date(), "demo");
    const code = codeIn(await lastMailTo(to));
    expect(message).toBe(ACCOUNT_DEMO.emailCode(to, code));
    expect(await confirmEmailChangeAction({ email: to, code })).toEqual({ ok: true, data: { message: ACCOUNT_PAGE.email.changed(to), email: to } });
  });

  it("refuses the account's own address, and a code asked for by another account", async () => {
    const mallory = await signedInBuyer();
    const target = address("target");
    await requestEmailChangeAction({ email: target });
    const malloryCode = codeIn(await lastMailTo(target));
    signOut();

    const { email, license } = await signedInBuyer();
    expect(await requestEmailChangeAction({ email })).toEqual({
      ok: false,
      error: ACCOUNT_PAGE.email.same,
      code: "conflict",
      fieldErrors: { email: ACCOUNT_PAGE.email.same },
    });
    // Another account's code for the same new address moves nothing of this one.
    expect(await confirmEmailChangeAction({ email: target, code: malloryCode })).toMatchObject({ ok: false, error: ACCOUNT_CODE_REFUSED });
    expect(await prisma.license.findUniqueOrThrow({ where: { id: license.id }, select: { email: true } })).toEqual({ email });
    expect(await prisma.license.findUniqueOrThrow({ where: { id: mallory.license.id }, select: { email: true } })).toEqual({ email: mallory.email });
  });

  it("is refused without a session", async () => {
    setRequestHeaders({ origin: "http://shop.test" });
    expect(await requestEmailChangeAction({ email: address("x") })).toEqual({
      ok: false,
      error: "Please sign in to your account first.",
      code: "unauthorized",
    });
  });
});
