import { randomUUID } from "node:crypto";

import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { mailAccountSignIn } from "@/lib/account/request-sign-in";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { prisma } from "@/lib/database/db";
import { startJobs, stopJobs } from "@/lib/jobs/start-jobs";
import { openApiDocument } from "@/lib/openapi/build-openapi-document";
import { QUEUES } from "@/lib/queue/queues";

import { GET as jwksRoute } from "@/app/.well-known/jwks.json/route";
import { GET as listBulkTiersRoute, POST as saveBulkTiersRoute } from "@/app/admin/(api)/bulk-tiers/route";
import { GET as listCodesRoute, POST as saveCodeRoute } from "@/app/admin/(api)/creator-codes/route";
import { GET as listDisputesRoute } from "@/app/admin/(api)/disputes/route";
import { GET as listPricesRoute, POST as setPriceRoute } from "@/app/admin/(api)/prices/route";
import { GET as listSalesRoute, POST as scheduleSaleRoute } from "@/app/admin/(api)/sales/route";
import { POST as redeliverRoute } from "@/app/admin/(api)/webhook-deliveries/[id]/redeliver/route";
import { POST as enableEndpointRoute } from "@/app/admin/(api)/webhook-endpoints/[id]/enable/route";
import { POST as rotateSecretRoute } from "@/app/admin/(api)/webhook-endpoints/[id]/rotate-secret/route";
import { POST as addEndpointRoute, GET as listEndpointsRoute } from "@/app/admin/(api)/webhook-endpoints/route";
import { GET as accountRoute } from "@/app/api/account/route";
import { POST as accountSignInRoute } from "@/app/api/account/sign-in/route";
import { POST as accountVerifyRoute } from "@/app/api/account/verify/route";
import { POST as activateRoute } from "@/app/api/activate/route";
import { POST as adminLoginRoute } from "@/app/api/admin/login/route";
import { POST as affiliateSignupRoute } from "@/app/api/affiliate/signup/route";
import { POST as creatorCodeRoute } from "@/app/api/creator-code/route";
import { POST as cspReportRoute } from "@/app/api/csp-report/route";
import { POST as downloadLinkRoute } from "@/app/api/download-link/route";
import { GET as liveRoute } from "@/app/api/health/live/route";
import { GET as readyRoute } from "@/app/api/health/ready/route";
import { GET as healthRoute } from "@/app/api/health/route";
import { POST as challengeRoute } from "@/app/api/license/challenge/route";
import { POST as proofRoute } from "@/app/api/license/proof/route";
import { GET as verifyRoute } from "@/app/api/license/verify/route";
import { GET as forgeUpdateRoute } from "@/app/api/mod/forge-update.json/route";
import { GET as manifestRoute } from "@/app/api/mod/releases/latest/route";
import { POST as cancelOrderRoute } from "@/app/api/paypal/cancel-order/route";
import { POST as captureAliasRoute } from "@/app/api/paypal/capture-order/route";
import { POST as orderStatusRoute } from "@/app/api/paypal/order-status/route";
import { GET as pricesRoute } from "@/app/api/prices/route";
import { POST as visitRoute } from "@/app/api/referral/visit/route";
import { GET as openApiRoute } from "@/app/openapi.json/route";

import { createAdmin, signInAs, signOut } from "../../support/admin-session";
import { nextIp } from "../../support/client-addresses";
import { buyGift, redeemRequest } from "../../support/gifts";
import { clearQueue } from "../../support/jobs";
import { challenge, join, player } from "../../support/ownership-proof";
import { captureRequest, createOrderRequest, deletePurchases, freshBuyer, orderSecretOf, startPurchase } from "../../support/purchase";
import { registerReferralCodes } from "../../support/referral-codes";
import { deleteReleases, registerRelease } from "../../support/releases";
import { simulator } from "../../support/simulator-controls";

const get = async (handler: (req: Request) => Promise<Response>, path: string, clientIp = nextIp()) =>
  handler(new Request(`http://shop.test${path}`, { headers: { "x-shop-client-address": clientIp } }));
