import { TUTORIAL_STEPS } from "@/lib/content/tutorial";
import { PRICE } from "@/lib/money";

import { expect, test } from "./support/test";

const commands = TUTORIAL_STEPS(PRICE).flatMap((s) => (s.command ? [s.command] : []));

test("the tutorial shows six numbered steps", async ({ page }) => {
  await page.goto("/tutorial");
  for (const [i, step] of TUTORIAL_STEPS(PRICE).entries()) {
    await expect(page.locator(`#step-${i + 1}`).getByRole("heading", { name: step.title })).toBeVisible();
  }
  expect(TUTORIAL_STEPS(PRICE)).toHaveLength(6);
});

for (const command of commands) {
  test(`copying ${command} puts it on the clipboard, toasts Copied! and resets after 2 seconds`, async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.clock.install();
    await page.goto("/tutorial");
    // Time stands still from here; only runFor moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    const button = page.getByRole("button", { name: `Copy ${command}`, exact: true });

    await button.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
    await expect(button).toHaveText("Copied");
    // The first toast loads the toast outlet (components/ui/toast.ts), which mounts sonner's live region; sonner then
    // shows its toasts on a timer of its own, so time moves once the outlet is there.
    await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
    await page.clock.runFor(100);
    await expect(page.getByText("Copied!", { exact: true })).toBeVisible();

    await page.clock.runFor(1800);
    await expect(button).toHaveText("Copied");
    await page.clock.runFor(200);
    await expect(button).toHaveText("Copy");
  });
}
