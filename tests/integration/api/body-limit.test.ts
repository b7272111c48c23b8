import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";

import { POST as affiliateSignup } from "@/app/api/affiliate/signup/route";
import { POST as downloadLink } from "@/app/api/download-link/route";
import { POST as licenseChallenge } from "@/app/api/license/challenge/route";
import { POST as createOrder } from "@/app/api/paypal/create-order/route";
import { POST as webhook } from "@/app/api/paypal/webhook/route";

import { deletePurchases } from "../../support/purchase";

type Handler = (req: Request) => Promise<Response>;

const KB = 1024;
const MB = 1024 * KB;

/** Every request of this file comes from an address under this prefix. */
const CLIENT_PREFIX = "198.19.200.";
let ip = 0;
function post(handler: Handler, path: string, body: BodyInit, headers: Record<string, string> = {}) {
  ip += 1;
  return handler(
    new Request(`http://shop.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": `${CLIENT_PREFIX}${ip % 250}`, ...headers },
      body,
      duplex: "half",
    } as RequestInit),
  );
}

/**
 * A chunked upload of `total` bytes made up as it is read (8 KB a pull), with
 * no Content-Length: the server cannot refuse it up front, only stop reading.
 * `pulled` says how much the server asked for.
 */
function lazyUpload(total: number, chunk = 8 * KB) {
  const counter = { pulled: 0 };
  const bytes = new Uint8Array(chunk).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk;
      controller.enqueue(bytes);
    },
  });
  return { stream, counter };
}

async function expectTooLarge(res: Response) {
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ error: { code: "payload_too_large", message: "Request body is too large." } });
}

describe("request body limits", () => {
  afterEach(async () => {
    await deletePurchases();
  });

  it.each([
    ["affiliate sign-up", affiliateSignup, "/api/affiliate/signup"],
    ["create-order", createOrder, "/api/paypal/create-order"],
    ["download-link", downloadLink, "/api/download-link"],
    ["license challenge", licenseChallenge, "/api/license/challenge"],
  ])("answers a 17 KB JSON body to %s with 413, storing nothing", async (_name, handler, path) => {
    const body = JSON.stringify({ name: "Jane", email: "jane@example.com", username: "notch", tosAccepted: true, padding: "x".repeat(17 * KB) });
    await expectTooLarge(await post(handler, path, body));
    // Only what came from this file's clients: other files run at the same time on the same database.
    const ours = { ipAddress: { startsWith: CLIENT_PREFIX } };
    expect(await prisma.affiliateApplication.count({ where: ours })).toBe(0);
    expect(await prisma.order.count({ where: ours })).toBe(0);
    expect(await prisma.auditLog.count({ where: ours })).toBe(0);
    expect(await prisma.licenseChallenge.count({ where: ours })).toBe(0);
  });

  it("still takes a JSON body just under 16 KB", async () => {
    const body = JSON.stringify({ name: "Jane", email: "jane@example.com", additionalInfo: "x".repeat(1900), padding: "y".repeat(13 * KB) });
    expect(Buffer.byteLength(body)).toBeLessThan(16 * KB);
    expect((await post(affiliateSignup, "/api/affiliate/signup", body)).status).toBe(201);
  });

  it("refuses a 50 MB chunked upload with 413 after reading little more than the limit", async () => {
    const upload = lazyUpload(50 * MB);
    await expectTooLarge(await post(affiliateSignup, "/api/affiliate/signup", upload.stream));
    expect(upload.counter.pulled).toBeLessThan(1 * MB);
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const upload = lazyUpload(50 * MB);
    await expectTooLarge(await post(affiliateSignup, "/api/affiliate/signup", upload.stream, { "content-length": String(50 * MB) }));
    // A stream fills its one-chunk queue when it is made: that chunk is all it ever gives.
    expect(upload.counter.pulled).toBeLessThanOrEqual(8 * KB);
  });

  it("sends an oversized no-JavaScript form post back to the resend page, reading little of it", async () => {
    const upload = lazyUpload(50 * MB);
    const res = await post(downloadLink, "/api/download-link", upload.stream, { "content-type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/download/resend?error=failed");
    expect(upload.counter.pulled).toBeLessThan(1 * MB);
  });

  it("gives the PayPal webhook 64 KB: more is a 413 before any verification, and a chunked flood is cut short", async () => {
    const body = JSON.stringify({ id: "WH-TOO-LARGE", event_type: "PAYMENT.CAPTURE.COMPLETED", padding: "x".repeat(65 * KB) });
    await expectTooLarge(await post(webhook, "/api/paypal/webhook", body));

    const upload = lazyUpload(50 * MB);
    await expectTooLarge(await post(webhook, "/api/paypal/webhook", upload.stream));
    expect(upload.counter.pulled).toBeLessThan(1 * MB);
    expect(await prisma.webhookEvent.count()).toBe(0);
  });
});
