import "server-only";

import { Link } from "react-email";

import { AFFILIATE_WELCOME_MAIL as M } from "@/lib/content/mail";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MAIL_STYLES, MailBlock, MailLayout, MailLine } from "@/lib/mail/templates/mail-layout";

export type AffiliateWelcomeMailData = { name: string; signInLink: string; linkHours: number; loginUrl: string };

function AffiliateWelcome({ name, signInLink, linkHours, loginUrl }: AffiliateWelcomeMailData) {
  return (
    <MailLayout preview={M.approved}>
      <MailBlock>
        <MailLine>{M.greeting(name.replace(/\s+/g, " "))}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine>{M.approved}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine>
          {`${M.signIn} `}
          <Link href={signInLink} style={MAIL_STYLES.link}>
            {signInLink}
          </Link>
        </MailLine>
        <MailLine>
          {`${M.linkLifetime(linkHours)} `}
          <Link href={loginUrl} style={MAIL_STYLES.link}>
            {loginUrl}
          </Link>
        </MailLine>
      </MailBlock>
    </MailLayout>
  );
}

/** To an approved applicant: the account is ready, and a one-time link signs them in. */
export function affiliateWelcomeMail(data: AffiliateWelcomeMailData): Promise<Mail> {
  return renderMail(M.subject, <AffiliateWelcome {...data} />);
}
