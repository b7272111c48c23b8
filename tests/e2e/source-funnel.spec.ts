import type { Page } from "@playwright/test";

import { E2E_PORT } from "../../playwright.config";
import { generateReferralCode } from "./support/affiliates";
import { compileJavaClient } from "./support/java-client";
import { ADMIN_STATE } from "./support/paths";
import { buyInBrowser, newPlayer, test } from "./support/shop";
import { expect } from "./support/test";

const APP = `http://127.0.0.1:${E2E_PORT}`;
const isBeacon = (url: string) => new URL(url).pathname === "/api/referral/visit";

/** The Overview's row for a source, cell by cell, as the admin reads it. */
async function sourceRow(dashboard: Page, label: string): Promise<string[]> {
  await dashboard.goto("/admin/dashboard/overview");
  const table = dashboard
    .getByRole("region", { name: "Overview" })
    .locator("section", { has: dashboard.getByRole("heading", { name: "Where buyers come from" }) });
  const row = table.getByRole("row").filter({ has: dashboard.getByRole("cell", { name: label, exact: true }) });
  return (await row.count()) === 1 ? row.getByRole("cell").allInnerTexts() : [];
}

// Which source brings buyers who actually play: only the shop sees the mod's first signed check.
test("3 visitors through a creator code's link with utm_source, 2 purchases, 1 mod started: the source's row says 3 / 2 / 2 / 0 / 1", async ({ browser }) => {
  // Four browsers, two purchases, the Java client compiled and run, and the dashboard: a long test on a loaded machine.
  test.slow();
  const code = `TECHNO${Date.now().toString(36).toUpperCase()}`;
  const admin = await browser.newContext({ baseURL: APP, storageState: ADMIN_STATE });
  const dashboard = await admin.newPage();
  await generateReferralCode(dashboard, code);

  // Three people (one address, three browsers) open the link a video gave them.
  const visitors: Page[] = [];
  for (const version of [140, 141, 142]) {
    const context = await browser.newContext({
      baseURL: APP,
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`,
    });
    const page = await context.newPage();
    const beacon = page.waitForResponse((response) => isBeacon(response.url()));
    // The link's code is applied at once: asked of the server as the Apply button would.
    const quoted = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/creator-code");
    await page.goto(`/payment?code=${code.toLowerCase()}&utm_source=YouTube`);
    expect((await quoted).status()).toBe(200);
    const answer = await beacon;
    expect(answer.status()).toBe(204);
    expect(JSON.parse(answer.request().postData() ?? "null")).toEqual({ code, utmSource: "youtube" });
    visitors.push(page);
  }

  // Two of them buy; the order carries the code and the campaign the page kept.
  const buyers = [];
  for (const page of visitors.slice(0, 2)) {
    const buyer = await newPlayer();
    const { sent } = await buyInBrowser(page, buyer);
    expect(sent).toMatchObject({ creatorCode: code, utmSource: "youtube" });
    buyers.push(buyer);
  }

  // One starts the mod: the reference client's signed check.
  const { jwks, run } = await compileJavaClient(APP);
  const check = await run(["check", APP, jwks, buyers[0]?.uuid ?? ""]);
  expect(check.out).toMatch(/^OK active=true /);

  // The mod's checks are written in batches: the dashboard shows the first one within a few seconds.
  await expect
    .poll(() => sourceRow(dashboard, `Creator code ${code} · youtube`), { timeout: 30_000 })
    .toEqual([`Creator code ${code} · youtube`, "3", "2", "2", "0", "1"]);
  await admin.close();
});
