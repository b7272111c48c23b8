import "server-only";

import { AFFILIATE_SIGN_IN_MAIL as M } from "@/lib/content/mail";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MailBlock, MailLayout, MailLine, MailLinkLine } from "@/lib/mail/templates/mail-layout";

type AffiliateSignInMailData = { signInLink: string; linkMinutes: number };

function AffiliateSignIn({ signInLink, linkMinutes }: AffiliateSignInMailData) {
  return (
    <MailLayout preview={M.intro}>
      <MailBlock>
        <MailLine>{M.intro}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLinkLine label={M.signIn} href={signInLink} />
        <MailLine>{M.linkLifetime(linkMinutes)}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine muted>{M.notYou}</MailLine>
      </MailBlock>
    </MailLayout>
  );
}

/** The one-time sign-in link an affiliate asked for. */
export function affiliateSignInMail(data: AffiliateSignInMailData): Promise<Mail> {
  return renderMail(M.subject, <AffiliateSignIn {...data} />);
}
