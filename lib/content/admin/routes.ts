import type { ADMIN_DASHBOARD } from "@/lib/content/admin/dashboard";

/** The dashboard's address: the spec's, where sign-in lands; it opens the first tab. */
export const DASHBOARD_PATH = "/admin/dashboard";
/** Every tab of the dashboard (one layout): what an admin action that changed what a tab shows renders afresh. */
export const DASHBOARD_LAYOUT = { path: DASHBOARD_PATH, type: "layout" } as const;

/** The dashboard's tabs in their order, the spec's three first; each is a route of its own, DASHBOARD_PATH/<tab>. */
export const DASHBOARD_TABS = [
  "users",
  "referrals",
  "logs",
  "orders",
  "disputes",
  "affiliates",
  "pricing",
  "payouts",
  "buyers",
  "overview",
  "mail",
  "webhooks",
  "releases",
  "tax",
] as const satisfies readonly (keyof typeof ADMIN_DASHBOARD.tabs)[];

export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The Referral Links tab's query names for its creator codes: the tab holds other lists, so its own are prefixed. */
export const CREATOR_CODES_QUERY = { search: "codesSearch", cursor: "codesCursor" } as const;

/** A tab's address with its own query (cursors, filters, range); absent and blank values are left out. */
export function dashboardHref(tab: DashboardTab, query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return `${DASHBOARD_PATH}/${tab}${search ? `?${search}` : ""}`;
}
