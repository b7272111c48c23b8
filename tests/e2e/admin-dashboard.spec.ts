import { expect, type Locator } from "@playwright/test";

import { ADMIN_BUYERS } from "@/lib/content/admin/buyers";
import { ADMIN_DASHBOARD } from "@/lib/content/admin/dashboard";
import { DASHBOARD_TABS, dashboardHref, type DashboardTab } from "@/lib/content/admin/routes";

import { E2E_PUBLIC_URL } from "../../playwright.config";
import { referralRowOf } from "./support/affiliates";
import { ADMIN_STATE } from "./support/paths";
import { expectToast, fixture, newPlayer, purchaseOverApi, signedCheck, test } from "./support/shop";

test.use({ storageState: ADMIN_STATE });

/** The address of a tab, as the browser's address bar has it. */
const at = (tab: DashboardTab, query = "") => new RegExp(`${dashboardHref(tab)}${query.replace(/[?]/g, "\\?")}$`);

test("the stat cards count licenses and open the user lists", async ({ page }) => {
  await page.goto("/admin/dashboard");
  const total = page.getByRole("button", { name: /Total Users/ });
  const active = page.getByRole("button", { name: /Active Users/ });
  await expect(page.getByText("Activity Logs").first()).toBeVisible();
  // Global setup made activeLicenses active ones and one revoked; other tests may have added more.
  const activeCount = Number((await active.textContent())?.replace(/\D/g, ""));
  const totalCount = Number((await total.textContent())?.replace(/\D/g, ""));
  expect(activeCount).toBeGreaterThanOrEqual(fixture.activeLicenses);
  expect(totalCount).toBeGreaterThan(activeCount);

  await total.click();
  const dialog = page.getByRole("dialog", { name: "Total Users" });
  await expect(dialog.getByRole("cell", { name: "e2e_revoked", exact: true })).toBeVisible();
  await expect(dialog.getByText("Revoked").first()).toBeVisible();
  await page.keyboard.press("Escape");

  await active.click();
  const activeDialog = page.getByRole("dialog", { name: "Active Users" });
  await expect(activeDialog.getByRole("cell", { name: "e2e_active_0", exact: true })).toBeVisible();
  await expect(activeDialog.getByRole("cell", { name: "e2e_revoked", exact: true })).toHaveCount(0);
});

test("add a user by Minecraft name, then find them; an unknown name and an empty search fail as the spec says", async ({ page }) => {
  const player = await newPlayer();
  await page.goto("/admin/dashboard");
  await page.getByLabel("Minecraft Username").fill(player.username);
  await page.getByLabel("Email", { exact: true }).fill(player.email);
  await page.getByRole("button", { name: "Add User" }).click();
  await expectToast(page, "Success", "User added successfully");

  await page.getByLabel("Minecraft Username").fill("NoSuchPlayer_9");
  await page.getByLabel("Email", { exact: true }).fill("nobody@example.com");
  await page.getByRole("button", { name: "Add User" }).click();
  await expectToast(page, "Failed to add user");

  const search = page.getByRole("button", { name: "Search", exact: true });
  const query = page.getByLabel("Search by username, UUID or email");
  await expect(search).toBeDisabled();
  await query.fill("   ");
  await expect(search).toBeDisabled();
  await query.fill(player.username);
  await search.click();
  await expect(page.getByRole("cell", { name: player.uuid })).toBeVisible();

  await query.fill("zz_nobody_has_this_name");
  await search.click();
  await expectToast(page, "No Results", "No users found matching your search.");
});

