import "server-only";

import { Link } from "react-email";

import { ACCOUNT_EMAIL_CHANGED_MAIL as CHANGED, ACCOUNT_EMAIL_CODE_MAIL as CODE } from "@/lib/content/mail";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MAIL_STYLES, MailBlock, MailLayout, MailLine } from "@/lib/mail/templates/mail-layout";
import { site } from "@/lib/site";

function EmailCode({ code, minutes }: { code: string; minutes: number }) {
  return (
    <MailLayout preview={CODE.intro}>
      <MailBlock>
        <MailLine>{CODE.intro}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine>
          {CODE.code} <strong style={{ fontSize: "20px", letterSpacing: "4px" }}>{code}</strong>
        </MailLine>
        <MailLine>{CODE.lifetime(minutes)}</MailLine>
      </MailBlock>
      <MailBlock>
        <MailLine muted>{CODE.notYou}</MailLine>
      </MailBlock>
    </MailLayout>
  );
}

/** The code that confirms a buyer's new address, to that address. */
export function accountEmailCodeMail(data: { code: string; minutes: number }): Promise<Mail> {
  return renderMail(CODE.subject, <EmailCode {...data} />);
}

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
