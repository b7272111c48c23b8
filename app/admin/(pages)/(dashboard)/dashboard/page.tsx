import type { Metadata } from "next";

import { signOutEverywhereAction } from "@/lib/actions/admin/sessions";
import { logoutAction } from "@/lib/actions/logout";
import { getStats } from "@/lib/admin/get-stats";
import { listAffiliateApplications } from "@/lib/admin/list-affiliate-applications";
import { listAuditActions, listAuditLog } from "@/lib/admin/list-audit-log";
import { listOpenCommissions } from "@/lib/admin/list-open-commissions";
import { listOrders } from "@/lib/admin/list-orders";
import { listOutbox } from "@/lib/admin/list-outbox";
import { listPayoutRuns } from "@/lib/admin/list-payout-runs";
import { listWebhookEvents } from "@/lib/admin/list-webhook-events";
import { referralPerformance } from "@/lib/admin/referral-performance";
import { salesOverview } from "@/lib/admin/sales-overview";
import { adminPageSchema, listAuditLogSchema, listOrdersSchema, overviewRangeSchema } from "@/lib/admin/schemas";
import { parseWith } from "@/lib/api/parse";
import { requireAdmin } from "@/lib/auth/require-admin";
import { ADMIN_TOASTS, ADMIN_DASHBOARD as D } from "@/lib/content/admin";
import { log } from "@/lib/log";
import { listReleases } from "@/lib/releases/list-releases";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

import { ActivityLog } from "@/components/admin/activity-log";
import { AddUserForm } from "@/components/admin/add-user-form";
import { AffiliateApplications } from "@/components/admin/affiliate-applications";
import { BuyerData } from "@/components/admin/buyer-data";
import { CsvExport } from "@/components/admin/csv-export";
import { MailOutbox } from "@/components/admin/mail-outbox";
import { OpenCommissions } from "@/components/admin/open-commissions";
import { OrdersTable } from "@/components/admin/orders-table";
import { PayoutRuns } from "@/components/admin/payout-runs";
import { ReferralGenerator } from "@/components/admin/referral-generator";
import { ReferralPerformance } from "@/components/admin/referral-performance";
import { ReleaseList } from "@/components/admin/release-list";
import { ReleaseUploadForm } from "@/components/admin/release-upload-form";
import { SalesOverview } from "@/components/admin/sales-overview";
import { SignOutEverywhereButton } from "@/components/admin/sign-out-everywhere-button";
import { ToastOnMount } from "@/components/admin/toast-on-mount";
import { UserListDialog } from "@/components/admin/user-list-dialog";
import { UserSearch } from "@/components/admin/user-search";
import { WebhookEvents } from "@/components/admin/webhook-events";

