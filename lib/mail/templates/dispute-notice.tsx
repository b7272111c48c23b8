import "server-only";

import { Link } from "react-email";

import { DISPUTE_MAIL as M } from "@/lib/content/mail";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MAIL_STYLES, MailBlock, MailLayout, MailLine } from "@/lib/mail/templates/mail-layout";

export type DisputeNoticeData = {
  kind: "opened" | "due";
  amount: string;
  reason: string;
  stage: string;
  /** The due date as the mail writes it ("2026-12-05 10:00"), or null. */
  dueAt: string | null;
  /** "in 2 days", for the reminder's subject. */
  dueIn: string;
  username: string | null;
  dashboardUrl: string;
};

function DisputeNotice({ kind, amount, reason, stage, dueAt, username, dashboardUrl }: DisputeNoticeData) {
  const intro = kind === "opened" ? M.opened(amount, reason, stage) : M.due(amount);
  return (
    // Sent to the admins: no footer pointing them at the support address.
    <MailLayout preview={intro} supportFooter={false}>
      <MailBlock>
        <MailLine>{intro}</MailLine>
        <MailLine>{dueAt ? M.dueAt(dueAt) : M.noDue}</MailLine>
        <MailLine muted>{M.order(username)}</MailLine>
        <MailLine>{M.next}</MailLine>
        <MailLine>
          <Link href={dashboardUrl} style={MAIL_STYLES.link}>
            {M.dashboard}
          </Link>
        </MailLine>
      </MailBlock>
    </MailLayout>
  );
}

/** The admins' notice of a dispute: opened, or its due date two days away. */
export function disputeNoticeMail(data: DisputeNoticeData): Promise<Mail> {
  const subject = data.kind === "opened" ? M.openedSubject(data.amount, data.reason) : M.dueSubject(data.amount, data.dueIn);
  return renderMail(subject, <DisputeNotice {...data} />);
}
