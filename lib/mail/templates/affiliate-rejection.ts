import { AFFILIATE_REJECTION_MAIL as M } from "@/lib/content/mail";
import type { Mail } from "@/lib/mail/templates/mail";
import { site } from "@/lib/site";

/** To an applicant whose application was not accepted: short, kind, and an open door. */
export function affiliateRejectionMail({ name }: { name: string }): Mail {
  const text = [M.greeting(name.replace(/\s+/g, " ")), "", M.body, "", M.again, "", M.questions(site.supportEmail)].join("\n");
  return { subject: M.subject, text };
}
