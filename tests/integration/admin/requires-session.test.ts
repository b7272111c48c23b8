import { readdirSync } from "node:fs";
import path from "node:path";

import { encode } from "next-auth/jwt";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { currentAffiliate } from "@/lib/affiliates/affiliate-session";
import { prisma } from "@/lib/database/db";

import { createOrder } from "../../support/admin-fixtures";
import { createAdmin, SESSION_COOKIE, setSessionCookie, signInAs, signOut } from "../../support/admin-session";
import { signInAsAffiliate } from "../../support/affiliate-session";
import { deletePurchases } from "../../support/purchase";
import { deleteReleases, registerRelease } from "../../support/releases";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const UUID = "069a79f4-44e9-4726-a5be-fca90e38aaf5";
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Action = (input: unknown) => Promise<{ ok: boolean; error?: string; fieldErrors?: unknown }>;

/** Input an admin could really send each action: refused only for want of a session, never for bad input. */
const VALID_INPUT: Record<string, unknown> = {
  addUserAction: { username: "Notch", email: "notch@example.com" },
  searchUsersAction: { query: "Notch" },
  listUsersAction: { activeOnly: true },
  revokeLicenseAction: { uuid: UUID, reason: "Chargeback" },
  restoreLicenseAction: { uuid: UUID },
  renameLicenseAction: { uuid: UUID, username: "Notch2" },
  markCommissionsPaidAction: { code: "YOUTUBE" },
  proposePayoutRunAction: {},
  confirmPayoutRunAction: { runId: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a03" },
  voidCommissionAction: { commissionId: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a02", reason: "Self-referral" },
  reviewApplicationAction: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a01", decision: "APPROVED" },
  suspendAffiliateAction: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a02", reason: "Spam" },
  reactivateAffiliateAction: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a02" },
  exportBuyerAction: { email: "buyer@example.com" },
  eraseBuyerAction: { email: "buyer@example.com" },
  signOutEverywhereAction: {},
  sendMailAgainAction: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a04" },
  processWebhookEventAgainAction: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a05" },
  createWebhookEndpointAction: { url: "https://hooks.example.com/shop", events: ["order.paid"] },
  rotateWebhookSecretAction: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a09" },
  enableWebhookEndpointAction: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a09" },
  redeliverWebhookAction: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a10" },
  sendDisputeEvidenceAction: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a11" },
  acceptDisputeClaimAction: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a12" },
  setDisputeLicenseAction: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a13", suspend: true },
  messageDisputeBuyerAction: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a14", message: "You downloaded the mod." },
  addBanAction: { kind: "EMAIL", value: "chargeback@example.com", reason: "Charged back" },
  liftBanAction: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a15", reason: "Paid by other means" },
  saveCreatorCodeAction: { code: "TECHNO", discountPercent: 10, maxUses: 3 },
  scheduleSaleAction: { label: "Summer sale", priceCents: 400, startsAt: "2030-06-01T00:00:00Z", endsAt: "2030-06-08T00:00:00Z" },
  cancelSaleAction: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a06" },
  setPricePointAction: { currency: "EUR", amountCents: 499 },
  saveBulkTiersAction: { tiers: [{ minQuantity: 5, percentOff: 20 }] },
  refundSeatAction: { orderId: "00000000-0000-4000-8000-000000000001", position: 1 },
  acceptVanityCodeAction: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a07" },
  refuseVanityCodeAction: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a07", reason: "Trademark" },
  saveExchangeRateAction: { quarter: "2026-Q4", currency: "USD", perEur: "1.0830" },
  setTaxCountryAction: { orderId: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a08", country: "DE", reason: "Billing address in Berlin" },
  confirmTaxCountryAction: { orderId: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a08", reason: "VPN exit in the US" },
  pullReleaseAction: { version: "1.0.0", reason: "Crashes on start" },
  unlinkDiscordAction: { uuid: UUID },
  reconcileDiscordRolesAction: {},
  putBackReleaseAction: { version: "1.0.0" },
};

const files = (dir: string, name: RegExp) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => name.test(path.basename(file)))
    .map((file) => path.join(dir, file));

/** Every route handler under app/admin and app/api/admin (sign-in, the way in, excepted), with a request to its URL ([param] segments filled in). */
async function discoverRoutes() {
  const routes: { name: string; call: () => Promise<Response> }[] = [];
  const apiRoutes = files("app/api/admin", /^route\.ts$/).filter((file) => !file.startsWith(path.join("app/api/admin/login")));
  for (const file of [...files("app/admin", /^route\.ts$/), ...apiRoutes]) {
    // Route groups, "(name)", are folders only: they are not part of the URL.
    const dir = path
      .dirname(path.relative("app", file))
      .split(path.sep)
      .filter((segment) => !/^\(.+\)$/.test(segment));
    const params = Object.fromEntries(dir.flatMap((segment) => (/^\[\w+\]$/.test(segment) ? [[segment.slice(1, -1), "Notch"]] : [])));
    const url = `http://shop.test/${dir.map((segment) => (/^\[\w+\]$/.test(segment) ? "Notch" : segment)).join("/")}`;
    const mod = (await import(path.join(ROOT, file))) as Partial<Record<(typeof METHODS)[number], Handler>>;
    for (const method of METHODS) {
      const handler = mod[method];
      if (!handler) continue;
      const body = method === "GET" || method === "DELETE" ? undefined : JSON.stringify({ uuid: UUID, username: "Notch", email: "notch@example.com" });
      routes.push({
        name: `${method} ${new URL(url).pathname}`,
        call: () => handler(new Request(url, { method, body, headers: { "content-type": "application/json" } }), { params: Promise.resolve(params) }),
      });
    }
  }
  return routes;
}

/**
 * Every export of every file in lib/admin/actions but the sign-out, which clears the browser's cookie whatever the
 * session and answers with a redirect (tests/integration/auth/action-origin.test.ts).
 */
async function discoverActions() {
  const actions: { name: string; call: () => ReturnType<Action> }[] = [];
  for (const file of files("lib/admin/actions", /\.ts$/).filter((file) => !file.endsWith("/logout.ts"))) {
    const mod = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value !== "function") throw new Error(`${file} exports ${name}, which is not a server action`);
      if (!(name in VALID_INPUT)) throw new Error(`Add a valid sample input for ${name} to VALID_INPUT`);
      actions.push({ name: `${path.basename(file)}: ${name}`, call: () => (value as Action)(VALID_INPUT[name]) });
    }
  }
  return actions;
}

const counts = async () => ({
  licenses: await prisma.license.findMany({ orderBy: { uuid: "asc" } }),
  audit: await prisma.auditLog.count(),
  codes: await prisma.referralCode.count(),
  sales: await prisma.sale.findMany({ orderBy: { id: "asc" } }),
  commissions: await prisma.commission.findMany({ orderBy: { id: "asc" } }),
  applications: await prisma.affiliateApplication.findMany({ orderBy: { id: "asc" } }),
  affiliates: await prisma.affiliate.findMany({ orderBy: { id: "asc" } }),
  vanityCodeRequests: await prisma.vanityCodeRequest.findMany({ orderBy: { id: "asc" } }),
  releases: await prisma.release.findMany({ orderBy: { id: "asc" } }),
  payoutRuns: await prisma.payoutRun.findMany({ orderBy: { id: "asc" } }),
  orders: await prisma.order.findMany({ orderBy: { id: "asc" } }),
  outbox: await prisma.emailOutbox.findMany({ orderBy: { id: "asc" } }),
  webhookEvents: await prisma.webhookEvent.findMany({ orderBy: { id: "asc" } }),
  taxExchangeRates: await prisma.taxExchangeRate.findMany({ orderBy: [{ quarter: "asc" }, { currency: "asc" }] }),
  currencyPrices: await prisma.currencyPrice.findMany({ orderBy: { currency: "asc" } }),
  bulkTiers: await prisma.bulkTier.findMany({ orderBy: { minQuantity: "asc" } }),
  orderSeats: await prisma.orderSeat.findMany({ orderBy: { id: "asc" } }),
  bans: await prisma.ban.findMany({ orderBy: { id: "asc" } }),
  disputes: await prisma.dispute.findMany({ orderBy: { id: "asc" } }),
});

const VISITORS: [string, () => Promise<void>][] = [
  ["no session cookie", async () => signOut()],
  ["a garbage cookie", async () => setSessionCookie("garbage.not-a-jwe")],
  [
    "a cookie encrypted with another secret",
    async () =>
      setSessionCookie(
        await encode({ salt: SESSION_COOKIE, secret: "someone-elses-secret-0123456789abcdef", token: { sub: (await createAdmin()).id, name: "mallory" } }),
      ),
  ],
  [
    "a valid cookie of a deleted admin",
    async () => {
      const admin = await signInAs();
      await prisma.adminUser.delete({ where: { id: admin.id } });
    },
  ],
  [
    "a live affiliate session (the portal's cookie opens no admin door)",
    async () => {
      await signInAsAffiliate({ id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a02" });
      expect(await currentAffiliate()).toMatchObject({ name: "Ada Affiliate" });
    },
  ],
];

describe("every admin route handler and server action needs a session", () => {
  let routes: Awaited<ReturnType<typeof discoverRoutes>>;
  let actions: Awaited<ReturnType<typeof discoverActions>>;

  beforeAll(async () => {
    routes = await discoverRoutes();
    actions = await discoverActions();
    await prisma.license.create({ data: { uuid: UUID, username: "Notch", email: "notch@example.com", source: "ADMIN" } });
    await prisma.affiliateApplication.create({ data: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a01", name: "Applicant", email: "a@example.com" } });
    const approved = await prisma.affiliateApplication.create({ data: { name: "Ada Affiliate", email: "ada@example.com", status: "APPROVED" } });
    await prisma.affiliate.create({
      data: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a02", applicationId: approved.id, name: "Ada Affiliate", email: "ada@example.com" },
    });
    // What "Pull" would change.
    await registerRelease("1.0.0");
    // What "Accept" and "Refuse" on a vanity code request would change.
    await prisma.vanityCodeRequest.create({ data: { id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a07", applicationId: approved.id, code: "ADAVANITY" } });
    // What "Send again" and "Process again" would change, were a refused call let through.
    await prisma.emailOutbox.create({
      data: {
        id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a04",
        dedupeKey: "session-test",
        to: "notch@example.com",
        subject: "Receipt",
        text: "x",
        status: "FAILED",
        attempts: 8,
      },
    });
    // What "Set country" and "Confirm" on the Tax tab would change: an order under review (the orders are compared).
    await createOrder({
      id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a08",
      payerCountry: "FR",
      ipCountry: "US",
      taxCountry: "FR",
      taxReview: true,
      vatRateBp: 2000,
      vatCents: 83,
      receiptNumber: "2026-000001",
    });
    await prisma.webhookEvent.create({
      data: {
        id: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a05",
        eventId: "WH-SESSION-TEST",
        eventType: "CHECKOUT.ORDER.APPROVED",
        payload: { id: "WH-SESSION-TEST", event_type: "CHECKOUT.ORDER.APPROVED", resource: {} },
        outcome: "failed",
        attempts: 1,
      },
    });
  });
  afterEach(signOut);
  afterAll(async () => {
    await deletePurchases();
    await prisma.taxExchangeRate.deleteMany();
    await prisma.adminUser.deleteMany();
    await deleteReleases();
  });

  it("finds the spec's routes and the dashboard's actions", () => {
    expect(routes.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        "GET /admin/stats",
        "GET /admin/audit-log",
        "GET /admin/list-uuids",
        "GET /admin/mojang/Notch",
        "POST /admin/add-uuid",
        "POST /api/admin/releases",
      ]),
    );
    expect(actions.length).toBeGreaterThanOrEqual(Object.keys(VALID_INPUT).length);
  });

  it("answers with data for a signed-in admin, so the refusals below are about the session", async () => {
    await signInAs();
    const stats = routes.find((r) => r.name === "GET /admin/stats");
    const res = await stats?.call();
    expect(res?.status).toBe(200);
    expect(await res?.json()).toEqual({ stats: { totalLicenses: 1, activeLicenses: 1, auditLogCount: expect.any(Number) } });
    const search = actions.find((a) => a.name.endsWith(": searchUsersAction"));
    expect(await search?.call()).toEqual({ ok: true, data: [expect.objectContaining({ uuid: UUID, username: "Notch" })] });
  });

  it.each(VISITORS)("refuses every one with %s and changes nothing", async (_label, visit) => {
    await visit();
    const before = await counts();
    for (const route of routes) {
      const res = await route.call();
      expect({ route: route.name, status: res.status }).toEqual({ route: route.name, status: 401 });
      expect(await res.json()).toEqual({ error: { code: "unauthorized", message: expect.any(String) } });
    }
    for (const action of actions) {
      expect({ action: action.name, result: await action.call() }).toEqual({
        action: action.name,
        result: { ok: false, error: "Sign in as an admin to do this.", code: "unauthorized" },
      });
    }
    expect(await counts()).toEqual(before);
  });
});
