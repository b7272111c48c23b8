import "server-only";

import { AFFILIATE_REJECTION_MAIL as M } from "@/lib/content/mail";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MailBlock, MailLayout, MailLine } from "@/lib/mail/templates/mail-layout";

function AffiliateRejection({ name }: { name: string }) {
  return (
    <MailLayout preview={M.subject}>
      <MailBlock>
        <MailLine>{M.greeting(name.replace(/\s+/g, " "))}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine>{M.body}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine>{M.again}</MailLine>
      </MailBlock>
    </MailLayout>
  );
}

/** To an applicant whose application was not accepted: short, kind, and an open door. */
export function affiliateRejectionMail(data: { name: string }): Promise<Mail> {
  return renderMail(M.subject, <AffiliateRejection {...data} />);
}
