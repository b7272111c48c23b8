import { AFFILIATE_APPLICATION_MAIL as M } from "@/lib/content/mail";
import type { Mail } from "@/lib/mail/templates/mail";

type Field = keyof typeof M.labels;

export type AffiliateApplicationMailData = {
  application: { [K in Field]?: string | null } & { name: string; email: string };
  applicationId: string;
  receivedAt: Date;
  ipAddress: string;
};

/** The notice to the support address: every field of the application, labelled. */
export function affiliateApplicationMail({ application, applicationId, receivedAt, ipAddress }: AffiliateApplicationMailData): Mail {
  const fields = Object.entries(M.labels) as [Field, string][];
  const text = [
    M.intro,
    "",
    ...fields.map(([field, label]) => `${label}: ${application[field] ?? M.notGiven}`),
    "",
    M.applicationId(applicationId),
    M.received(receivedAt.toISOString(), ipAddress),
  ].join("\n");
  // A subject is one header line: whatever the applicant typed, no line breaks get into it.
  return { subject: M.subject(application.name.replace(/\s+/g, " ")), text };
}
