import "server-only";

import { ACCOUNT_SIGN_IN_MAIL as M } from "@/lib/content/mail";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MailBlock, MailLayout, MailLine, MailLinkLine } from "@/lib/mail/templates/mail-layout";

type AccountSignInMailData = { code: string; signInLink: string; minutes: number };

function AccountSignIn({ code, signInLink, minutes }: AccountSignInMailData) {
  return (
    <MailLayout preview={M.intro}>
      <MailBlock>
        <MailLine>{M.intro}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine>
          {M.code} <strong style={{ fontSize: "20px", letterSpacing: "4px" }}>{code}</strong>
        </MailLine>
        <MailLinkLine label={M.signIn} href={signInLink} />
        <MailLine>{M.lifetime(minutes)}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine muted>{M.notYou}</MailLine>
      </MailBlock>
    </MailLayout>
  );
}

/** The 6-digit code and one-time link a buyer asked for to sign in to their account. */
export function accountSignInMail(data: AccountSignInMailData): Promise<Mail> {
  return renderMail(M.subject, <AccountSignIn {...data} />);
}
