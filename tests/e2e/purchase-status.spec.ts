import { expect, type Page } from "@playwright/test";

import { TOS_VERSION } from "@/lib/content/legal";

import { E2E_PUBLIC_URL } from "../../playwright.config";
import { seriousViolations } from "./support/axe";
import { messagesTo, mimeParts } from "./support/mail-capture";
import { MAIL_DIR } from "./support/paths";
import { buyInBrowser, newPlayer, purchaseOverApi, simulator, test } from "./support/shop";

/** A time as the status page writes it: "25 November 2026, 13:45 UTC". */
const UTC_TIME = /\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} UTC/;

const statusRegion = (page: Page) => page.getByRole("region", { name: "Purchase status" });
const step = (page: Page, name: string | RegExp) => statusRegion(page).getByRole("listitem").filter({ hasText: name });

test("the receipt arrives as HTML and text, and its status link shows the purchase, then its download", async ({ page, request }) => {
  const buyer = await newPlayer();
  await page.goto("/payment");
  await buyInBrowser(page, buyer);

  await expect.poll(() => messagesTo(MAIL_DIR, buyer.email).length, { timeout: 15_000 }).toBe(1);
  const receipt = messagesTo(MAIL_DIR, buyer.email)[0] ?? "";
  expect(receipt).toMatch(/^Content-Type: multipart\/alternative;/m);
  const parts = mimeParts(receipt);
  expect(parts.map((part) => part.contentType)).toEqual(["text/plain", "text/html"]);
  const [text = "", html = ""] = parts.map((part) => part.body);
  for (const part of [text, html]) {
    expect(part).toContain(`Minecraft account: ${buyer.username}`);
    expect(part).toMatch(/PayPal transaction: [0-9A-Z]{17}/);
    expect(part).toMatch(new RegExp(`Date: ${UTC_TIME.source}`));
    expect(part).toContain("Amount: 5.00 USD");
    expect(part).toContain(`Terms of Service: version ${TOS_VERSION}`);
    expect(part).toContain(`${E2E_PUBLIC_URL}/download/resend`);
  }
  expect(html).toMatch(/<a href="https:\/\/shop\.example\.test\/download\?access=[^"#]+"[^>]*>.*Download /);
  const status = new RegExp(`${E2E_PUBLIC_URL.replaceAll(".", "\\.")}(/download\\?access=[A-Za-z0-9._%-]+#purchase-status)`).exec(text)?.[1];
  expect(status, "the text part carries the purchase status link").toBeDefined();
  expect(html).toContain(`${E2E_PUBLIC_URL}${status ?? ""}`);

  await page.goto(status ?? "");
  await expect(statusRegion(page)).toBeInViewport();
  await expect(step(page, "Paid")).toContainText(UTC_TIME);
  await expect(step(page, "Paid")).toContainText(/PayPal transaction [0-9A-Z]{17}/);
  await expect(step(page, "Whitelisted")).toContainText(UTC_TIME);
  await expect(step(page, "Downloaded")).toContainText("Not yet");
  await expect(statusRegion(page)).toContainText(`The license for ${buyer.username} is active`);
  expect(await seriousViolations(page)).toEqual([]);

  const jar = await request.get((await page.getByRole("link", { name: /^Download / }).getAttribute("href")) ?? "");
  expect(jar.status()).toBe(200);
  await page.reload();
  await expect(step(page, "Downloaded")).toContainText(UTC_TIME);
  await expect(step(page, "Downloaded").locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
});

test("after a refund the link shows when it was refunded and the license inactive, and the jar stays closed", async ({ page, request }) => {
  const buyer = await newPlayer();
  const { orderId, transactionId, downloadToken } = await purchaseOverApi(request, buyer);
  await simulator.refund(transactionId ?? "");
  const signed = await simulator.webhook("PAYMENT.CAPTURE.REFUNDED", orderId);
  const delivered = await request.post("/api/paypal/webhook", { headers: signed.headers, data: signed.body });
  expect(delivered.status()).toBe(200);

  await page.goto(`/download?access=${encodeURIComponent(downloadToken ?? "")}`);
  await expect(page.getByRole("heading", { level: 1, name: "This license is inactive" })).toBeVisible();
  await expect(step(page, "Paid")).toContainText(UTC_TIME);
  await expect(step(page, "Refunded")).toContainText(UTC_TIME);
  await expect(statusRegion(page)).toContainText(`The license for ${buyer.username} is inactive`);
  await expect(page.getByRole("link", { name: /^Download / })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const jar = await request.get(`/download/ahsniper?token=${encodeURIComponent(downloadToken ?? "")}`);
  expect(jar.status()).toBe(403);
  expect(jar.headers()["content-type"]).toContain("text/html");
});
