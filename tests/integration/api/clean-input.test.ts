import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";

import { POST as activate } from "@/app/api/activate/route";
import { POST as adminLogin } from "@/app/api/admin/login/route";
import { POST as affiliateSignup } from "@/app/api/affiliate/signup/route";
import { POST as downloadLink } from "@/app/api/download-link/route";
import { POST as licenseChallenge } from "@/app/api/license/challenge/route";
import { POST as licenseProof } from "@/app/api/license/proof/route";
import { POST as capture } from "@/app/api/paypal-capture-order/route";
import { POST as createOrder } from "@/app/api/paypal/create-order/route";

import { nextIp } from "../../support/client-addresses";
import { deletePurchases } from "../../support/purchase";

type Handler = (req: Request) => Promise<Response>;

/** Posts JSON text as written (escapes and all), from a fresh client address so no rate limit interferes. */
function postText(handler: Handler, path: string, text: string) {
  const headers = {
    "content-type": "application/json",
    host: "shop.test",
    origin: "http://shop.test",
    "x-shop-client-address": nextIp(),
  };
  return handler(new Request(`http://shop.test${path}`, { method: "POST", headers, body: text }));
}

/** Every request the simulators answered, per service: a refused request must reach neither PayPal nor Mojang. */
async function upstreamRequests(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const service of ["paypal", "mojang", "mojang-session"]) {
    const res = await fetch(`${process.env.SIMULATORS_URL}/__simulator/requests?service=${service}`);
    counts[service] = ((await res.json()) as { requests: unknown[] }).requests.length;
  }
  return counts;
}

/** Everything these routes can write. */
async function rowCounts() {
  const [orders, applications, mails, audits, tokens, licenses, challenges] = await Promise.all([
    prisma.order.count(),
    prisma.affiliateApplication.count(),
    prisma.emailOutbox.count(),
    prisma.auditLog.count(),
    prisma.downloadToken.count(),
    prisma.license.count(),
    prisma.licenseChallenge.count(),
  ]);
  return { orders, applications, mails, audits, tokens, licenses, challenges };
}

/** Each public POST route with a body that is valid but for the one field the test spoils. */
const ROUTES: { name: string; handler: Handler; path: string; body: Record<string, unknown>; field: string }[] = [
  {
    name: "affiliate sign-up",
    handler: affiliateSignup,
    path: "/api/affiliate/signup",
    body: { name: "Jane Streamer", email: "jane@example.com" },
    field: "name",
  },
  { name: "admin login", handler: adminLogin, path: "/api/admin/login", body: { username: "some_admin", password: "a password" }, field: "username" },
  {
    name: "create-order",
    handler: createOrder,
    path: "/api/paypal/create-order",
    body: { username: "notch", email: "buyer@example.com", tosAccepted: true },
    field: "email",
  },
  { name: "download-link", handler: downloadLink, path: "/api/download-link", body: { email: "buyer@example.com" }, field: "email" },
  {
    name: "activate",
    handler: activate,
    path: "/api/activate",
    body: { username: "notch", email: "buyer@example.com", paypalTxnId: "7XK12345AB678901C", tosAccepted: true },
    field: "email",
  },
  { name: "license challenge", handler: licenseChallenge, path: "/api/license/challenge", body: { uuid: "069a79f444e94726a5befca90e38aaf5" }, field: "uuid" },
  { name: "license proof", handler: licenseProof, path: "/api/license/proof", body: { username: "Notch", serverId: "ab".repeat(20) }, field: "username" },
  { name: "capture", handler: capture, path: "/api/paypal-capture-order", body: { orderId: "5O190127TN364715T" }, field: "orderId" },
];

/** The characters as they travel in JSON text: escaped, so the lone surrogate survives the trip. */
const SPOILERS = [
  ["NUL", "\\u0000"],
  ["BEL", "\\u0007"],
  ["a lone surrogate", "\\ud800"],
] as const;

describe("control characters and broken Unicode in request bodies", () => {
  afterEach(deletePurchases);

  describe.each(ROUTES)("POST $path ($name)", ({ handler, path, body, field }) => {
    it.each(SPOILERS)("refuses %s (%s) with a 400 naming the field, writing and calling nothing", async (_name, escaped) => {
      const value = String(body[field]);
      // Spliced into the JSON text after the first character: `"b\u0000uyer@example.com"`.
      const text = JSON.stringify(body).replace(JSON.stringify(value), `"${value.slice(0, 1)}${escaped}${value.slice(1)}"`);
      expect(text).toContain(escaped);
      const before = { rows: await rowCounts(), upstream: await upstreamRequests() };

      const res = await postText(handler, path, text);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
      expect(error.code).toBe("bad_request");
      expect(Object.keys(error.fields)).toEqual([field]);
      expect(error.message).toContain(field);

      expect({ rows: await rowCounts(), upstream: await upstreamRequests() }).toEqual(before);
    });
  });

  it("accepts a line break in a multi-line affiliate field and refuses one in the name", async () => {
    const text = JSON.stringify({
      name: "Jane Streamer",
      email: "jane@example.com",
      experience: "Two years of videos\r\n\tand a blog",
      additionalInfo: "Line one\nLine two",
    });
    expect((await postText(affiliateSignup, "/api/affiliate/signup", text)).status).toBe(201);
    expect(await prisma.affiliateApplication.findFirstOrThrow()).toMatchObject({
      experience: "Two years of videos\r\n\tand a blog",
      additionalInfo: "Line one\nLine two",
    });

    for (const name of ["Jane\nStreamer", "Jane\tStreamer", "Jane\rStreamer"]) {
      const res = await postText(affiliateSignup, "/api/affiliate/signup", JSON.stringify({ name, email: "jane2@example.com" }));
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({ name: "name must be a single line without control characters" });
    }
    expect(await prisma.affiliateApplication.count()).toBe(1);
  });

  it("refuses NUL even in a multi-line field, and in a field the schema does not know", async () => {
    const nulInText = await postText(
      affiliateSignup,
      "/api/affiliate/signup",
      JSON.stringify({ name: "Jane", email: "jane@example.com", experience: "a\u0000b" }),
    );
    expect(nulInText.status).toBe(400);
    expect((await nulInText.json()).error.fields).toEqual({ experience: "experience must not contain control characters" });

    const unknownField = await postText(
      capture,
      "/api/paypal-capture-order",
      JSON.stringify({ orderId: "5O190127TN364715T", note: ["fine", { deep: "\u001b[31m" }] }),
    );
    expect(unknownField.status).toBe(400);
    expect((await unknownField.json()).error.fields).toEqual({ "note.1.deep": "note.1.deep must be a single line without control characters" });
    expect(await rowCounts()).toMatchObject({ applications: 0, orders: 0 });
  });
});
