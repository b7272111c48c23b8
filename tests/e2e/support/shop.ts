import { randomBytes, randomInt } from "node:crypto";
import { readFileSync } from "node:fs";

import type { APIRequestContext, Page } from "@playwright/test";

import { TOS_VERSION } from "@/lib/content/legal";

import { verifiesWithJwks, type Jwks } from "@/scripts/support/signed-answers";

import type { E2eFixture } from "../global-setup";
import { FIXTURE_FILE } from "./paths";
import { test as base, expect } from "./test";

export const fixture = JSON.parse(readFileSync(FIXTURE_FILE, "utf8")) as E2eFixture;
// The simulators' HTTP controls (tests/support/simulator-controls.ts) read their address from here.
process.env.SIMULATORS_URL = fixture.simulatorsUrl;

export { simulator } from "../../support/simulator-controls";

/**
 * The whitelist check as a mod makes it: GET /api/license/verify, then the
 * signature checked against the keys of /.well-known/jwks.json (for the Host
 * this client sent). Returns the answer's body.
 */
export async function signedCheck(request: APIRequestContext, uuid: string, nonce?: string): Promise<Record<string, unknown>> {
  const target = `/api/license/verify?uuid=${uuid}${nonce ? `&nonce=${nonce}` : ""}`;
  const res = await request.get(target);
  expect(res.status()).toBe(200);
  const body = await res.text();
  const published = await request.get("/.well-known/jwks.json");
  expect(published.headers()["cache-control"]).toBe("public, max-age=3600");
  const jwks = (await published.json()) as Jwks;
  const host = new URL(res.url()).host;
  expect(verifiesWithJwks({ method: "GET", target, host }, { body, headers: res.headers() }, jwks), "the answer verifies with the JWKS").toBe(true);
  return JSON.parse(body) as Record<string, unknown>;
}

/** A PayPal account id of its own (13 characters of [2-9A-HJ-NP-Z]), so a ban of it touches no other test's payments. */
export const newPayerId = () => Array.from(randomBytes(13), (b) => "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"[b % 32]).join("");

/** A fresh Minecraft account on the Mojang simulator, so parallel tests never share a license (a name of the test's own must be new too). */
export async function newPlayer(username = `E2e_${randomBytes(5).toString("hex")}`): Promise<{ username: string; uuid: string; email: string }> {
  const response = await fetch(`${fixture.simulatorsUrl}/__simulator/mojang/profiles`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: username }),
  });
  const { id } = (await response.json()) as { id: string };
  const uuid = `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
  return { username, uuid, email: `${username.toLowerCase()}@example.com` };
}

export async function fillCheckout(page: Page, buyer: { username: string; email: string }, { acceptTerms = true } = {}) {
  await page.getByLabel("Minecraft Username").fill(buyer.username);
  await page.getByLabel("Email Address").fill(buyer.email);
  if (acceptTerms) await page.getByRole("checkbox", { name: /I have read and accept the Terms of Service/ }).check();
}

export const paypalButton = (page: Page) => page.getByRole("button", { name: "PayPal", exact: true });

/** Clicks PayPal's button and answers the approval window the way the buyer chooses. */
export async function payWithPaypal(
  page: Page,
  choice: "Approve payment" | "Decline card" | "Cancel",
  beforeChoice?: (orderId: string, popup: Page) => Promise<void>,
) {
  const created = page.waitForResponse((r) => r.url().endsWith("/api/paypal/create-order") && r.request().method() === "POST");
  const popupPromise = page.waitForEvent("popup");
  await paypalButton(page).click();
  const popup = await popupPromise;
  const { orderId } = (await (await created).json()) as { orderId: string };
  if (beforeChoice) await beforeChoice(orderId, popup);
  await popup.getByRole("button", { name: choice }).click();
  return { orderId };
}

/**
 * The buyer fills the payment page's form and approves at PayPal; resolves on the download page with the
 * order's id and the create-order request's body (which shows the referral code the page sent).
 */
export async function buyInBrowser(page: Page, buyer: { username: string; email: string }) {
  await fillCheckout(page, buyer);
  const created = page.waitForRequest((request) => request.url().endsWith("/api/paypal/create-order"));
  const { orderId } = await payWithPaypal(page, "Approve payment");
  const sent = (await created).postDataJSON() as { referralCode: string | null };
  await page.waitForURL(/\/download\?status=success/);
  return { orderId, sent };
}

/** A toast as sonner renders it: its title and, when given, its description (`timeout`: the expectation's, if not the default). */
export async function expectToast(page: Page, title: string, description?: string, { timeout }: { timeout?: number } = {}) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast.first()).toBeVisible({ timeout });
  if (description) await expect(toast.first()).toContainText(description);
}

/** The buyer approves an order at PayPal's simulator, as its popup's button does. */
export async function approveAtSimulator(orderId: string, { payerId }: { payerId?: string } = {}) {
  const res = await fetch(`${fixture.simulatorsUrl}/__simulator/paypal/orders/${orderId}/approve`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payerId ? { payerId } : {}),
  });
  if (!res.ok) throw new Error(`the simulator refused the approval of ${orderId}: ${res.status} ${await res.text()}`);
}

/**
 * A purchase made over the shop's API (create, approve at the simulator,
 * capture), for flows that start after payment. It plays the buyer's browser:
 * the capture carries the order secret create-order answered, so the download
 * token comes back; pass `orderSecret` to draftFor for paths A and B. `payerId`: a PayPal account of the buyer's own,
 * for a test that may get it banned.
 */
export async function purchaseOverApi(
  request: APIRequestContext,
  buyer: { username: string; email: string },
  { capture = true, referralCode = null as string | null, creatorCode = undefined as string | undefined, payerId = undefined as string | undefined } = {},
) {
  const created = await request.post("/api/paypal/create-order", {
    data: { username: buyer.username, email: buyer.email, amount: 5, currency: "USD", referralCode, creatorCode, tosAccepted: true },
  });
  expect(created.status()).toBe(201);
  const { orderId, orderSecret } = (await created.json()) as { orderId: string; orderSecret: string };
  await approveAtSimulator(orderId, { payerId });
  if (!capture) return { orderId, orderSecret, transactionId: null };
  const captured = await request.post("/api/paypal-capture-order", { data: { orderId, orderSecret } });
  expect(captured.status()).toBe(200);
  const { transactionId, downloadToken } = (await captured.json()) as { transactionId: string; downloadToken: string };
  return { orderId, orderSecret, transactionId, downloadToken };
}

/** The purchase draft the payment page keeps in session storage (spec section 3), with the secret of the order it created. */
export function draftFor(buyer: { username: string; email: string }, orderSecret?: string) {
  return {
    username: buyer.username,
    email: buyer.email,
    tosAccepted: true,
    tosAcceptedAt: new Date().toISOString(),
    tosVersion: TOS_VERSION,
    referralCode: null,
    orderSecret,
  };
}

/**
 * Each test is its own buyer with its own address, so parallel tests never
 * share a rate-limit window: the test server trusts one proxy
 * (TRUSTED_PROXY_HOPS=1) and the tests play it, sending X-Forwarded-For with
 * the client address that proxy would have appended.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, provide) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
    await provide({ "x-forwarded-for": address });
  },
});
