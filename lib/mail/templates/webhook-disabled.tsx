import "server-only";

import { Link } from "react-email";

import { WEBHOOK_DISABLED_MAIL as M } from "@/lib/content/mail";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MAIL_STYLES, MailBlock, MailLayout, MailLine } from "@/lib/mail/templates/mail-layout";

type WebhookDisabledMailData = { url: string; failed: number; lastError: string; dashboardUrl: string };

function WebhookDisabled({ url, failed, lastError, dashboardUrl }: WebhookDisabledMailData) {
  return (
    // Sent to the admins: no footer pointing them at the support address.
    <MailLayout preview={M.intro(url, failed)} supportFooter={false}>
      <MailBlock>
        <MailLine>{M.intro(url, failed)}</MailLine>
        <MailLine muted>{M.lastError(lastError)}</MailLine>
        <MailLine>{M.next}</MailLine>
        <MailLine>
          <Link href={dashboardUrl} style={MAIL_STYLES.link}>
            {M.dashboard}
          </Link>
        </MailLine>
      </MailBlock>
    </MailLayout>
  );
}

/** The admins' notice that an endpoint was disabled: which one, why, and what to do. */
export function webhookDisabledMail(data: WebhookDisabledMailData): Promise<Mail> {
  return renderMail(M.subject(data.url), <WebhookDisabled {...data} />);
}
