import { expect } from "@playwright/test";

import { expectToast, fillCheckout, newPlayer, paypalButton, test } from "./support/shop";

test.describe("/payment form", () => {
  test("shows the license card, the terms link, the admin icon and Back to Home", async ({ page }) => {
    await page.goto("/payment");
    await expect(page.getByRole("heading", { level: 2, name: "Permanent License" })).toBeVisible();
    await expect(page.getByText("$5", { exact: true })).toBeVisible();
    const terms = page.getByRole("link", { name: "Terms of Service" }).first();
    await expect(terms).toHaveAttribute("href", "/terms");
    await expect(terms).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "Admin login" })).toHaveAttribute("href", "/admin/login");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByLabel("Minecraft Username")).toHaveAttribute("maxlength", "16");
  });

  test("payment buttons stay dimmed and disabled, with the warning, until the form is valid and the terms accepted", async ({ page }) => {
    const buyer = await newPlayer();
    await page.goto("/payment");
    const buttons = page.getByTestId("paypal-buttons");
    const warning = page.getByText("Please fill in your Minecraft username and email, and accept the Terms of Service, to continue to payment.");
    await expect(paypalButton(page)).toBeVisible();
    await expect(buttons).toHaveAttribute("data-enabled", "false");
    await expect(buttons).toHaveClass(/opacity-50/);
    await expect(paypalButton(page)).toHaveAttribute("aria-disabled", "true");
    await expect(warning).toBeVisible();

    await fillCheckout(page, buyer, { acceptTerms: false });
    await expect(buttons).toHaveAttribute("data-enabled", "false");
    await page.getByRole("checkbox").check();
    await expect(buttons).toHaveAttribute("data-enabled", "true");
    await expect(paypalButton(page)).toHaveAttribute("aria-disabled", "false");
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
