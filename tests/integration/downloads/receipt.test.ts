import { randomUUID } from "node:crypto";

import { prerender } from "react-dom/static";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { DOWNLOAD_TOKEN_TTL_MS } from "@/lib/downloads/issue-download-token";
import { getPurchaseTimeline } from "@/lib/downloads/purchase-timeline";
import { getReceipt } from "@/lib/downloads/receipt";
import { signDownloadToken } from "@/lib/downloads/token-signature";
import { env } from "@/lib/env";
import { revokeForRefund } from "@/lib/payments/revoke-for-refund";

import DownloadPage from "@/app/(shop)/download/page";
import ReceiptPage, { metadata } from "@/app/(shop)/download/receipt/page";

import { captureRequest, deletePurchases, freshBuyer, startPurchase } from "../../support/purchase";
import { simulator } from "../../support/simulator-controls";

/** The tax settings, switched as an operator would set them (lib/env.ts reads them once), as in tests/integration/tax/sale-tax.test.ts. */
const config = env as { -readonly [K in keyof typeof env]: (typeof env)[K] };
const OFF = {
  TAX_MODE: config.TAX_MODE,
  SELLER_NAME: config.SELLER_NAME,
  SELLER_ADDRESS: config.SELLER_ADDRESS,
  SELLER_COUNTRY: config.SELLER_COUNTRY,
  SELLER_VAT_ID: config.SELLER_VAT_ID,
  VAT_SCHEME: config.VAT_SCHEME,
};
const VAT = {
  TAX_MODE: "vat",
  SELLER_NAME: "Sniper Mods GmbH",
  SELLER_ADDRESS: "Hauptstraße 1, 10115 Berlin, Germany",
  SELLER_COUNTRY: "DE",
  SELLER_VAT_ID: "DE123456789",
  VAT_SCHEME: "union-oss",
} as const;

/** Deutsche Telekom: a public address the offline database places in Germany. */
const GERMAN_ADDRESS = "80.128.0.1";
const YEAR = new Date().getUTCFullYear();

/** A purchase from Germany by a German PayPal payer, captured: the buyer's download token and the order row. */
async function germanSale() {
  const orderId = await startPurchase({ username: await freshBuyer() });
  await prisma.order.update({ where: { paypalOrderId: orderId }, data: { ipAddress: GERMAN_ADDRESS } });
  await simulator.approve(orderId, false, "DE");
  const res = await captureRequest(orderId);
  expect(res.status, await res.clone().text()).toBe(200);
  const { downloadToken } = (await res.json()) as { downloadToken: string };
  return { token: downloadToken, order: await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } }) };
}

