/** The funnel per source, as the dashboard's Overview and the affiliate portal show it (lib/referrals/source-funnel.ts). */
export const SOURCE_FUNNEL = {
  heading: "Where buyers come from",
  adminIntro: (max: number) =>
    `For each source, a creator code and the utm_source and utm_campaign of the link: visitors of the payment page, checkouts started, orders paid and refunded, and licenses whose mod made its first check, each counted on its own day. The ${max} sources with the most paid orders.`,
  affiliateIntro:
    "Your codes' links in the period: visitors of the payment page, checkouts started, orders paid and refunded, and licenses whose mod made its first check. Add ?utm_source= and ?utm_campaign= to a link to tell your videos or posts apart.",
  empty: "No visits or orders in the period.",
  columns: ["Source", "Visitors", "Checkouts", "Paid", "Refunded", "Mod started"],
  csv: "Download per day (CSV)",
  from: "From",
  to: "To",
  csvHint: "One row per UTC day and source, for the days chosen (at most a year).",
  csvHeader: ["day", "creator_code", "utm_source", "utm_campaign", "visitors", "checkouts", "paid", "refunded", "mod_started"],
  noSource: "No source",
};

/** A source as a person reads it: "Creator code TECHNO · youtube / launch", or "No source". */
export function sourceLabel({ code, utmSource, utmCampaign }: { code: string | null; utmSource: string | null; utmCampaign: string | null }): string {
  const campaign = [utmSource, utmCampaign].filter(Boolean).join(" / ");
  const parts = [...(code ? [`Creator code ${code}`] : []), ...(campaign ? [campaign] : [])];
  return parts.length > 0 ? parts.join(" · ") : SOURCE_FUNNEL.noSource;
}
