import { periodName } from "@/lib/content/affiliate-payouts";
import { AFFILIATE_STATEMENT_MAIL as M } from "@/lib/content/mail";
import type { Mail } from "@/lib/mail/templates/mail";
import { formatPrice } from "@/lib/payments/pricing";
import { site } from "@/lib/site";

export type AffiliateStatementMailData = {
  name: string;
  /** The month the statement covers, "2026-10". */
  period: string;
  currency: string;
  /** What happened in that month: sales made, lines voided, clawbacks recorded. */
  month: { sales: number; earnedCents: number; voided: number; voidedCents: number; clawbacks: number; clawbackCents: number };
  /** The balances when the statement was made, as the portal shows them. */
  balances: { pendingCents: number; approvedCents: number; paidCents: number };
  /** The affiliate's item in that month's payout run, if any. */
  payout: { amountCents: number; status: keyof typeof M.payoutStatus; failureReason: string | null } | null;
  portalUrl: string;
};

/** An affiliate's monthly statement: the month's sales, voids, clawbacks and payout, the balances now and the portal link. */
export function affiliateStatementMail(data: AffiliateStatementMailData): Mail {
  const money = (cents: number) => formatPrice(cents, data.currency);
  const month = periodName(data.period);
  const { payout } = data;
  const text = [
    M.greeting(data.name.replace(/\s+/g, " ")),
    "",
    M.intro(month),
    "",
    M.monthHeading(month),
    M.sales(data.month.sales, money(data.month.earnedCents)),
    M.voided(data.month.voided, money(data.month.voidedCents)),
    M.clawbacks(data.month.clawbacks, money(data.month.clawbackCents)),
    ...(payout
      ? [M.payout(money(payout.amountCents), M.payoutStatus[payout.status]), ...(payout.failureReason ? [M.payoutReturned(payout.failureReason)] : [])]
      : [M.noPayout]),
    "",
    M.balancesHeading,
    M.pending(money(data.balances.pendingCents)),
    M.approved(money(data.balances.approvedCents)),
    M.paid(money(data.balances.paidCents)),
    "",
    M.portal(data.portalUrl),
    "",
    M.questions(site.supportEmail),
  ].join("\n");
  return { subject: M.subject(month), text };
}