/** A page as the server renders it (the invalid state's resend form is a lazy leaf: prerender waits for it). */
async function renderPage(access?: string, page: typeof ReceiptPage = ReceiptPage): Promise<string> {
  const element = await page({ searchParams: Promise.resolve(access === undefined ? {} : { access }) });
  const { prelude } = await prerender(element);
  return (await new Response(prelude).text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
}

/** Where notFound() sent the rendering: Next's signal carries the status in its digest. */
async function statusOf(rendering: Promise<unknown>): Promise<string> {
  const error = await rendering.then(
    () => null,
    (e: unknown) => e,
  );
  return String((error as { digest?: unknown } | null)?.digest);
}

// The printable receipt, opened with the purchase's download token.
describe("the printable receipt", () => {
  beforeAll(() => void Object.assign(config, VAT));
  afterAll(() => void Object.assign(config, OFF));
  afterEach(deletePurchases);

  it("reads a VAT sale's receipt for its token: number, seller, country, VAT and transaction; the status links it", async () => {
    const { token, order } = await germanSale();
    expect(await getReceipt(token)).toEqual({
      ok: true,
      receipt: {
        username: order.username,
        paypalOrderId: order.paypalOrderId,
        captureId: order.captureId,
        paidAt: order.capturedAt,
        price: { amountCents: 500, currency: "USD", breakdown: null, quantity: 1 },
        tosVersion: order.tosVersion,
        tosAcceptedAt: order.tosAcceptedAt,
        receipt: {
          number: `${YEAR}-000001`,
          seller: { name: "Sniper Mods GmbH", address: "Hauptstraße 1, 10115 Berlin, Germany", vatId: "DE123456789" },
          buyerCountry: "DE",
          vat: { rateBp: 1900, cents: 80, country: "DE" },
        },
        creditNote: null,
        pack: null,
      },
    });
    expect((await getPurchaseTimeline(token))?.receiptNumber).toBe(`${YEAR}-000001`);
    // The buyer's purchase status on /download links it, with the same token.
    expect(await renderPage(token, DownloadPage)).toContain(`href="/download/receipt?access=${encodeURIComponent(token)}">Printable receipt</a>`);
  });

  it("names the seller's country as the VAT's under the home scheme, where an EU buyer pays the seller's rate", async () => {
    config.VAT_SCHEME = "home";
    try {
      const orderId = await startPurchase({ username: await freshBuyer() });
      await simulator.approve(orderId, false, "HU");
      const { downloadToken } = (await (await captureRequest(orderId)).json()) as { downloadToken: string };
      const result = await getReceipt(downloadToken);
      expect(result.ok && result.receipt.receipt).toMatchObject({ buyerCountry: "HU", vat: { rateBp: 1900, cents: 80, country: "DE" } });
    } finally {
      config.VAT_SCHEME = VAT.VAT_SCHEME;
    }
  });

  it("opens nothing for a forged, expired or unknown token", async () => {
    const { token } = await germanSale();
    const row = await prisma.downloadToken.findFirstOrThrow();
    const secret = process.env.DOWNLOAD_TOKEN_SECRET ?? "";
    expect(await getReceipt("not-a-token")).toEqual({ ok: false, reason: "invalid" });
    expect(await getReceipt(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toEqual({ ok: false, reason: "invalid" });
    expect(await getReceipt(token, new Date(row.expiresAt.getTime() + 1000))).toEqual({ ok: false, reason: "invalid" });
    expect(await getReceipt(signDownloadToken(row.id, new Date(row.expiresAt.getTime() + DOWNLOAD_TOKEN_TTL_MS), secret))).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await getReceipt(signDownloadToken(randomUUID(), row.expiresAt, secret))).toEqual({ ok: false, reason: "invalid" });
  });

  it("has none for a purchase sold with TAX_MODE=off, and the status does not link one", async () => {
    Object.assign(config, OFF);
    try {
      const { token } = await germanSale();
      expect(await getReceipt(token)).toEqual({ ok: false, reason: "none" });
      expect((await getPurchaseTimeline(token))?.receiptNumber).toBeNull();
      expect(await renderPage(token, DownloadPage)).not.toContain("Printable receipt");
      expect(await statusOf(renderPage(token))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    } finally {
      Object.assign(config, VAT);
    }
  });

  it("adds the credit note after a refund, with its date; the refunded buyer's token still opens it", async () => {
    const { token, order } = await germanSale();
    expect(await revokeForRefund(order.captureId ?? "", "REFUNDED")).toBe(true);
    const refunded = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    const result = await getReceipt(token);
    expect(result.ok && result.receipt.creditNote).toEqual({ number: `C${YEAR}-000001`, at: refunded.refundedAt });

    const html = await renderPage(token);
    expect(html).toContain(`Credit note C${YEAR}-000001, correcting receipt ${YEAR}-000001`);
    expect(html).toContain("-$5.00");
    expect(html).toContain("incl. VAT 19 % (Germany) -$0.80");
  });

  it("renders the receipt for a valid token: heading, number, seller, VAT id, country, VAT line, transaction, Print", async () => {
    const { token, order } = await germanSale();
    const html = await renderPage(token);
    for (const text of [
      ">Receipt</h1>",
      `Receipt ${YEAR}-000001 of `,
      "Sniper Mods GmbH",
      "Hauptstraße 1, 10115 Berlin, Germany",
      "VAT ID: DE123456789",
      "Buyer's country: Germany",
      "incl. VAT 19 % (Germany) $0.80",
      `PayPal transaction: ${order.captureId}`,
      ">Print</button>",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('class="receipt-print ');
    // The way back and the button stay off the paper.
    expect(html).toMatch(/<div class="[^"]*print:hidden[^"]*"><a [^>]*href="\/download\?access=[^"]+#purchase-status">Back to your purchase<\/a><button/);
    expect(html).not.toContain("Credit note");
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });

  it("shows /download's invalid-link state for a bad token or none", async () => {
    for (const html of [await renderPage("forged.123.abc"), await renderPage()]) {
      expect(html).toContain("This download link is invalid or has expired</h1>");
      expect(html).not.toContain("receipt-print");
    }
  });
});