test("revoking a license makes the whitelist check answer inactive; restoring and renaming show in it too", async ({ page, request }) => {
  const buyer = await newPlayer();
  await purchaseOverApi(request, buyer);
  expect(await (await request.get(`/api/license/verify?uuid=${buyer.uuid}`)).json()).toMatchObject({ active: true });

  await page.goto("/admin/dashboard");
  await page.getByLabel("Search by username, UUID or email").fill(buyer.username);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("button", { name: `Revoke ${buyer.username}` }).click();
  const revoke = page.getByRole("dialog", { name: `Revoke the license of ${buyer.username}` });
  await revoke.getByLabel("Reason").fill("Chargeback");
  await revoke.getByRole("button", { name: "Revoke license" }).click();
  await expectToast(page, `License of ${buyer.username} revoked`);
  await expect(revoke).toBeHidden();
  // Signed, with the nonce echoed, and good for an hour only: a restore reaches the mod soon.
  const revoked = await signedCheck(request, buyer.uuid, "e2e_revoked_nonce_0123");
  expect(revoked).toMatchObject({ active: false, username: buyer.username, nonce: "e2e_revoked_nonce_0123" });
  expect(Number(revoked.exp) - Number(revoked.iat)).toBe(3600);

  await page.getByRole("button", { name: `Restore ${buyer.username}` }).click();
  await expectToast(page, `License of ${buyer.username} restored`);
  expect(await (await request.get(`/api/license/verify?uuid=${buyer.uuid}`)).json()).toMatchObject({ active: true });

  // A renamed Minecraft account keeps its license: the UUID stays, the whitelist answers the new name.
  const renamed = `R${buyer.username.slice(1)}`;
  await page.getByRole("button", { name: `Rename ${buyer.username}` }).click();
  const rename = page.getByRole("dialog", { name: `Rename ${buyer.username}` });
  await rename.getByLabel("New Minecraft username").fill(renamed);
  await rename.getByRole("button", { name: "Rename" }).click();
  await expectToast(page, `Renamed to ${renamed}`);
  expect(await signedCheck(request, buyer.uuid)).toMatchObject({ active: true, username: renamed });
  // The search by the old name keeps showing the row, renamed, and does not toast "No Results".
  const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: buyer.uuid }) });
  await expect(row.getByRole("cell", { name: renamed, exact: true })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "No Results" })).toHaveCount(0);
});

test("the creator code form sanitises the code, creates it and copies its link; quick codes make links too", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/admin/dashboard/referrals");
  const form = page.getByRole("form", { name: "Code terms" });
  const code = form.getByLabel("Code", { exact: true });
  await code.fill("my-code!! 2024");
  await expect(code).toHaveValue("MYCODE2024");
  await form.getByRole("button", { name: "Save code" }).click();
  await expectToast(page, "MYCODE2024 created");
  await expect(page.getByTestId("referral-link")).toHaveText(`${E2E_PUBLIC_URL}/payment?ref=MYCODE2024`);
  await page.getByRole("button", { name: "Copy Link" }).click();
  await expectToast(page, "Copied!", "Referral link copied to clipboard.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${E2E_PUBLIC_URL}/payment?ref=MYCODE2024`);

  for (const quick of ["YOUTUBE", "DISCORD", "TIKTOK", "TWITTER", "REDDIT", "TWITCH", "PROMO2024", "SPECIAL"]) {
    await expect(page.getByRole("button", { name: quick, exact: true })).toBeVisible();
  }
  await page.getByRole("button", { name: "TWITCH", exact: true }).click();
  await expect(page.getByTestId("referral-link")).toHaveText(`${E2E_PUBLIC_URL}/payment?ref=TWITCH`);
  // The code is listed with its sales and, with the default terms, among the creator codes (found by name: other
  // tests' codes may be newer).
  await expect(referralRowOf(page, "MYCODE2024")).toBeVisible();
  const codes = page.getByRole("region", { name: "Creator codes" });
  await codes.getByRole("searchbox", { name: "Find a code or an affiliate" }).fill("MYCODE2024");
  await codes.getByRole("button", { name: "Find", exact: true }).click();
  const terms = codes.getByRole("row").filter({ hasText: "MYCODE2024" });
  await expect(terms.getByRole("cell")).toHaveText(["MYCODE2024", "—", "None", "$1.00", "0", "Always", "Yes", "Edit"]);
});

test("at 1440 px the user list and the search results show every column; at 360 px no tab scrolls sideways", async ({ page }) => {
  // Every tab opened (fourteen of them) after the user lists at two widths: more than the default budget on a loaded machine.
  test.slow();
  // Whether the frame shows all its content across: no column cut off (the widest child is named when it does not).
  const fitsFrame = (frame: Locator) =>
    frame.evaluate((el) => {
      if (el.scrollWidth <= el.clientWidth) return true;
      const wide = [...el.querySelectorAll("*")].find((child) => child.getBoundingClientRect().right > el.getBoundingClientRect().right + 1);
      return `${el.scrollWidth} > ${el.clientWidth}: ${wide?.outerHTML.slice(0, 200) ?? "?"}`;
    });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/dashboard");
  await page.getByRole("button", { name: /Total Users/ }).click();
  const dialog = page.getByRole("dialog", { name: "Total Users" });
  await expect(dialog.getByRole("cell", { name: "e2e_revoked", exact: true })).toBeVisible();
  expect(await fitsFrame(dialog.locator(".admin-table-stack"))).toBe(true);
  await page.keyboard.press("Escape");

  await page.getByLabel("Search by username, UUID or email").fill("e2e_active");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const results = page.getByRole("region", { name: "Manage Users" }).locator(".admin-table-stack");
  // Twenty of the seeded e2e_active_N licenses, in no set order.
  const firstResult = results.getByRole("cell", { name: /^e2e_active_\d+$/ }).first();
  await expect(firstResult).toBeVisible();
  expect(await fitsFrame(results)).toBe(true);

  // A phone: every value stays on screen (the rows stack as labelled cards), and the page never scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(firstResult).toBeVisible();
  expect(await fitsFrame(results)).toBe(true);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(360);
  for (const tab of DASHBOARD_TABS) {
    const name = ADMIN_DASHBOARD.tabs[tab];
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(at(tab));
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
    expect(await pageWidth(), `the ${name} tab at 360 px`).toBeLessThanOrEqual(360);
  }
});

