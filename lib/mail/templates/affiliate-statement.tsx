import "server-only";

import { periodName } from "@/lib/content/affiliate-payouts";
import { AFFILIATE_STATEMENT_MAIL as M } from "@/lib/content/mail";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MailBlock, MailLayout, MailLine, MailLinkLine } from "@/lib/mail/templates/mail-layout";
import { formatPrice } from "@/lib/money";

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

function AffiliateStatement(data: AffiliateStatementMailData) {
  const money = (cents: number) => formatPrice(cents, data.currency);
  const month = periodName(data.period);
  const { payout } = data;
  return (
    <MailLayout preview={M.intro(month)}>
      <MailBlock>
        <MailLine>{M.greeting(data.name.replace(/\s+/g, " "))}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine>{M.intro(month)}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine>
          <strong>{M.monthHeading(month)}</strong>
        </MailLine>
        <MailLine>{M.sales(data.month.sales, money(data.month.earnedCents))}</MailLine>
        <MailLine>{M.voided(data.month.voided, money(data.month.voidedCents))}</MailLine>
        <MailLine>{M.clawbacks(data.month.clawbacks, money(data.month.clawbackCents))}</MailLine>
        <MailLine>{payout ? M.payout(money(payout.amountCents), M.payoutStatus[payout.status]) : M.noPayout}</MailLine>
        {payout?.failureReason && <MailLine muted>{M.payoutReturned(payout.failureReason)}</MailLine>}
      </MailBlock>
      <MailBlock>
        <MailLine>
          <strong>{M.balancesHeading}</strong>
        </MailLine>
        <MailLine>{M.pending(money(data.balances.pendingCents))}</MailLine>
        <MailLine>{M.approved(money(data.balances.approvedCents))}</MailLine>
        <MailLine>{M.paid(money(data.balances.paidCents))}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLinkLine label={M.portal} href={data.portalUrl} />
      </MailBlock>
    </MailLayout>
  );
}

/** An affiliate's monthly statement: the month's sales, voids, clawbacks and payout, the balances now and the portal link. */
export function affiliateStatementMail(data: AffiliateStatementMailData): Promise<Mail> {
  return renderMail(M.subject(periodName(data.period)), <AffiliateStatement {...data} />);
}
