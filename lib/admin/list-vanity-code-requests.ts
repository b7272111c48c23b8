import "server-only";

import { prisma } from "@/lib/database/db";

/** A pending vanity code request as the dashboard's Affiliates tab lists it. */
export type PendingVanityCodeRequestRow = {
  id: string;
  code: string;
  /** The affiliate's name and e-mail (their account's, else their application's). */
  name: string;
  email: string;
  /** How many referral codes the affiliate holds now (at most MAX_CODES_PER_AFFILIATE). */
  codeCount: number;
  createdAt: string;
};

/** Pending vanity code requests, oldest first (the order they were asked in), at most `limit`. */
export async function listPendingVanityCodeRequests({ limit }: { limit: number }): Promise<PendingVanityCodeRequestRow[]> {
  const requests = await prisma.vanityCodeRequest.findMany({
    where: { status: "PENDING" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: limit,
    select: {
      id: true,
      code: true,
      createdAt: true,
      affiliate: { select: { name: true, email: true, account: { select: { name: true, email: true } }, _count: { select: { referralCodes: true } } } },
    },
  });
  return requests.map(({ affiliate, createdAt, ...request }) => ({
    ...request,
    name: affiliate.account?.name ?? affiliate.name,
    email: affiliate.account?.email ?? affiliate.email,
    codeCount: affiliate._count.referralCodes,
    createdAt: createdAt.toISOString(),
  }));
}
