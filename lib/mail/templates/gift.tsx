import "server-only";

import { Button } from "react-email";

import { GIFT_MAIL as M } from "@/lib/content/gifts";
import { renderMail, type Mail } from "@/lib/mail/templates/mail";
import { MAIL_STYLES, MailAccountBlock, MailBlock, MailLayout, MailLine } from "@/lib/mail/templates/mail-layout";

type GiftMailData = { code: string; message: string | null; redeemLink: string };

function Gift({ code, message, redeemLink }: GiftMailData) {
  return (
    <MailLayout preview={M.preview}>
      <MailBlock>
        <MailLine>{M.intro}</MailLine>
      </MailBlock>
      {message ? (
        <MailBlock>
          <MailLine>{M.messageHeading}</MailLine>
          {message.split("\n").map((line, index) => (
            <MailLine key={index}>{line}</MailLine>
          ))}
        </MailBlock>
      ) : null}
      <MailBlock>
        <MailLine>{M.code(code)}</MailLine>
        <Button href={redeemLink} style={MAIL_STYLES.button}>
          {M.redeemButton}
        </Button>
        <MailLine muted>{M.howTo}</MailLine>
      </MailBlock>
      <MailAccountBlock />
    </MailLayout>
  );
}

/** The recipient's gift: the buyer's message, the code and the way to redeem it. */
export function giftMail(data: GiftMailData): Promise<Mail> {
  return renderMail(M.subject, <Gift {...data} />);
}
