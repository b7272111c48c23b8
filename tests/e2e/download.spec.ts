import { expect } from "@playwright/test";

import { draftFor, expectToast, fixture, newPlayer, purchaseOverApi, signedCheck, test } from "./support/shop";

test.describe("/download activation paths", () => {
  test("path A: PayPal's return with its order token captures, activates and shows the download", async ({ page, request }) => {
    const buyer = await newPlayer();
    const { orderId, orderSecret } = await purchaseOverApi(request, buyer, { capture: false });
    await page.addInitScript((draft) => sessionStorage.setItem("purchaseDraft", JSON.stringify(draft)), draftFor(buyer, orderSecret));
    await page.goto(`/download?status=success&token=${orderId}`);
    await page.waitForURL(/\/download\?status=success&access=/);
    await expectToast(page, "License Activated!");
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByText(`Your license is active for ${buyer.username}.`)).toBeVisible();
    expect(await signedCheck(request, buyer.uuid)).toMatchObject({ active: true, username: buyer.username, uuid: buyer.uuid });
  });

  test("path B: a transaction id with the stored draft activates directly", async ({ page, request }) => {
    const buyer = await newPlayer();
    const { transactionId, orderSecret } = await purchaseOverApi(request, buyer);
    await page.addInitScript((draft) => sessionStorage.setItem("purchaseDraft", JSON.stringify(draft)), draftFor(buyer, orderSecret));
    await page.goto(`/download?status=success&paypal_txn_id=${transactionId}`);
    await expectToast(page, "License Activated!");
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Download / })).toHaveAttribute("href", /^\/download\/ahsniper\?token=/);
  });

  test("a made-up transaction id activates nothing", async ({ page }) => {
    const buyer = await newPlayer();
    await page.addInitScript((draft) => sessionStorage.setItem("purchaseDraft", JSON.stringify(draft)), draftFor(buyer));
    await page.goto("/download?status=success&paypal_txn_id=MADEUP12345678");
    await expectToast(page, "Activation Failed", "There was an error activating your license. Please contact support.");
    await expect(page.getByRole("heading", { level: 1, name: "Activation Failed" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Download / })).toHaveCount(0);
  });

  test("path C: nothing to go on gives Payment Required, then /payment after 2 seconds", async ({ page }) => {
    // The page's clock stands still from its first script (page.clock) and moves only by runFor, so a slow machine
    // cannot reach /payment before the page has been read, and the 2 s are the page's own, not the machine's.
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/payment") asked.push(request.url());
    });
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto("/download?status=success");
    await expect(page.getByRole("heading", { level: 1, name: "Payment Required" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Complete Purchase" })).toHaveAttribute("href", "/payment");
    // sonner shows its toasts on a timer of its own (see tutorial.spec.ts).
    await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
    await page.clock.runFor(100);
    await expectToast(page, "Payment Required", "Please complete your purchase to access downloads.");

    await page.clock.runFor(1_800);
    expect(await page.evaluate(() => location.pathname)).toBe("/download");
    expect(asked).toEqual([]);
    await page.clock.runFor(100);
    await page.waitForURL(/\/payment$/);
  });

  test("a forged or stale download link shows the resend form, and the jar route answers 403", async ({ page, request }) => {
    await page.goto("/download?access=not-a-real-token");
    await expect(page.getByRole("heading", { level: 1, name: "This download link is invalid or has expired" })).toBeVisible();
    await expect(page.getByLabel("Email address")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Download / })).toHaveCount(0);

    const jar = await request.get("/download/ahsniper?token=not-a-real-token");
    expect(jar.status()).toBe(403);
    expect(jar.headers()["content-type"]).toContain("text/html");
    expect(await jar.text()).toContain("This download link is invalid or has expired");

    // The 403 page a browser lands on is set in the site's font (the system's own).
    await page.goto("/terms");
    const siteFont = await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily);
    expect(siteFont).toMatch(/^ui-sans-serif, system-ui,/);
    const refused = await page.goto("/download/ahsniper?token=not-a-real-token");
    expect(refused?.status()).toBe(403);
    await expect(page.locator("body")).toHaveCSS("font-family", siteFont);
  });

  test("the scan report downloads once the summary has loaded", async ({ page, request }) => {
    const buyer = await newPlayer();
    const { downloadToken } = await purchaseOverApi(request, buyer);
    await page.goto(`/download?access=${encodeURIComponent(downloadToken ?? "")}`);
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
    const report = page.getByRole("button", { name: "Download Scan Report" });
    await expect(report).toBeEnabled();
    const downloadPromise = page.waitForEvent("download");
    await report.click();
    expect((await downloadPromise).suggestedFilename()).toBe(`virustotal-${fixture.release.sha256.slice(0, 12)}.json`);
    await expectToast(page, "Report Downloaded");
  });

  test("a scan report that cannot be fetched says so", async ({ page, request }) => {
    const buyer = await newPlayer();
    const { downloadToken } = await purchaseOverApi(request, buyer);
    await page.route("**/api/virustotal/download", (route) =>
      route.fulfill({ status: 503, json: { error: { code: "service_unavailable", message: "Down" } } }),
    );
    await page.goto(`/download?access=${encodeURIComponent(downloadToken ?? "")}`);
    const report = page.getByRole("button", { name: "Download Scan Report" });
    await expect(report).toBeEnabled();
    await report.click();
    await expectToast(page, "Download Failed", "Could not download scan report.");
  });
});
