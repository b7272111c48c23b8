import "server-only";

import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MailBlock, MailLayout, MailLine, MailLinkLine } from "@/lib/mail/templates/mail-layout";

/** A sign-in mail's words, in each audience's copy (lib/content/mail.ts); `code` only where a code is sent. */
export type SignInMailCopy = {
  subject: string;
  intro: string;
  code?: string;
  signIn: string;
  lifetime: (minutes: number) => string;
  notYou: string;
};

type SignInMailData = { code?: string | null; signInLink: string; minutes: number };

function SignIn({ copy, code, signInLink, minutes }: SignInMailData & { copy: SignInMailCopy }) {
  return (
    <MailLayout preview={copy.intro}>
      <MailBlock>
        <MailLine>{copy.intro}</MailLine>
      </MailBlock>
      <MailBlock>
        {code ? (
          <MailLine>
            {copy.code} <strong style={{ fontSize: "20px", letterSpacing: "4px" }}>{code}</strong>
          </MailLine>
        ) : null}
        <MailLinkLine label={copy.signIn} href={signInLink} />
        <MailLine>{copy.lifetime(minutes)}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine muted>{copy.notYou}</MailLine>
      </MailBlock>
    </MailLayout>
  );
}

/**
 * The e-mailed sign-in (lib/auth/email-sign-in.ts) of the buyer's account (a 6-digit code and a one-time link) and
 * of the affiliate portal (the link alone), each in its audience's words.
 */
export function signInMail(copy: SignInMailCopy, data: SignInMailData): Promise<Mail> {
  return renderMail(copy.subject, <SignIn copy={copy} {...data} />);
}
