import type { Metadata } from "next";

import { LogOut } from "lucide-react";

import { signOutAffiliateAction } from "@/lib/affiliates/actions/portal";
import { affiliateLedger } from "@/lib/affiliates/affiliate-ledger";
import { requireAffiliate } from "@/lib/affiliates/affiliate-session";
import { affiliateStats } from "@/lib/affiliates/affiliate-stats";
import { listPortalCodes, type PortalCode } from "@/lib/affiliates/portal-codes";
import { listPortalVanityRequests } from "@/lib/affiliates/portal-vanity-requests";
import { statsPeriodSchema } from "@/lib/affiliates/stats-period";
import { AFFILIATE_PORTAL as P } from "@/lib/content/affiliate-portal";
import { utcDateTime } from "@/lib/content/dates";
import { env } from "@/lib/env";
import { formatPrice } from "@/lib/money";
import { MAX_CODES_PER_AFFILIATE } from "@/lib/referrals/affiliate-code-limit";
import { sourceFunnel } from "@/lib/referrals/source-funnel";
import { site } from "@/lib/site";

import { Button } from "@/components/ui/button";
import { StaticIcon } from "@/components/ui/static-icon";

import { AffiliateStatistics } from "@/components/affiliate/affiliate-statistics";
import { CommissionLedger } from "@/components/affiliate/commission-ledger";
import { MarketingMaterials } from "@/components/affiliate/marketing-materials";
import { PayoutForm } from "@/components/affiliate/payout-form";
import { AffiliateSourceFunnel } from "@/components/affiliate/source-funnel";
import { VanityCodeRequests } from "@/components/affiliate/vanity-code-requests";
import { CopyButton } from "@/components/marketing/copy-button";

export const metadata: Metadata = { title: P.title, robots: { index: false, follow: false } };

const SECTION = "rounded-xl border border-ink-700 bg-ink-900 p-6";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The affiliate portal. Checks the affiliate's own session on the server
 * (the sign-in page without one); an admin's session does not count. Each
 * part is its own section. The statistics' period comes from the query string (`?days=`, `?from=&to=`),
 * parsed once here; a bad one shows the default period.
 */
/** A code's terms, uses and savings as the portal lists them, in the order an affiliate reads them. */
function codeTerms(terms: Omit<PortalCode, "code" | "link">): string[] {
  const usd = (cents: number) => formatPrice(cents, "USD");
  const discount = terms.discountPercent > 0 ? `${terms.discountPercent}%` : terms.discountCents > 0 ? usd(terms.discountCents) : null;
  return [
    ...(terms.active ? [] : [P.codes.inactive]),
    P.codes.discount(discount),
    P.codes.commission(usd(terms.commissionCents)),
    P.codes.uses(terms.uses, terms.maxUses),
    ...(terms.startsAt ? [P.codes.from(utcDateTime(terms.startsAt))] : []),
    ...(terms.endsAt ? [P.codes.until(utcDateTime(terms.endsAt))] : []),
    P.codes.saved(usd(terms.savedCents)),
  ];
}

export default async function AffiliatePortalPage({ searchParams }: { searchParams: SearchParams }) {
  const affiliate = await requireAffiliate();
  const period = statsPeriodSchema.parse(await searchParams);
  // Their codes are read once and handed to the statistics, the ledger and the sources.
  const codes = await listPortalCodes(affiliate.applicationId);
  const own = { ...affiliate, codes: codes.map((c) => c.code) };
  const [stats, ledger, vanityRequests] = await Promise.all([
    affiliateStats(own, period),
    affiliateLedger(own),
    listPortalVanityRequests(affiliate.applicationId),
  ]);
  // The statistics' period, as that read it (the last N days end today).
  const sources = await sourceFunnel({ from: stats.period.from, to: stats.period.to, codes: own.codes });
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-zinc-50">{P.heading(affiliate.name)}</h1>
          <p className="mt-2 text-zinc-300">
            {P.status.label}: <span className="font-semibold text-zinc-50">{P.status[affiliate.status]}</span>
          </p>
        </div>
        <form action={signOutAffiliateAction}>
          <Button type="submit" variant="outline" size="sm" className="text-zinc-100">
            <StaticIcon icon={LogOut} className="size-4" />
            {P.signOut}
          </Button>
        </form>
      </header>

      {affiliate.status === "SUSPENDED" ? (
        <section role="alert" className="rounded-xl border border-red-800 bg-red-950/40 p-6 text-zinc-100">
          <p className="font-semibold">{P.suspended}</p>
          {affiliate.suspendedReason ? <p className="mt-2">{P.suspendedReason(affiliate.suspendedReason)}</p> : null}
          <p className="mt-2 text-sm text-zinc-300">{P.suspendedContact(site.supportEmail)}</p>
        </section>
      ) : null}

      <section aria-labelledby="codes-heading" className={SECTION}>
        <h2 id="codes-heading" className="text-xl font-semibold text-zinc-50">
          {P.codes.heading}
        </h2>
        <p className="mt-1 text-sm text-zinc-300">{P.codes.intro}</p>
        {codes.length === 0 ? (
          <p className="mt-4 text-zinc-300">{P.codes.empty}</p>
        ) : (
          <ul className="mt-4 flex flex-col gap-3">
            {codes.map(({ code, link, ...terms }) => (
              <li key={code} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-ink-800 bg-ink-950 p-3">
                <div className="min-w-0">
                  <p className="font-mono font-semibold text-zinc-50">{code}</p>
                  <p className="font-mono text-sm break-all text-zinc-300">{link}</p>
                  <p className="mt-1 text-sm text-zinc-300">{codeTerms(terms).join(" · ")}</p>
                </div>
                <CopyButton text={link} label={P.codes.copyLabel(code)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <VanityCodeRequests requests={vanityRequests} codeCount={codes.length} maxCodes={MAX_CODES_PER_AFFILIATE} suspended={affiliate.status === "SUSPENDED"} />

      <AffiliateStatistics stats={stats} />
      <AffiliateSourceFunnel rows={sources} />

      <CommissionLedger ledger={ledger} holdDays={env.AFFILIATE_HOLD_DAYS} />

      <section aria-labelledby="payout-heading" className={SECTION}>
        <h2 id="payout-heading" className="text-xl font-semibold text-zinc-50">
          {P.payout.heading}
        </h2>
        <p className="mt-1 text-sm text-zinc-300">{P.payout.intro}</p>
        <PayoutForm payoutEmail={affiliate.payoutEmail} minecraftUuid={affiliate.minecraftUuid} />
      </section>

      {codes[0] ? <MarketingMaterials link={codes[0].link} /> : null}
    </div>
  );
}
