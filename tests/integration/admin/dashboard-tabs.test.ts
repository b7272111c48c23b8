import { readdirSync } from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { ADMIN_DASHBOARD } from "@/lib/content/admin/dashboard";
import { DASHBOARD_PATH, DASHBOARD_TABS, dashboardHref } from "@/lib/content/admin/routes";

import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";

import { signInAs, signOut } from "../../support/admin-session";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const DASHBOARD = "app/admin/(pages)/(dashboard)/dashboard";
const TABS = `${DASHBOARD}/(tabs)`;

type Query = Record<string, string | string[] | undefined>;
type Page = (props: { searchParams: Promise<Query>; children?: React.ReactNode }) => Promise<React.ReactElement<{ tab?: string }>>;

const load = async (file: string) => ((await import(path.join(ROOT, file))) as { default: Page }).default;
const open = (page: Page, query: Query = {}) => page({ searchParams: Promise.resolve(query), children: null });

/** Where a page's redirect goes: Next's redirect signal carries it in its digest (NEXT_REDIRECT;replace;<url>;307;). */
async function redirectOf(rendering: Promise<unknown>): Promise<string> {
  const error = await rendering.then(
    () => null,
    (e: unknown) => e,
  );
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (typeof digest !== "string" || !digest.startsWith("NEXT_REDIRECT;")) throw new Error(`no redirect: ${String(error)}`);
  return digest.split(";").slice(2, -2).join(";");
}

describe("the dashboard's tabs are routes of their own", () => {
  afterEach(signOut);

  it("one folder per tab below the tabs' layout, the tab list's order the spec's", () => {
    const folders = readdirSync(path.join(ROOT, TABS), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual([...DASHBOARD_TABS].sort());
    expect(Object.keys(ADMIN_DASHBOARD.tabs)).toEqual([...DASHBOARD_TABS]);
    expect(DASHBOARD_TABS.slice(0, 3).map((tab) => ADMIN_DASHBOARD.tabs[tab])).toEqual(["Manage Users", "Referral Links", "Activity Logs"]);
    expect(DASHBOARD_TABS.map((tab) => dashboardHref(tab))).toContain("/admin/dashboard/orders");
  });

  it.each(DASHBOARD_TABS)("the %s tab's page sends a visitor without a session to the sign-in page itself, not only through its layout", async (tab) => {
    expect(await redirectOf(open(await load(`${TABS}/${tab}/page.tsx`)))).toBe("/admin/login");
  });

  it("so do the tabs' layout and /admin/dashboard", async () => {
    expect(await redirectOf(open(await load(`${TABS}/layout.tsx`)))).toBe("/admin/login");
    expect(await redirectOf(open(await load(`${DASHBOARD}/page.tsx`), { tab: "logs" }))).toBe("/admin/login");
  });

  it.each(DASHBOARD_TABS)("the %s tab's page renders its own tab for an admin", async (tab) => {
    await signInAs();
    const element = await open(await load(`${TABS}/${tab}/page.tsx`));
    expect(element.type).toBe(DashboardTabPanel);
    expect(element.props.tab).toBe(tab);
  });

  it("/admin/dashboard opens the first tab; the one-page dashboard's addresses open their tab with the rest of their query", async () => {
    await signInAs();
    const dashboard = await load(`${DASHBOARD}/page.tsx`);
    const cases: [Query, string][] = [
      [{}, "/admin/dashboard/users"],
      [{ tab: "logs", cursor: "abc", action: "admin.login" }, "/admin/dashboard/logs?cursor=abc&action=admin.login"],
      [{ tab: "orders", approvedOnly: "1", ordersCursor: "x/y" }, "/admin/dashboard/orders?approvedOnly=1&ordersCursor=x%2Fy"],
      [{ tab: "overview", range: "90" }, "/admin/dashboard/overview?range=90"],
      [{ tab: ["mail", "logs"], mailCursor: " c " }, "/admin/dashboard/mail?mailCursor=c"],
      // An unknown tab opened the first one, and still does.
      [{ tab: "nope", user: "" }, "/admin/dashboard/users"],
    ];
    for (const [query, url] of cases) expect({ query, url: await redirectOf(open(dashboard, query)) }).toEqual({ query, url });
    expect(DASHBOARD_PATH).toBe("/admin/dashboard");
  });
});
