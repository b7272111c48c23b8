import { readFileSync } from "node:fs";

import { SERVER_LOG } from "./support/paths";
import { expect, test } from "./support/test";

test("an unknown path shows the 404 page with status 404, logs the path, and links home", async ({ page }) => {
  const path = `/no-such-page-${Date.now()}`;
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect.poll(() => readFileSync(SERVER_LOG, "utf8")).toContain(`"path":"${path}"`);

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown nested path and an unknown API route answer 404", async ({ page, request }) => {
  expect((await page.goto("/compare/does-not-exist"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  const api = await request.get("/api/does-not-exist");
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ error: { code: "not_found", message: "No such API route." } });
});
