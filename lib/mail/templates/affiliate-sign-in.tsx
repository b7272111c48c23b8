import "server-only";

import { Link } from "react-email";

import { AFFILIATE_SIGN_IN_MAIL as M } from "@/lib/content/mail";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MAIL_STYLES, MailBlock, MailLayout, MailLine } from "@/lib/mail/templates/mail-layout";

type AffiliateSignInMailData = { signInLink: string; linkMinutes: number };

function AffiliateSignIn({ signInLink, linkMinutes }: AffiliateSignInMailData) {
  return (
    <MailLayout preview={M.intro}>
      <MailBlock>
        <MailLine>{M.intro}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine>
          {`${M.signIn} `}
          <Link href={signInLink} style={MAIL_STYLES.link}>
            {signInLink}
          </Link>
        </MailLine>
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