const post = (handler: (req: Request) => Promise<Response>, path: string, body: unknown, clientIp = nextIp()) =>
  handler(
    new Request(`http://shop.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": clientIp },
      body: JSON.stringify(body),
    }),
  );
const postCreatorCode = (body: unknown) => post(creatorCodeRoute, "/api/creator-code", body);

/** The payment page's beacon, as a browser sends it from `origin`. */
const beacon = (body: unknown, origin = "http://shop.test") =>
  visitRoute(
    new Request("http://shop.test/api/referral/visit", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", host: "shop.test", origin, "user-agent": BROWSER, "x-shop-client-address": nextIp() },
      body: JSON.stringify(body),
    }),
  );
/** A violation report, as a browser posts it. */
const cspReport = (type: string, body: unknown) =>
  cspReportRoute(
    new Request("http://shop.test/api/csp-report", {
      method: "POST",
      headers: { "content-type": type, "x-shop-client-address": nextIp() },
      body: JSON.stringify(body),
    }),
  );
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** An order for an account nobody has bought yet (each check buys its own). */
const freshPurchase = async () => startPurchase({ username: await freshBuyer() });

/** An order approved at PayPal and captured by its buyer's browser: what activate needs. */
async function capturedPurchase() {
  const username = await freshBuyer();
  const orderId = await startPurchase({ username });
  await simulator.approve(orderId);
  const { transactionId } = (await (await captureRequest(orderId)).json()) as { transactionId: string };
  return { username, transactionId, orderSecret: orderSecretOf(orderId) };
}

/** The operator the admin calls sign in as (codes and sales are scripted with the admin session). */
const OPERATOR = { username: "contract_admin", password: "correct horse battery staple" };
const HOUR = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
/** Two approved affiliates, for a code that belongs to one and is asked for by the other. */
const AFFILIATES = ["5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1b01", "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1b02"] as const;

const operatorRequest = (path: string, body?: unknown, origin = "http://shop.test") =>
  new Request(
    `http://shop.test${path}`,
    body === undefined
      ? { headers: { "x-shop-client-address": nextIp() } }
      : {
          method: "POST",
          headers: { "content-type": "application/json", host: "shop.test", origin, "x-shop-client-address": nextIp() },
          body: JSON.stringify(body),
        },
  );
const noParams = { params: Promise.resolve({}) };

/** An operator's call, with the admin session or, for `signedIn: false`, without one. */
async function asOperator(call: () => Promise<Response>, { signedIn = true } = {}) {
  if (signedIn) await signInAs(await createAdmin(OPERATOR.username, OPERATOR.password));
  else signOut();
  try {
    return await call();
  } finally {
    signOut();
  }
}
const listCodes = (signedIn = true) => asOperator(() => listCodesRoute(operatorRequest("/admin/creator-codes"), noParams), { signedIn });
const saveCode = (body: unknown, { signedIn = true, origin = "http://shop.test" } = {}) =>
  asOperator(() => saveCodeRoute(operatorRequest("/admin/creator-codes", body, origin), noParams), { signedIn });
const listBulkTiers = (signedIn = true) => asOperator(() => listBulkTiersRoute(operatorRequest("/admin/bulk-tiers"), noParams), { signedIn });
const saveBulkTiers = (body: unknown, { signedIn = true, origin = "http://shop.test" } = {}) =>
  asOperator(() => saveBulkTiersRoute(operatorRequest("/admin/bulk-tiers", body, origin), noParams), { signedIn });
const listPricePoints = (signedIn = true) => asOperator(() => listPricesRoute(operatorRequest("/admin/prices"), noParams), { signedIn });
const setPricePoint = (body: unknown, { signedIn = true, origin = "http://shop.test" } = {}) =>
  asOperator(() => setPriceRoute(operatorRequest("/admin/prices", body, origin), noParams), { signedIn });
const listSales = (signedIn = true) => asOperator(() => listSalesRoute(operatorRequest("/admin/sales"), noParams), { signedIn });
const scheduleSale = (body: unknown, { signedIn = true, origin = "http://shop.test" } = {}) =>
  asOperator(() => scheduleSaleRoute(operatorRequest("/admin/sales", body, origin), noParams), { signedIn });
const listDisputesOver = (signedIn = true) => asOperator(() => listDisputesRoute(operatorRequest("/admin/disputes"), noParams), { signedIn });
const listEndpoints = (signedIn = true) => asOperator(() => listEndpointsRoute(operatorRequest("/admin/webhook-endpoints"), noParams), { signedIn });
const addEndpoint = (body: unknown, { signedIn = true, origin = "http://shop.test" } = {}) =>
  asOperator(() => addEndpointRoute(operatorRequest("/admin/webhook-endpoints", body, origin), noParams), { signedIn });
/** A POST with no body to an endpoint's or a delivery's action, as an operator's script sends it. */
const actOn = (route: typeof rotateSecretRoute, path: string, id: string) =>
  asOperator(() => route(operatorRequest(path.replace("{id}", id), {}), { params: Promise.resolve({ id }) }));
/** The contract's endpoint (a local port nothing listens on: its deliveries fail, which changes no other check) and a finished delivery of it. */
async function contractEndpoint() {
  const endpoint = await prisma.webhookEndpoint.findFirstOrThrow({ where: { description: "contract" } });
  const delivery = await prisma.webhookDelivery.create({
    data: { endpointId: endpoint.id, eventType: "order.paid", payload: { type: "order.paid" }, status: "FAILED", tries: 10 },
  });
  return { endpointId: endpoint.id, deliveryId: delivery.id };
}
const futureSale = { label: "Contract sale", priceCents: 400, startsAt: inHours(24), endsAt: inHours(48) };
const login = (body: unknown, origin = "http://shop.test") => {
  signOut();
  return adminLoginRoute(operatorRequest("/api/admin/login", body, origin));
};

const perAddress = (limit: number) => `"per-address";q=${limit};w=60`;

type Check = {
  /** What the request shows, for the test's name. */
  name: string;
  method: "get" | "post";
  /** The path as /openapi.json documents it. */
  path: string;
  status: number;
  call: () => Promise<Response>;
  /** The RateLimit-Policy field the route answers: the documented limits are the real ones. */
  rateLimitPolicy?: string;
};

const KNOWN_UUID = randomUUID();
/** The one release the update routes answer with. */
const CONTRACT_RELEASE = "7.7.7";

/** A licensed player who joined a fresh challenge's server id on Mojang's session server: what a proof needs. */
async function joinedPlayer(licensed: boolean) {
  const who = await player();
  if (licensed) await prisma.license.create({ data: { uuid: who.uuid, username: who.name, source: "ADMIN" } });
  const { serverId } = await challenge(who.uuid);
  expect(await join(who, serverId)).toBe(204);
  return { who, serverId };
}

/** A buyer (a license bought with the address) and the code their sign-in mail carries. */
async function accountCode() {
  const email = `contract-${randomUUID()}@example.com`;
  await prisma.license.create({ data: { uuid: randomUUID(), username: "Contract_Buyer", email, source: "PURCHASE" } });
  await mailAccountSignIn(email, { ipAddress: nextIp() });
  const text = (await prisma.emailOutbox.findFirst({ where: { to: email }, orderBy: { createdAt: "desc" } }))?.text ?? "";
  return { email, code: /Your code:\s*(\d{6})/.exec(text)?.[1] ?? "" };
}

/** One entry per documented answer a route in this tree gives. */
const CHECKS: Check[] = [
  {
    name: "any address",
    method: "post",
    path: "/api/account/sign-in",
    status: 202,
    call: () => post(accountSignInRoute, "/api/account/sign-in", { email: "anyone@example.com" }),
    rateLimitPolicy: perAddress(RATE_LIMITS.accountSignIn.limit),
  },
  { name: "no address", method: "post", path: "/api/account/sign-in", status: 400, call: () => post(accountSignInRoute, "/api/account/sign-in", {}) },
  {
    name: "the mailed code",
    method: "post",
    path: "/api/account/verify",
    status: 204,
    call: async () => {
      try {
        return await post(accountVerifyRoute, "/api/account/verify", await accountCode());
      } finally {
        signOut();
      }
    },
    rateLimitPolicy: perAddress(RATE_LIMITS.accountVerify.limit),
  },
  {
    name: "a wrong code",
    method: "post",
    path: "/api/account/verify",
    status: 401,
    call: async () => {
      const { email, code } = await accountCode();
      return post(accountVerifyRoute, "/api/account/verify", { email, code: code === "123456" ? "654321" : "123456" });
    },
  },
  {
    name: "a code of 5 digits",
    method: "post",
    path: "/api/account/verify",
    status: 400,
    call: () => post(accountVerifyRoute, "/api/account/verify", { email: "a@example.com", code: "12345" }),
  },
  {
    name: "a signed-in buyer's account",
    method: "get",
    path: "/api/account",
    status: 200,
    call: async () => {
      try {
        expect((await post(accountVerifyRoute, "/api/account/verify", await accountCode())).status).toBe(204);
        return await get(accountRoute, "/api/account");
      } finally {
        signOut();
      }
    },
    rateLimitPolicy: perAddress(RATE_LIMITS.account.limit),
  },
  { name: "no session", method: "get", path: "/api/account", status: 401, call: () => get(accountRoute, "/api/account") },
  {
    name: "a licensed account, with a nonce",
    method: "get",
    path: "/api/license/verify",
    status: 200,
    call: () => get(verifyRoute, `/api/license/verify?uuid=${KNOWN_UUID}&nonce=contract-test-nonce-0001`),
    rateLimitPolicy: `${perAddress(RATE_LIMITS.licenseVerify.limit)}, "per-uuid";q=${RATE_LIMITS.licenseVerifyUuid.limit};w=60`,
  },
  {
    name: "an unknown account, without a nonce",
    method: "get",
    path: "/api/license/verify",
    status: 200,
    call: () => get(verifyRoute, `/api/license/verify?uuid=${randomUUID()}`),
  },
  {
    name: "a licensed account, signed with ECDSA P-256",
    method: "get",
    path: "/api/license/verify",
    status: 200,
    call: () => get(verifyRoute, `/api/license/verify?uuid=${KNOWN_UUID}&nonce=contract-test-nonce-0003&alg=ecdsa-sha256`),
  },
  { name: "a malformed UUID", method: "get", path: "/api/license/verify", status: 400, call: () => get(verifyRoute, "/api/license/verify?uuid=Notch") },
  {
    name: "an unknown signature algorithm",
    method: "get",
    path: "/api/license/verify",
    status: 400,
    call: () => get(verifyRoute, `/api/license/verify?uuid=${KNOWN_UUID}&alg=ES256`),
  },
  { name: "the signing keys", method: "get", path: "/.well-known/jwks.json", status: 200, call: async () => jwksRoute() },
  {
    name: "the stable channel's release",
    method: "get",
    path: "/api/mod/releases/latest",
    status: 200,
    rateLimitPolicy: perAddress(RATE_LIMITS.releaseManifest.limit),
    call: () => get(manifestRoute, "/api/mod/releases/latest?channel=stable&nonce=contract-test-nonce-0004"),
  },
  {
    name: "an unknown channel",
    method: "get",
    path: "/api/mod/releases/latest",
    status: 400,
    call: () => get(manifestRoute, "/api/mod/releases/latest?channel=nightly"),
  },
  {
    name: "a channel without a release",
    method: "get",
    path: "/api/mod/releases/latest",
    status: 404,
    call: async () => {
      await prisma.release.update({ where: { version: CONTRACT_RELEASE }, data: { pulledAt: new Date(), pulledReason: "Contract check" } });
      try {
        return await get(manifestRoute, "/api/mod/releases/latest?channel=beta");
      } finally {
        await prisma.release.update({ where: { version: CONTRACT_RELEASE }, data: { pulledAt: null, pulledReason: null } });
      }
    },
  },
  {
    name: "Forge's update JSON",
    method: "get",
    path: "/api/mod/forge-update.json",
    status: 200,
    rateLimitPolicy: perAddress(RATE_LIMITS.forgeUpdate.limit),
    call: () => get(forgeUpdateRoute, "/api/mod/forge-update.json"),
  },
  {
    name: "Forge's update JSON the client has",
    method: "get",
    path: "/api/mod/forge-update.json",
    status: 304,
    call: async () => {
      const etag = (await get(forgeUpdateRoute, "/api/mod/forge-update.json")).headers.get("etag") ?? "";
      return forgeUpdateRoute(
        new Request("http://shop.test/api/mod/forge-update.json", { headers: { "x-shop-client-address": nextIp(), "if-none-match": etag } }),
      );
    },
  },
  {
    name: "an account's UUID",
    method: "post",
    path: "/api/license/challenge",
    status: 201,
    call: () => post(challengeRoute, "/api/license/challenge", { uuid: randomUUID() }),
    rateLimitPolicy: perAddress(RATE_LIMITS.licenseChallenge.limit),
  },
  {
    name: "a name instead of a UUID",
    method: "post",
    path: "/api/license/challenge",
    status: 400,
    call: () => post(challengeRoute, "/api/license/challenge", { uuid: "Notch" }),
  },
  {
    name: "one challenge over the per-UUID limit, from many addresses",
    method: "post",
    path: "/api/license/challenge",
    status: 429,
    call: async () => {
      const uuid = randomUUID();
      for (let i = 0; i < RATE_LIMITS.licenseChallengeUuid.limit; i += 1)
        expect((await post(challengeRoute, "/api/license/challenge", { uuid })).status).toBe(201);
      return post(challengeRoute, "/api/license/challenge", { uuid });
    },
    rateLimitPolicy: `"per-uuid";q=${RATE_LIMITS.licenseChallengeUuid.limit};w=60`,
  },
  {
    name: "a joined server id, asking for a download link",
    method: "post",
    path: "/api/license/proof",
    status: 200,
    call: async () => {
      const { who, serverId } = await joinedPlayer(true);
      return post(proofRoute, "/api/license/proof?download=1", { username: who.name, serverId, nonce: "contract-test-nonce-0002" });
    },
    rateLimitPolicy: perAddress(RATE_LIMITS.licenseProof.limit),
  },
  {
    name: "a server id joined by another account",
    method: "post",
    path: "/api/license/proof",
    status: 403,
    call: async () => {
      const { serverId } = await joinedPlayer(false);
      const other = await player();
      return post(proofRoute, "/api/license/proof", { username: other.name, serverId });
    },
  },
  {
    name: "a known Minecraft account",
    method: "post",
    path: "/api/paypal/create-order",
    status: 201,
    call: () => createOrderRequest({ username: "Sniper_Buyer", email: "sniper@example.com", tosAccepted: true }),
    rateLimitPolicy: perAddress(RATE_LIMITS.createOrder.limit),
  },
  {
    name: "a pack of an account and a gift code",
    method: "post",
    path: "/api/paypal/create-order",
    status: 201,
    call: async () => createOrderRequest({ email: "sniper@example.com", tosAccepted: true, seats: [{ username: await freshBuyer() }, { gift: {} }] }),
  },
  {
    name: "a creator code that applies",
    method: "post",
    path: "/api/creator-code",
    status: 200,
    call: async () => {
      await registerReferralCodes("CREATOR");
      return postCreatorCode({ code: "CREATOR" });
    },
    rateLimitPolicy: perAddress(RATE_LIMITS.creatorCode.limit),
  },
  {
    name: "the prices on offer",
    method: "get",
    path: "/api/prices",
    status: 200,
    call: async () => {
      await prisma.currencyPrice.upsert({ where: { currency: "EUR" }, create: { currency: "EUR", amountCents: 499, updatedBy: "admin" }, update: {} });
      return get(pricesRoute, "/api/prices");
    },
  },
  {
    name: "a creator code that does not apply",
    method: "post",
    path: "/api/creator-code",
    status: 422,
    call: () => postCreatorCode({ code: "NOSUCHCODE" }),
  },
  {
    name: "a malformed creator code",
    method: "post",
    path: "/api/creator-code",
    status: 400,
    call: () => postCreatorCode({ code: "not a code!" }),
  },
  {
    name: "a paid gift's code, for a fresh account",
    method: "post",
    path: "/api/gift/redeem",
    status: 200,
    call: async () => redeemRequest({ code: (await buyGift()).gift.code, username: await freshBuyer() }),
    rateLimitPolicy: perAddress(RATE_LIMITS.giftRedeem.limit),
  },
  {
    name: "a code no gift has",
    method: "post",
    path: "/api/gift/redeem",
    status: 422,
    call: () => redeemRequest({ code: "GIFT-0000-0000-0000-0000-0000-0000-0000", username: "Sniper_Buyer" }),
  },
  {
    name: "a code redeemed already",
    method: "post",
    path: "/api/gift/redeem",
    status: 409,
    call: async () => {
      const { code } = (await buyGift()).gift;
      await redeemRequest({ code, username: await freshBuyer() });
      return redeemRequest({ code, username: await freshBuyer() });
    },
  },
  {
    name: "a malformed username",
    method: "post",
    path: "/api/gift/redeem",
    status: 400,
    call: () => redeemRequest({ code: "GIFT-0000", username: "not a name" }),
  },
  {
    name: "a name no Minecraft account has",
    method: "post",
    path: "/api/paypal/create-order",
    status: 422,
    call: () => createOrderRequest({ username: "No_Such_Player", email: "sniper@example.com", tosAccepted: true }),
  },
  {
    name: "the terms not accepted",
    method: "post",
    path: "/api/paypal/create-order",
    status: 400,
    call: () => createOrderRequest({ username: "Notch", email: "n@example.com" }),
  },
  {
    name: "an approved order, by its buyer",
    method: "post",
    path: "/api/paypal-capture-order",
    status: 200,
    call: async () => {
      const orderId = await freshPurchase();
      await simulator.approve(orderId);
      return captureRequest(orderId);
    },
    rateLimitPolicy: perAddress(RATE_LIMITS.captureOrder.limit),
  },
  {
    name: "an approved order, by someone holding only its id",
    method: "post",
    path: "/api/paypal/capture-order",
    status: 200,
    call: async () => {
      const orderId = await freshPurchase();
      await simulator.approve(orderId);
      return post(captureAliasRoute, "/api/paypal/capture-order", { orderId });
    },
  },
  {
    name: "an order not approved yet",
    method: "post",
    path: "/api/paypal-capture-order",
    status: 409,
    call: async () => captureRequest(await freshPurchase()),
  },
  {
    name: "a pack, by its buyer",
    method: "post",
    path: "/api/paypal-capture-order",
    status: 200,
    call: async () => {
      const orderId = await startPurchase({ username: undefined, seats: [{ username: await freshBuyer() }, { gift: {} }] });
      await simulator.approve(orderId);
      return captureRequest(orderId);
    },
  },
  {
    name: "the buyer's browser",
    method: "post",
    path: "/api/activate",
    status: 200,
    call: async () => {
      const { username, transactionId, orderSecret } = await capturedPurchase();
      return post(activateRoute, "/api/activate", {
        username,
        email: "sniper@example.com",
        paypalTxnId: transactionId,
        tosAccepted: true,
        orderSecret,
      });
    },
    rateLimitPolicy: perAddress(RATE_LIMITS.activate.limit),
  },
  {
    name: "a made-up transaction id",
    method: "post",
    path: "/api/activate",
    status: 403,
    call: () => post(activateRoute, "/api/activate", { username: "Notch", email: "notch@example.com", paypalTxnId: "FAKE1234567890ABC", tosAccepted: true }),
  },
  {
    name: "an approved order not yet captured",
    method: "post",
    path: "/api/paypal/order-status",
    status: 200,
    call: async () => {
      const orderId = await startPurchase({ username: await freshBuyer() });
      await simulator.approve(orderId);
      return post(orderStatusRoute, "/api/paypal/order-status", { orderId, orderSecret: orderSecretOf(orderId) });
    },
    rateLimitPolicy: perAddress(RATE_LIMITS.orderStatus.limit),
  },
  {
    name: "another browser's order",
    method: "post",
    path: "/api/paypal/order-status",
    status: 404,
    call: async () =>
      post(orderStatusRoute, "/api/paypal/order-status", { orderId: await startPurchase({ username: await freshBuyer() }), orderSecret: "x".repeat(43) }),
  },
  {
    name: "an order whose window was closed",
    method: "post",
    path: "/api/paypal/cancel-order",
    status: 200,
    call: async () => {
      const orderId = await startPurchase({ username: await freshBuyer() });
      return post(cancelOrderRoute, "/api/paypal/cancel-order", { orderId, orderSecret: orderSecretOf(orderId) });
    },
    rateLimitPolicy: perAddress(RATE_LIMITS.cancelOrder.limit),
  },
  {
    name: "no secret",
    method: "post",
    path: "/api/paypal/cancel-order",
    status: 400,
    call: () => post(cancelOrderRoute, "/api/paypal/cancel-order", { orderId: "ABCDEFGH12" }),
  },
  {
    name: "an address",
    method: "post",
    path: "/api/download-link",
    status: 200,
    call: () => post(downloadLinkRoute, "/api/download-link", { email: "someone@example.com" }),
    rateLimitPolicy: perAddress(RATE_LIMITS.downloadLink.limit),
  },
  {
    name: "one request over the limit",
    method: "post",
    path: "/api/download-link",
    status: 429,
    call: async () => {
      const clientIp = nextIp();
      for (let i = 0; i < RATE_LIMITS.downloadLink.limit; i += 1) await post(downloadLinkRoute, "/api/download-link", { email: "not-an-address" }, clientIp);
      return post(downloadLinkRoute, "/api/download-link", { email: "someone@example.com" }, clientIp);
    },
  },
  {
    name: "an application",
    method: "post",
    path: "/api/affiliate/signup",
    status: 201,
    call: () => post(affiliateSignupRoute, "/api/affiliate/signup", { name: "Contract Tester", email: "aff@example.com", website: "https://example.com" }),
    rateLimitPolicy: perAddress(RATE_LIMITS.affiliateSignup.limit),
  },
  {
    name: "no name",
    method: "post",
    path: "/api/affiliate/signup",
    status: 400,
    call: () => post(affiliateSignupRoute, "/api/affiliate/signup", { email: "aff@example.com" }),
  },
  {
    name: "a visit to an issued code",
    method: "post",
    path: "/api/referral/visit",
    status: 204,
    call: async () => {
      await registerReferralCodes("CONTRACT");
      return beacon({ code: "CONTRACT" });
    },
    rateLimitPolicy: perAddress(RATE_LIMITS.referralVisit.limit),
  },
  {
    name: "a report-uri report",
    method: "post",
    path: "/api/csp-report",
    status: 204,
    call: () => cspReport("application/csp-report", { "csp-report": { "effective-directive": "script-src-elem", "blocked-uri": "inline" } }),
  },
  {
    name: "a Reporting API batch",
    method: "post",
    path: "/api/csp-report",
    status: 204,
    call: () =>
      cspReport("application/reports+json", [{ type: "csp-violation", body: { effectiveDirective: "img-src", blockedURL: "https://x.example/a.png" } }]),
  },
  { name: "a report of another type", method: "post", path: "/api/csp-report", status: 400, call: () => cspReport("application/json", {}) },
  { name: "a visit without a code (the checkout visit only)", method: "post", path: "/api/referral/visit", status: 204, call: () => beacon({}) },
  { name: "a code that is not a string", method: "post", path: "/api/referral/visit", status: 400, call: () => beacon({ code: 42 }) },
  { name: "another site's beacon", method: "post", path: "/api/referral/visit", status: 403, call: () => beacon({ code: "CONTRACT" }, "https://evil.example") },
  { name: "an operator's sign-in", method: "post", path: "/api/admin/login", status: 200, call: () => login(OPERATOR) },
  { name: "a sign-in without a password", method: "post", path: "/api/admin/login", status: 400, call: () => login({ username: OPERATOR.username }) },
  { name: "a wrong password", method: "post", path: "/api/admin/login", status: 401, call: () => login({ ...OPERATOR, password: "wrong horse" }) },
  { name: "a sign-in from another site", method: "post", path: "/api/admin/login", status: 403, call: () => login(OPERATOR, "https://evil.example") },
  {
    name: "a new creator code",
    method: "post",
    path: "/admin/creator-codes",
    status: 201,
    call: () => saveCode({ code: "operator1", discountPercent: 10, maxUses: 3 }),
  },
  {
    name: "a code's terms changed",
    method: "post",
    path: "/admin/creator-codes",
    status: 200,
    call: () => saveCode({ code: "OPERATOR1", maxUses: null, applicationId: AFFILIATES[0] }),
  },
  {
    name: "a discount over 100 %",
    method: "post",
    path: "/admin/creator-codes",
    status: 400,
    call: () => saveCode({ code: "OPERATOR1", discountPercent: 500 }),
  },
  {
    name: "a code write without a session",
    method: "post",
    path: "/admin/creator-codes",
    status: 401,
    call: () => saveCode({ code: "OPERATOR1" }, { signedIn: false }),
  },
  {
    name: "a code write from another site",
    method: "post",
    path: "/admin/creator-codes",
    status: 403,
    call: () => saveCode({ code: "OPERATOR1" }, { origin: "https://evil.example" }),
  },
  {
    name: "another affiliate's code",
    method: "post",
    path: "/admin/creator-codes",
    status: 409,
    call: () => saveCode({ code: "OPERATOR1", applicationId: AFFILIATES[1] }),
  },
  {
    name: "a code for no approved affiliate",
    method: "post",
    path: "/admin/creator-codes",
    status: 422,
    call: () => saveCode({ code: "NOBODY", applicationId: randomUUID() }),
  },
  { name: "the disputes", method: "get", path: "/admin/disputes", status: 200, call: () => listDisputesOver() },
  { name: "the disputes without a session", method: "get", path: "/admin/disputes", status: 401, call: () => listDisputesOver(false) },
  { name: "the creator codes", method: "get", path: "/admin/creator-codes", status: 200, call: () => listCodes() },
  { name: "the creator codes without a session", method: "get", path: "/admin/creator-codes", status: 401, call: () => listCodes(false) },
  {
    name: "a new webhook endpoint with its secret",
    method: "post",
    path: "/admin/webhook-endpoints",
    status: 201,
    call: () => addEndpoint({ url: "http://127.0.0.1:9/hooks", description: "contract", events: ["order.paid", "license.granted"] }),
  },
  {
    name: "an endpoint with no events",
    method: "post",
    path: "/admin/webhook-endpoints",
    status: 400,
    call: () => addEndpoint({ url: "https://a.example", events: [] }),
  },
  {
    name: "an endpoint without a session",
    method: "post",
    path: "/admin/webhook-endpoints",
    status: 401,
    call: () => addEndpoint({ url: "https://a.example", events: ["order.paid"] }, { signedIn: false }),
  },
  {
    name: "an endpoint from another site",
    method: "post",
    path: "/admin/webhook-endpoints",
    status: 403,
    call: () => addEndpoint({ url: "https://a.example", events: ["order.paid"] }, { origin: "https://evil.example" }),
  },
  {
    name: "an endpoint that is not https",
    method: "post",
    path: "/admin/webhook-endpoints",
    status: 422,
    call: () => addEndpoint({ url: "ftp://files.example/hooks", events: ["order.paid"] }),
  },
  { name: "the webhook endpoints", method: "get", path: "/admin/webhook-endpoints", status: 200, call: () => listEndpoints() },
  { name: "the webhook endpoints without a session", method: "get", path: "/admin/webhook-endpoints", status: 401, call: () => listEndpoints(false) },
  {
    name: "a rotated secret",
    method: "post",
    path: "/admin/webhook-endpoints/{id}/rotate-secret",
    status: 200,
    call: async () => actOn(rotateSecretRoute, "/admin/webhook-endpoints/{id}/rotate-secret", (await contractEndpoint()).endpointId),
  },
  {
    name: "an unknown endpoint's secret",
    method: "post",
    path: "/admin/webhook-endpoints/{id}/rotate-secret",
    status: 404,
    call: () => actOn(rotateSecretRoute, "/admin/webhook-endpoints/{id}/rotate-secret", randomUUID()),
  },
  {
    name: "an endpoint enabled",
    method: "post",
    path: "/admin/webhook-endpoints/{id}/enable",
    status: 200,
    call: async () => actOn(enableEndpointRoute, "/admin/webhook-endpoints/{id}/enable", (await contractEndpoint()).endpointId),
  },
  {
    name: "a delivery sent again",
    method: "post",
    path: "/admin/webhook-deliveries/{id}/redeliver",
    status: 202,
    call: async () => actOn(redeliverRoute, "/admin/webhook-deliveries/{id}/redeliver", (await contractEndpoint()).deliveryId),
  },
  {
    name: "a malformed delivery id",
    method: "post",
    path: "/admin/webhook-deliveries/{id}/redeliver",
    status: 400,
    call: () => actOn(redeliverRoute, "/admin/webhook-deliveries/{id}/redeliver", "not-a-uuid"),
  },
  {
    name: "bulk tiers saved",
    method: "post",
    path: "/admin/bulk-tiers",
    status: 200,
    call: () => saveBulkTiers({ tiers: [{ minQuantity: 5, percentOff: 20 }] }),
  },
  {
    name: "bulk tiers out of range",
    method: "post",
    path: "/admin/bulk-tiers",
    status: 400,
    call: () => saveBulkTiers({ tiers: [{ minQuantity: 1, percentOff: 20 }] }),
  },
  {
    name: "bulk tiers without a session",
    method: "post",
    path: "/admin/bulk-tiers",
    status: 401,
    call: () => saveBulkTiers({ tiers: [] }, { signedIn: false }),
  },
  {
    name: "bulk tiers from another site",
    method: "post",
    path: "/admin/bulk-tiers",
    status: 403,
    call: () => saveBulkTiers({ tiers: [] }, { origin: "https://evil.example" }),
  },
  { name: "the bulk tiers", method: "get", path: "/admin/bulk-tiers", status: 200, call: () => listBulkTiers() },
  { name: "the bulk tiers without a session", method: "get", path: "/admin/bulk-tiers", status: 401, call: () => listBulkTiers(false) },
  { name: "a price point set", method: "post", path: "/admin/prices", status: 200, call: () => setPricePoint({ currency: "EUR", amountCents: 499 }) },
  {
    name: "a price point below its floor",
    method: "post",
    path: "/admin/prices",
    status: 400,
    call: () => setPricePoint({ currency: "EUR", amountCents: 99 }),
  },
  {
    name: "a price point without a session",
    method: "post",
    path: "/admin/prices",
    status: 401,
    call: () => setPricePoint({ currency: "EUR", amountCents: 499 }, { signedIn: false }),
  },
  {
    name: "a price point from another site",
    method: "post",
    path: "/admin/prices",
    status: 403,
    call: () => setPricePoint({ currency: "EUR", amountCents: 499 }, { origin: "https://evil.example" }),
  },
  { name: "the price points", method: "get", path: "/admin/prices", status: 200, call: () => listPricePoints() },
  { name: "the price points without a session", method: "get", path: "/admin/prices", status: 401, call: () => listPricePoints(false) },
  { name: "a sale scheduled", method: "post", path: "/admin/sales", status: 201, call: () => scheduleSale(futureSale) },
  { name: "a sale below $1.00", method: "post", path: "/admin/sales", status: 400, call: () => scheduleSale({ ...futureSale, priceCents: 50 }) },
  { name: "a sale without a session", method: "post", path: "/admin/sales", status: 401, call: () => scheduleSale(futureSale, { signedIn: false }) },
  {
    name: "a sale from another site",
    method: "post",
    path: "/admin/sales",
    status: 403,
    call: () => scheduleSale(futureSale, { origin: "https://evil.example" }),
  },
  { name: "an overlapping sale", method: "post", path: "/admin/sales", status: 409, call: () => scheduleSale(futureSale) },
  {
    name: "a sale over already",
    method: "post",
    path: "/admin/sales",
    status: 422,
    call: () => scheduleSale({ ...futureSale, startsAt: inHours(-3), endsAt: inHours(-1) }),
  },
  { name: "the sales", method: "get", path: "/admin/sales", status: 200, call: () => listSales() },
  { name: "the sales without a session", method: "get", path: "/admin/sales", status: 401, call: () => listSales(false) },
  { name: "the database answering", method: "get", path: "/api/health", status: 200, call: () => healthRoute() },
  { name: "the process up", method: "get", path: "/api/health/live", status: 200, call: async () => liveRoute() },
  { name: "the job workers running", method: "get", path: "/api/health/ready", status: 200, call: () => readyRoute() },
];

type Documented = {
  headers?: Record<string, { required?: boolean }>;
  content?: Record<string, { schema: object }>;
};

const document = openApiDocument() as unknown as { paths: Record<string, Record<string, { responses: Record<string, Documented>; parameters?: unknown[] }>> };

const ajv = new Ajv2020({ allErrors: true });
// The formats the document uses; ajv-formats would be one more package for three checks.
ajv.addFormat("date-time", (value: string) => !Number.isNaN(Date.parse(value)));
ajv.addFormat("uri", (value: string) => URL.canParse(value));
ajv.addFormat("uuid", (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value));

describe("GET /openapi.json", () => {
  it("serves the document, cacheable, to anyone", async () => {
    const res = await openApiRoute();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const served = await res.json();
    expect(served).toMatchObject({ openapi: "3.1.0" });
    expect(served).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("documents the alg query parameter of the check and the proof, and both kinds of key in the JWKS", () => {
    type Parameter = { name: string; in: string; required?: boolean; schema: { enum?: string[] } };
    const parameters = (path: string, method: "get" | "post") => (document.paths[path]?.[method]?.parameters ?? []) as Parameter[];
    for (const [path, method] of [
      ["/api/license/verify", "get"],
      ["/api/license/proof", "post"],
    ] as const) {
      const alg = parameters(path, method).find((p) => p.name === "alg");
      expect(alg, `${method} ${path}`).toMatchObject({ in: "query", schema: { enum: ["rsa-sha256", "ecdsa-sha256"] } });
      expect(alg?.required ?? false).toBe(false);
    }
    const jwks = JSON.stringify(document.paths["/.well-known/jwks.json"]?.get?.responses["200"]?.content);
    expect(jwks).toContain('"RS256"');
    expect(jwks).toContain('"ES256"');
  });

  it("documents exactly the routes the checks call", () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    const checked = new Set(CHECKS.map((c) => `${c.method.toUpperCase()} ${c.path}`));
    expect(documented.sort()).toEqual([...checked].sort());
  });
});

describe("real answers match /openapi.json", () => {
  beforeAll(async () => {
    await prisma.license.create({ data: { uuid: KNOWN_UUID, username: "Contract_Tester", source: "ADMIN" } });
    await createAdmin(OPERATOR.username, OPERATOR.password);
    await registerRelease(CONTRACT_RELEASE);
    await prisma.affiliateApplication.createMany({
      data: AFFILIATES.map((id, i) => ({ id, name: `Contract affiliate ${i}`, email: `contract${i}@example.com`, status: "APPROVED" as const })),
    });
    await clearQueue(QUEUES.resendLinks);
    await startJobs({ boss: { pollingIntervalSeconds: 0.5, schedule: false }, refreshPages: async () => {} });
  });
  afterAll(async () => {
    await stopJobs();
    await deletePurchases();
    await prisma.referralVisit.deleteMany();
    await prisma.referralVisitSalt.deleteMany();
    await prisma.affiliateApplication.deleteMany({ where: { id: { in: [...AFFILIATES] } } });
    await prisma.adminUser.deleteMany({ where: { username: OPERATOR.username } });
    await prisma.webhookEndpoint.deleteMany();
    await deleteReleases();
  });

  const titled = CHECKS.map((check) => [`${check.method.toUpperCase()} ${check.path} answers ${check.name} as documented (${check.status})`, check] as const);
  it.each(titled)("%s", async (_, check) => {
    const res = await check.call();
    const body = await res.text();
    expect(res.status, body).toBe(check.status);

    const documented = document.paths[check.path]?.[check.method]?.responses[String(check.status)];
    expect(documented, `${check.status} is not documented for ${check.method} ${check.path}`).toBeDefined();
    for (const [name, header] of Object.entries(documented?.headers ?? {})) {
      if (header.required) expect(res.headers.has(name), `required header ${name}`).toBe(true);
    }
    if (check.rateLimitPolicy) expect(res.headers.get("ratelimit-policy")).toBe(check.rateLimitPolicy);

    const [mediaType, media] = Object.entries(documented?.content ?? {})[0] ?? [];
    if (check.status === 204 || check.status === 304) {
      expect({ body, content: mediaType }, `${check.status} has no body, documented or sent`).toEqual({ body: "", content: undefined });
      return;
    }
    expect(mediaType, "the documented answer has a body").toBeDefined();
    expect(res.headers.get("content-type")).toMatch(new RegExp(`^${mediaType}(;|$)`));
    const validate = ajv.compile(media?.schema ?? {});
    expect(validate(JSON.parse(body)) ? [] : validate.errors).toEqual([]);
  });
});
