import "server-only";

import { Link } from "react-email";

import { ACCOUNT_EMAIL_CHANGED_MAIL as CHANGED } from "@/lib/content/mail";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MAIL_STYLES, MailBlock, MailLayout, MailLine } from "@/lib/mail/templates/mail-layout";
import { site } from "@/lib/site";

function EmailChanged({ to }: { to: string }) {
  return (
    <MailLayout preview={CHANGED.body(to)} supportFooter={false}>
      <MailBlock>
        <MailLine>{CHANGED.body(to)}</MailLine>
        <MailLine>
          {`${CHANGED.notYou} `}
          <Link href={`mailto:${site.supportEmail}`} style={MAIL_STYLES.link}>
            {site.supportEmail}
          </Link>
        </MailLine>
      </MailBlock>
    </MailLayout>
  );
}

/** The notice to a buyer's old address that their account moved to `to`. */
export function accountEmailChangedMail(data: { to: string }): Promise<Mail> {
  return renderMail(CHANGED.subject, <EmailChanged {...data} />);
}
