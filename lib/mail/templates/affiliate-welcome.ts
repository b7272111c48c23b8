import { AFFILIATE_WELCOME_MAIL as M } from "@/lib/content/mail";
import type { Mail } from "@/lib/mail/templates/mail";
import { site } from "@/lib/site";

export type AffiliateWelcomeMailData = { name: string; signInLink: string; linkHours: number; loginUrl: string };

/** To an approved applicant: the account is ready, and a one-time link signs them in. */
export function affiliateWelcomeMail({ name, signInLink, linkHours, loginUrl }: AffiliateWelcomeMailData): Mail {
  const text = [
    M.greeting(name.replace(/\s+/g, " ")),
    "",
    M.approved,
    "",
    M.signIn(signInLink),
    M.linkLifetime(linkHours, loginUrl),
    "",
    M.questions(site.supportEmail),
  ].join("\n");
  return { subject: M.subject, text };
}
