import { expect } from "@playwright/test";

import { expectToast, test } from "./support/shop";

test.describe("Become an Affiliate dialog", () => {
  test("lists the benefits, needs a name and an e-mail, and submits an application", async ({ page }) => {
    await page.goto("/payment");
    await page.getByRole("button", { name: "Become an Affiliate" }).click();
    const dialog = page.getByRole("dialog", { name: "Become an Affiliate" });
    await expect(dialog).toBeVisible();
    for (const benefit of [
      "Competitive commission rates",
      "Real-time tracking and analytics",
      "Marketing materials and support",
      "Monthly payouts via PayPal",
    ]) {
      await expect(dialog.getByText(benefit)).toBeVisible();
    }
    await expect(dialog.getByLabel("Website/Blog URL")).toHaveAttribute("type", "url");
    await expect(dialog.getByLabel("Email Address*")).toHaveAttribute("type", "email");
    const submit = dialog.getByRole("button", { name: "Submit Application" });
    await expect(submit).toBeDisabled();

    await dialog.getByLabel("Full Name*").fill("Alex Affiliate");
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Email Address*").fill("alex.affiliate@example.com");
    await dialog.getByLabel("Website/Blog URL").fill("https://alex.example.com");
    await dialog.getByLabel("Marketing Experience").fill("Two years of SkyBlock videos.");
    await expect(submit).toBeEnabled();

    const response = page.waitForResponse((r) => r.url().endsWith("/api/affiliate/signup"));
    await submit.click();
    expect((await response).status()).toBe(201);
    await expectToast(page, "Application Submitted!", "We'll review your application and get back to you within 24-48 hours.");
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Become an Affiliate" }).click();
    await expect(page.getByRole("dialog").getByLabel("Full Name*")).toHaveValue("");
  });

  test("a failed submission keeps the dialog open with what was typed", async ({ page }) => {
    // The server is made to fail the way an outage would.
    await page.route("**/api/affiliate/signup", (route) => route.fulfill({ status: 503, json: { error: { code: "service_unavailable", message: "Down" } } }));
    await page.goto("/payment");
    await page.getByRole("button", { name: "Become an Affiliate" }).click();
    const dialog = page.getByRole("dialog", { name: "Become an Affiliate" });
    await dialog.getByLabel("Full Name*").fill("Sam Sender");
    await dialog.getByLabel("Email Address*").fill("sam@example.com");
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "Submission Failed", "There was an error submitting your application. Please try again.");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name*")).toHaveValue("Sam Sender");
  });
});
