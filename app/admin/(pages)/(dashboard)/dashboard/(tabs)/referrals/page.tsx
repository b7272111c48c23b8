import { queryValue, readSection, type SearchParams } from "@/lib/admin/dashboard-section";
import { listAffiliateApplications } from "@/lib/admin/list-affiliate-applications";
import { listOpenCommissions } from "@/lib/admin/list-open-commissions";
import { referralPerformance } from "@/lib/admin/referral-performance";
import { AppError } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/auth/require-admin";
import { CREATOR_CODES_QUERY as Q } from "@/lib/content/admin/routes";
import { listCreatorCodes } from "@/lib/pricing/list-creator-codes";
import { listCreatorCodesSchema } from "@/lib/pricing/schemas";

import { CreatorCodes } from "@/components/admin/creator-codes";
import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";
import { OpenCommissions } from "@/components/admin/open-commissions";
import { ReferralPerformance } from "@/components/admin/referral-performance";

/**
 * Referral Links: the creator codes (the one form that makes them, a code may go to an approved affiliate, and their
 * terms; 20 a page, found by code or affiliate), each code's performance, the open commission lines.
 */
export default async function ReferralsTabPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin();
  const params = await searchParams;
  const search = queryValue(params[Q.search]);
  // A hand-edited address shows a first page rather than failing the tab: all codes for an overlong search, the
  // search's own for a cursor this server did not make.
  const parsed = listCreatorCodesSchema.safeParse({ search, cursor: queryValue(params[Q.cursor]) });
  const query = parsed.success ? parsed.data : listCreatorCodesSchema.parse({});
  const listCodes = () =>
    listCreatorCodes(query).catch((error: unknown) => (error instanceof AppError ? listCreatorCodes({ ...query, cursor: undefined }) : Promise.reject(error)));
  const [applications, codes, referrals, openLines] = await Promise.all([
    readSection("affiliates", () => listAffiliateApplications({ limit: 100 })),
    readSection("creator codes", listCodes),
    readSection("referrals", referralPerformance),
    readSection("open commissions", listOpenCommissions),
  ]);
  const approved = (applications ?? []).filter((a) => a.status === "APPROVED").map((a) => ({ id: a.id, name: a.name }));
  return (
    <DashboardTabPanel tab="referrals" className="space-y-8">
      <CreatorCodes page={{ rows: codes?.codes ?? [], nextCursor: codes?.nextCursor ?? null, search: query.search }} affiliates={approved} />
      <ReferralPerformance rows={referrals ?? []} />
      <OpenCommissions rows={openLines ?? []} />
    </DashboardTabPanel>
  );
}
