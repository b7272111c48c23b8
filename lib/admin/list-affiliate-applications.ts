import "server-only";

import type { ListAffiliateApplicationsQuery } from "@/lib/admin/schemas";
import { prisma } from "@/lib/database/db";
import { codeFromName } from "@/lib/referrals/code-from-name";

export type AffiliateApplicationRow = {
  id: string;
  name: string;
  email: string;
  website: string | null;
  socialMedia: string | null;
  experience: string | null;
  expectedTraffic: string | null;
  additionalInfo: string | null;
  status: "PENDING" | "APPROVED" | "REJECTED";
  createdAt: string;
  reviewedAt: string | null;
  /** Referral codes linked to this affiliate. */
  codes: string[];
  /** The first code approval would issue if the admin types none (numbered then if it is taken). */
  suggestedCode: string;
  /** The affiliate account an approval opened, if any. */
  account: { id: string; status: "ACTIVE" | "SUSPENDED"; suspendedReason: string | null } | null;
};

/** Affiliate applications, newest first, with the applicant's details and their referral codes. */
export async function listAffiliateApplications(query: ListAffiliateApplicationsQuery): Promise<AffiliateApplicationRow[]> {
  const applications = await prisma.affiliateApplication.findMany({
    where: query.status ? { status: query.status } : {},
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: query.limit,
    omit: { ipAddress: true },
    include: {
      referralCodes: { select: { code: true }, orderBy: { code: "asc" }, take: 50 },
      account: { select: { id: true, status: true, suspendedReason: true } },
    },
  });
  return applications.map(({ referralCodes, createdAt, reviewedAt, ...application }) => ({
    ...application,
    createdAt: createdAt.toISOString(),
    reviewedAt: reviewedAt?.toISOString() ?? null,
    codes: referralCodes.map((c) => c.code),
    suggestedCode: codeFromName(application.name),
  }));
}
