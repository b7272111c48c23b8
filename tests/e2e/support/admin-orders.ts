import type { Browser } from "@playwright/test";

import { E2E_PORT } from "../../../playwright.config";
import { ADMIN_STATE } from "./paths";

/** The Status cell of an order in the admin's Orders tab (status and, for one not paid, what happened), or null when it is not listed. */
export async function adminOrderStatus(browser: Browser, orderId: string, { approvedOnly = false } = {}): Promise<string | null> {
  const admin = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, storageState: ADMIN_STATE });
  try {
    const page = await admin.newPage();
    await page.goto(`/admin/dashboard/orders${approvedOnly ? "?approvedOnly=1" : ""}`);
    await page.getByRole("region", { name: "Orders", exact: true }).waitFor();
    const row = page.getByRole("row").filter({ hasText: orderId });
    return (await row.count()) > 0 ? (await row.getByRole("cell").nth(1).innerText()).replace(/\s+/g, " ").trim() : null;
  } finally {
    await admin.close();
  }
}
