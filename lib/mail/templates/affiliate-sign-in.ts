import { AFFILIATE_SIGN_IN_MAIL as M } from "@/lib/content/mail";
import type { Mail } from "@/lib/mail/templates/mail";
import { site } from "@/lib/site";

/** The one-time sign-in link an affiliate asked for. */
export function affiliateSignInMail({ signInLink, linkMinutes }: { signInLink: string; linkMinutes: number }): Mail {
  const text = [M.intro, "", M.signIn(signInLink), M.linkLifetime(linkMinutes), "", M.notYou, "", M.questions(site.supportEmail)].join("\n");
  return { subject: M.subject, text };
}
