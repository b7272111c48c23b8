import "server-only";

import { AFFILIATE_VANITY_CODE_MAIL as M } from "@/lib/content/mail";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MailBlock, MailLayout, MailLine, MailLinkLine } from "@/lib/mail/templates/mail-layout";

type AffiliateVanityCodeMailData = { name: string; code: string; portalUrl: string } & (
  { decision: "ACCEPTED"; codeLink: string } | { decision: "REFUSED"; reason: string }
);

function AffiliateVanityCode(data: AffiliateVanityCodeMailData) {
  const accepted = data.decision === "ACCEPTED";
  return (
    <MailLayout preview={accepted ? M.accepted(data.code) : M.refused(data.code)}>
      <MailBlock>
        <MailLine>{M.greeting(data.name.replace(/\s+/g, " "))}</MailLine>
      </MailBlock>
      {data.decision === "ACCEPTED" ? (
        <MailBlock>
          <MailLine>{M.accepted(data.code)}</MailLine>
          <MailLinkLine label={M.codeLink} href={data.codeLink} />
        </MailBlock>
      ) : (
        <MailBlock>
          <MailLine>{M.refused(data.code)}</MailLine>
          <MailLine>{M.reason(data.reason.replace(/\s+/g, " "))}</MailLine>
        </MailBlock>
      )}
      <MailBlock>
        <MailLinkLine label={accepted ? M.portal : M.again} href={data.portalUrl} />
      </MailBlock>
    </MailLayout>
  );
}

/** To an affiliate whose vanity code request an admin decided: accepted, the code and its link; refused, the reason. */
export function affiliateVanityCodeMail(data: AffiliateVanityCodeMailData): Promise<Mail> {
  const subject = data.decision === "ACCEPTED" ? M.subject.accepted(data.code) : M.subject.refused(data.code);
  return renderMail(subject, <AffiliateVanityCode {...data} />);
}