test("erasing a buyer's data does what /privacy says: the e-mail goes, the license keeps working", async ({ page, request }) => {
  const buyer = await newPlayer();
  await purchaseOverApi(request, buyer);
  await page.goto("/privacy");
  await expect(page.getByText(/your Minecraft username and UUID stay on the whitelist so the license you paid for keeps working/)).toBeVisible();

  await page.goto("/admin/dashboard/buyers");
  await page.getByLabel("Buyer email").fill(buyer.email);
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(ADMIN_BUYERS.eraseConfirm(buyer.email));
    void dialog.accept();
  });
  await page.getByRole("button", { name: ADMIN_BUYERS.erase }).click();
  await expectToast(page, ADMIN_BUYERS.erased);

  expect(await signedCheck(request, buyer.uuid)).toMatchObject({ active: true, username: buyer.username });
  // The e-mail is gone: searching the whitelist by it finds nothing.
  await page.getByRole("link", { name: ADMIN_DASHBOARD.tabs.users, exact: true }).click();
  await page.getByLabel("Search by username, UUID or email").fill(buyer.email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expectToast(page, "No Results");
});

test("each tab has its own address, the tab list marks the open one, and back and forward move between tabs", async ({ page, context }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(at("users"));
  const tabList = page.getByRole("navigation", { name: "Dashboard sections" });
  const link = (tab: DashboardTab) => tabList.getByRole("link", { name: ADMIN_DASHBOARD.tabs[tab], exact: true });
  const isOpen = async (tab: DashboardTab) => {
    await expect(page).toHaveURL(at(tab));
    await expect(page.getByRole("region", { name: ADMIN_DASHBOARD.tabs[tab], exact: true })).toBeVisible();
    await expect(link(tab)).toHaveAttribute("aria-current", "page");
    await expect(tabList.locator("[aria-current]")).toHaveCount(1);
  };
  // The spec's tab names in their order, each a link to its own address.
  expect(await tabList.getByRole("link").allTextContents()).toEqual(DASHBOARD_TABS.map((tab) => ADMIN_DASHBOARD.tabs[tab]));
  for (const tab of DASHBOARD_TABS) await expect(link(tab)).toHaveAttribute("href", dashboardHref(tab));
  await isOpen("users");

  await link("referrals").click();
  await isOpen("referrals");
  // By keyboard: the next link is a Tab away, and Enter opens it.
  await link("referrals").focus();
  await page.keyboard.press("Tab");
  await expect(link("logs")).toBeFocused();
  await page.keyboard.press("Enter");
  await isOpen("logs");

  await page.goBack();
  await isOpen("referrals");
  await page.goBack();
  await isOpen("users");
  await page.goForward();
  await isOpen("referrals");

  // A tab's address, shared, opens that tab.
  const shared = await context.newPage();
  await shared.goto(dashboardHref("payouts"));
  await expect(shared.getByRole("region", { name: "Payouts", exact: true })).toBeVisible();
  await expect(shared.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Payouts" })).toHaveAttribute("aria-current", "page");
});

test("the one-page dashboard's addresses (bookmarks, older e-mails) still open their tab, with its query", async ({ page }) => {
  await page.goto("/admin/dashboard?tab=logs&action=admin.login");
  await expect(page).toHaveURL(at("logs", "?action=admin.login"));
  await expect(page.getByLabel("Action", { exact: true })).toHaveValue("admin.login");

  await page.goto("/admin/dashboard?tab=overview&range=90");
  await expect(page).toHaveURL(at("overview", "?range=90"));
  await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");

  // An unknown tab opened the first one, and still does.
  await page.goto("/admin/dashboard?tab=nothing-here");
  await expect(page).toHaveURL(at("users"));
});
