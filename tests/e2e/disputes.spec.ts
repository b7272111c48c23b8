import { E2E_PORT } from "../../playwright.config";
import { compileJavaClient } from "./support/java-client";
import { messagesTo } from "./support/mail-capture";
import { ADMIN_STATE, MAIL_DIR } from "./support/paths";
import { newPlayer, purchaseOverApi, simulator, test } from "./support/shop";
import { expect } from "./support/test";

const APP = `http://127.0.0.1:${E2E_PORT}`;
const SUPPORT = "support@ahsniper.example";

// A dispute a seller can win: what the shop recorded of the sale, the mod's own signed checks among it, goes to PayPal.
test("a disputed sale: the tab shows it with its due date, the admins are mailed, the proof lists the download and the checks and reaches PayPal", async ({
  browser,
  request,
}) => {
  // A purchase, a download, the Java client compiled and run twice, a dispute and the dashboard: a long test.
  test.slow();
  const buyer = await newPlayer();
  const { transactionId, downloadToken } = await purchaseOverApi(request, buyer);
  expect((await request.get(`/download/ahsniper?token=${encodeURIComponent(downloadToken ?? "")}`)).status()).toBe(200);
  const { jwks, run } = await compileJavaClient(APP);
  for (let i = 0; i < 2; i += 1) expect((await run(["check", APP, jwks, buyer.uuid])).out).toMatch(/^OK active=true /);

  const { dispute, webhook } = await simulator.disputes.open(transactionId ?? "");
  expect((await request.post("/api/paypal/webhook", { headers: webhook.headers, data: webhook.body })).status()).toBe(200);

  const admin = await browser.newContext({ baseURL: APP, storageState: ADMIN_STATE });
  const page = await admin.newPage();
  await page.goto("/admin/dashboard/disputes");
  const row = page.getByRole("row").filter({ hasText: dispute.dispute_id });
  await expect(row).toContainText(buyer.username);
  await expect(row).toContainText("Not received");
  await expect(row).toContainText("Waiting for your answer");
  await expect(row).toContainText(`${dispute.seller_response_due_date?.slice(0, 16).replace("T", " ")} UTC`);
  await expect(row).toContainText(/\d+ days left/);
  await expect.poll(() => messagesTo(MAIL_DIR, SUPPORT).filter((m) => m.includes("PayPal dispute opened")).length, { timeout: 20_000 }).toBeGreaterThan(0);

  // The proof, read first: the terms, the download and the mod's checks (written in batches: a few seconds).
  const proofUrl = await row.getByRole("link", { name: /The proof of fulfilment/ }).getAttribute("href");
  await expect.poll(async () => (await (await admin.request.get(proofUrl ?? "")).text()).match(/: (\d+) checks?$/m)?.[1], { timeout: 20_000 }).toBe("2");
  const proof = await (await admin.request.get(proofUrl ?? "")).text();
  expect(proof).toContain("Terms of Service version");
  expect(proof).toMatch(/: version \d+\.\d+\.\d+\S*, SHA-256 [0-9a-f]{64}$/m);
  expect(proof).toContain(`Minecraft account ${buyer.username}`);

  await row.getByRole("button", { name: /^Send the proof of fulfilment/ }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Evidence sent to PayPal" })).toBeVisible();
  await expect(row).toContainText("Evidence sent");
  const atPaypal = await simulator.disputes.get(dispute.dispute_id);
  expect(atPaypal.status).toBe("UNDER_REVIEW");
  expect(atPaypal.evidences?.[0]?.documents?.[0]?.content).toBe(proof.slice(proof.indexOf("\n\n") + 2));

  // PayPal decides for the seller.
  const resolved = await simulator.disputes.resolve(dispute.dispute_id, "seller");
  expect((await request.post("/api/paypal/webhook", { headers: resolved.webhook.headers, data: resolved.webhook.body })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: dispute.dispute_id })).toContainText("Won");
  await admin.close();
});
