import "server-only";

import { AFFILIATE_WELCOME_MAIL as M } from "@/lib/content/mail";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MailBlock, MailLayout, MailLine, MailLinkLine } from "@/lib/mail/templates/mail-layout";

type AffiliateWelcomeMailData = { name: string; code: string; codeLink: string; signInLink: string; linkHours: number; loginUrl: string };

function AffiliateWelcome({ name, code, codeLink, signInLink, linkHours, loginUrl }: AffiliateWelcomeMailData) {
  return (
    <MailLayout preview={M.approved}>
      <MailBlock>
        <MailLine>{M.greeting(name.replace(/\s+/g, " "))}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine>{M.approved}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine>{M.code(code)}</MailLine>
        <MailLinkLine label={M.codeLink} href={codeLink} />
      </MailBlock>
      <MailBlock>
        <MailLinkLine label={M.signIn} href={signInLink} />
        <MailLinkLine label={M.linkLifetime(linkHours)} href={loginUrl} />
      </MailBlock>
    </MailLayout>
  );
}

/** To an approved applicant: the account is ready, and a one-time link signs them in. */
export function affiliateWelcomeMail(data: AffiliateWelcomeMailData): Promise<Mail> {
  return renderMail(M.subject, <AffiliateWelcome {...data} />);
}
