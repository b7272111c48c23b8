import { expect, type Locator } from "@playwright/test";

import { expectToast, fillCheckout, newPlayer, paypalButton, test } from "./support/shop";

test.describe("/payment form", () => {
  test("shows the license card, the terms link, the admin icon and Back to Home", async ({ page }) => {
    await page.goto("/payment");
    await expect(page.getByRole("heading", { level: 2, name: "Permanent License" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Permanent License" }).getByText("$5", { exact: true })).toBeVisible();
    // The way back to a lost download, for a buyer who has paid already.
    await expect(page.getByRole("link", { name: "Lost your download link?" })).toHaveAttribute("href", "/download/resend");
    const terms = page.getByRole("link", { name: "Terms of Service" }).first();
    await expect(terms).toHaveAttribute("href", "/terms");
    await expect(terms).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "Admin login" })).toHaveAttribute("href", "/admin/login");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByLabel("Minecraft Username")).toHaveAttribute("maxlength", "16");
  });

  test("on a phone the form and the payment buttons come first, within the first screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/payment");
    const top = async (locator: Locator) => {
      await expect(locator).toBeVisible();
      return (await locator.boundingBox())?.y ?? Number.NaN;
    };
    const field = await top(page.getByLabel("Minecraft Username"));
    expect(field).toBeLessThan(800);
    expect(field).toBeLessThan(await top(page.getByRole("heading", { name: "Permanent License" })));
    expect(await top(page.getByTestId("paypal-buttons"))).toBeLessThan(await top(page.getByRole("heading", { name: "Become an Affiliate" })));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("payment buttons stay disabled (dimmed a little, still readable), with the warning, until the form is valid and the terms accepted", async ({
    page,
  }) => {
    const buyer = await newPlayer();
    await page.goto("/payment");
    const buttons = page.getByTestId("paypal-buttons");
    const warning = page.getByText("Please fill in your Minecraft username and email, and accept the Terms of Service, to continue to payment.");
    await expect(paypalButton(page)).toBeVisible();
    await expect(buttons).toHaveAttribute("data-enabled", "false");
    // PayPal's wrapper dims disabled buttons to 0.38; the page keeps them readable at 0.8, and nothing above dims them further.
    await expect(buttons.locator(".paypal-buttons-disabled")).toHaveCSS("opacity", "0.8");
    await expect(buttons).toHaveCSS("opacity", "1");
    await expect(paypalButton(page)).toHaveAttribute("aria-disabled", "true");
    await expect(warning).toBeVisible();

    await fillCheckout(page, buyer, { acceptTerms: false });
    await expect(buttons).toHaveAttribute("data-enabled", "false");
    await page.getByRole("checkbox", { name: /I have read and accept the Terms of Service/ }).check();
    await expect(buttons).toHaveAttribute("data-enabled", "true");
    await expect(paypalButton(page)).toHaveAttribute("aria-disabled", "false");
    await expect(buttons.locator(".paypal-buttons-disabled")).toHaveCount(0);
    await expect(warning).toBeHidden();
  });

  test("every field message and validation toast of the spec", async ({ page }) => {
    await page.goto("/payment");
    await expect(paypalButton(page)).toBeVisible();

    // Disabled PayPal buttons still report the click to onClick (that is how the spec's toasts appear):
    // Playwright would wait for an aria-disabled button to enable, so the click is forced, as a person's is.
    await paypalButton(page).click({ force: true });
    await expectToast(page, "Validation Error", "Please fill in all required fields correctly.");
    await expect(page.getByText("Minecraft username is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();

    // Editing a field clears its error.
    const username = page.getByLabel("Minecraft Username");
    await username.fill("a");
    await expect(page.getByText("Minecraft username is required")).toBeHidden();
    await username.blur();
    await expect(page.getByText("Invalid Minecraft username format")).toBeVisible();
    await username.fill("bad name!");
    await expect(page.getByText("Invalid Minecraft username format")).toBeHidden();
    await username.fill("a_much_too_long_username");
    await expect(username).toHaveValue("a_much_too_long_");

    const email = page.getByLabel("Email Address");
    await email.fill("not an email");
    await email.blur();
    await expect(page.getByText("Invalid email format")).toBeVisible();
    await email.fill("buyer@example.com");
    await expect(page.getByText("Invalid email format")).toBeHidden();

    await paypalButton(page).click({ force: true });
    await expectToast(page, "Terms Required", "Please accept the Terms of Service to continue.");
  });

  test("an unknown Minecraft account is refused before any payment", async ({ page }) => {
    await page.goto("/payment");
    await fillCheckout(page, { username: "NoSuchPlayer_1", email: "nobody@example.com" });
    const popup = page.waitForEvent("popup");
    await paypalButton(page).click();
    await expectToast(
      page,
      "Payment Error",
      "Failed to create payment order: No Minecraft account is named NoSuchPlayer_1. Check the spelling of your username.",
    );
    const approval = await popup;
    await expect.poll(() => approval.isClosed()).toBe(true);
    await expect(page).toHaveURL(/\/payment$/);
  });
});
