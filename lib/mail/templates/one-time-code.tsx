import "server-only";

import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MailBlock, MailLayout, MailLine, MailLinkLine } from "@/lib/mail/templates/mail-layout";

/** The words of a mail that carries a one-time code or link (lib/content/mail.ts); `code` and `signIn` where it has one. */
export type OneTimeCodeMailCopy = {
  subject: string;
  intro: string;
  code?: string;
  signIn?: string;
  lifetime: (minutes: number) => string;
  notYou: string;
};

type OneTimeCodeMailData = { code?: string | null; signInLink?: string; minutes: number };

function OneTimeCode({ copy, code, signInLink, minutes }: OneTimeCodeMailData & { copy: OneTimeCodeMailCopy }) {
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
        {signInLink ? <MailLinkLine label={copy.signIn ?? ""} href={signInLink} /> : null}
        <MailLine>{copy.lifetime(minutes)}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine muted>{copy.notYou}</MailLine>
      </MailBlock>
    </MailLayout>
  );
}

/**
 * A mail of lib/auth/email-sign-in.ts, each in its own words: the buyer's sign-in (a 6-digit code and a one-time
 * link), the affiliate's (the link alone), and the code that confirms a buyer's new address (the code alone).
 */
export function oneTimeCodeMail(copy: OneTimeCodeMailCopy, data: OneTimeCodeMailData): Promise<Mail> {
  return renderMail(copy.subject, <OneTimeCode copy={copy} {...data} />);
}
