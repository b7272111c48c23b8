import { RESEND_LINKS_MAIL as M } from "@/lib/content/mail";
import type { Mail } from "@/lib/mail/templates/mail";
import { site } from "@/lib/site";

export type ResendLinksMailData = { links: readonly { username: string; downloadLink: string }[] };

/** "Lost your download link?": a fresh link for each Minecraft account the address paid for. */
export function resendLinksMail({ links }: ResendLinksMailData): Mail {
  const text = [
    M.intro,
    "",
    ...links.flatMap((link) => [M.account(link.username), M.download(link.downloadLink), ""]),
    M.linkLifetime,
    M.notYou,
    "",
    M.questions(site.supportEmail),
  ].join("\n");
  return { subject: M.subject(links.length), text };
}
