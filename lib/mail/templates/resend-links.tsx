import "server-only";

import { RESEND_LINKS_MAIL as M } from "@/lib/content/mail";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MailAccountBlock, MailBlock, MailLayout, MailLine, MailLinkLine } from "@/lib/mail/templates/mail-layout";

type ResendLinksMailData = { links: readonly { username: string; downloadLink: string }[] };

function ResendLinks({ links }: ResendLinksMailData) {
  return (
    <MailLayout preview={M.intro}>
      <MailBlock>
        <MailLine>{M.intro}</MailLine>
      </MailBlock>
      {links.map((link) => (
        <MailBlock key={link.downloadLink}>
          <MailLine>{M.account(link.username)}</MailLine>
          <MailLinkLine label={M.download} href={link.downloadLink} />
        </MailBlock>
      ))}
      <MailBlock>
        <MailLine>{M.linkLifetime}</MailLine>
        <MailLine muted>{M.notYou}</MailLine>
      </MailBlock>
      <MailAccountBlock />
    </MailLayout>
  );
}

/** "Lost your download link?": a fresh link for each Minecraft account the address paid for. */
export function resendLinksMail(data: ResendLinksMailData): Promise<Mail> {
  return renderMail(M.subject(data.links.length), <ResendLinks {...data} />);
}
