import "server-only";

import { AFFILIATE_APPLICATION_MAIL as M } from "@/lib/content/mail";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MailBlock, MailLayout, MailLine } from "@/lib/mail/templates/mail-layout";

type Field = keyof typeof M.labels;

type AffiliateApplicationMailData = {
  application: { [K in Field]?: string | null } & { name: string; email: string };
  applicationId: string;
  receivedAt: Date;
  ipAddress: string;
};

function AffiliateApplication({ application, applicationId, receivedAt, ipAddress }: AffiliateApplicationMailData) {
  const fields = Object.entries(M.labels) as [Field, string][];
  return (
    // Sent to the support address: no footer pointing it at itself.
    <MailLayout preview={M.intro} supportFooter={false}>
      <MailBlock>
        <MailLine>{M.intro}</MailLine>
      </MailBlock>
      <MailBlock>
        {fields.map(([field, label]) => (
          <MailLine key={field}>
            <strong>{label}:</strong> <span style={{ whiteSpace: "pre-wrap" }}>{application[field] ?? M.notGiven}</span>
          </MailLine>
        ))}
      </MailBlock>
      <MailBlock>
        <MailLine muted>{M.applicationId(applicationId)}</MailLine>
        <MailLine muted>{M.received(receivedAt.toISOString(), ipAddress)}</MailLine>
      </MailBlock>
    </MailLayout>
  );
}

/** The notice to the support address: every field of the application, labelled. */
export function affiliateApplicationMail(data: AffiliateApplicationMailData): Promise<Mail> {
  // A subject is one header line: whatever the applicant typed, no line breaks get into it.
  return renderMail(M.subject(data.application.name.replace(/\s+/g, " ")), <AffiliateApplication {...data} />);
}