export const metadata: Metadata = { title: D.title, robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const TABS = ["users", "referrals", "logs", "orders", "affiliates", "payouts", "buyers", "overview", "mail", "webhooks", "releases"] as const;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** A section's data, or null when reading it failed (logged; the page shows the spec's error toast). */
async function attempt<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    log.error("admin dashboard read failed", { what, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

export default async function AdminDashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const admin = await requireAdmin();
  const params = await searchParams;
  const tab = TABS.find((t) => t === one(params.tab)) ?? "users";
  const filters = { action: one(params.action), user: one(params.user) };
  // A malformed cursor (a hand-edited address) shows the first page rather than failing the dashboard.
  const ordersParsed = listOrdersSchema.safeParse({ limit: 50, cursor: one(params.ordersCursor), approvedOnly: one(params.approvedOnly) });
  const ordersQuery = ordersParsed.success ? ordersParsed.data : parseWith(listOrdersSchema, { limit: 50 });
  const { range } = overviewRangeSchema.parse({ range: one(params.range) });

  const [stats, logs, actions, orders, referrals, openLines, applications, payouts, overview, outbox, webhooks, releases] = await Promise.all([
    attempt("stats", getStats),
    attempt("audit log", () => listAuditLog(parseWith(listAuditLogSchema, { limit: 50, cursor: one(params.cursor), ...filters }))),
    attempt("audit actions", listAuditActions),
    attempt("orders", () => listOrders(ordersQuery)),
    attempt("referrals", referralPerformance),
    attempt("open commissions", listOpenCommissions),
    attempt("affiliates", () => listAffiliateApplications({ limit: 100 })),
    attempt("payouts", listPayoutRuns),
    attempt("overview", () => salesOverview(range)),
    attempt("outbox", () => listOutbox(parseWith(adminPageSchema, { limit: 50, cursor: one(params.mailCursor) }))),
    attempt("webhook events", () => listWebhookEvents(parseWith(adminPageSchema, { limit: 50, cursor: one(params.webhooksCursor) }))),
    attempt("releases", listReleases),
  ]);
  const approved = (applications ?? []).filter((a) => a.status === "APPROVED").map((a) => ({ id: a.id, name: a.name }));

  return (
    <>
      {stats ? null : <ToastOnMount message={ADMIN_TOASTS.statsFailed} />}
      {logs ? null : <ToastOnMount message={ADMIN_TOASTS.logsFailed} />}
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold text-zinc-50">{D.heading}</h1>
          <p className="text-sm text-zinc-400">{D.signedInAs(admin.username)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <SignOutEverywhereButton action={signOutEverywhereAction} />
          <form action={logoutAction}>
            <button type="submit" className="rounded-lg border border-ink-700 px-4 py-2 font-semibold hover:border-red-500">
              {D.logout}
            </button>
          </form>
        </div>
      </header>

      <section aria-label="Statistics" className="mt-6 grid gap-4 sm:grid-cols-3">
        <UserListDialog label={D.stats.total} value={stats?.totalLicenses ?? 0} activeOnly={false} />
        <UserListDialog label={D.stats.active} value={stats?.activeLicenses ?? 0} activeOnly />
        <div className="rounded-xl border border-ink-700 bg-ink-900 p-5">
          <span className="block text-sm text-zinc-400">{D.stats.logs}</span>
          <span className="mt-1 block text-3xl font-bold text-zinc-50">{stats?.auditLogCount ?? 0}</span>
        </div>
      </section>

      <Tabs defaultValue={tab} className="mt-8">
        <TabsList aria-label="Dashboard sections">
          {TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {D.tabs[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* One column: the search's results table gets the tab's whole width. */}
        <TabsContent value="users" className="space-y-8">
          <div className="max-w-xl">
            <AddUserForm />
          </div>
          <UserSearch />
        </TabsContent>
        <TabsContent value="referrals" className="space-y-8">
          <ReferralGenerator affiliates={approved} />
          <ReferralPerformance rows={referrals ?? []} />
          <OpenCommissions rows={openLines ?? []} />
        </TabsContent>
        <TabsContent value="logs">
          <ActivityLog logs={logs?.logs ?? []} nextCursor={logs?.nextCursor ?? null} filters={filters} actions={actions ?? []} />
        </TabsContent>
        <TabsContent value="orders" className="space-y-6">
          <CsvExport kinds={["orders"]} />
          <OrdersTable orders={orders?.orders ?? []} nextCursor={orders?.nextCursor ?? null} approvedOnly={ordersQuery.approvedOnly === true} />
        </TabsContent>
        <TabsContent value="affiliates">
          <AffiliateApplications rows={applications ?? []} />
        </TabsContent>
        <TabsContent value="payouts">
          <PayoutRuns runs={payouts ?? []} />
        </TabsContent>
        <TabsContent value="buyers">
          <BuyerData />
        </TabsContent>
        <TabsContent value="overview">{overview ? <SalesOverview overview={overview} /> : <p className="text-zinc-300">{D.overviewFailed}</p>}</TabsContent>
        <TabsContent value="mail">
          <MailOutbox messages={outbox?.messages ?? []} nextCursor={outbox?.nextCursor ?? null} />
        </TabsContent>
        <TabsContent value="webhooks">
          <WebhookEvents events={webhooks?.events ?? []} nextCursor={webhooks?.nextCursor ?? null} />
        </TabsContent>
        <TabsContent value="releases" className="space-y-8">
          <ReleaseUploadForm />
          <ReleaseList releases={releases ?? []} />
        </TabsContent>
      </Tabs>
    </>
  );
}
