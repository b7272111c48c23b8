import "server-only";

import { VANITY_CODE_REQUEST_ROW_SELECT, type VanityCodeRequestRow } from "@/lib/affiliates/vanity-code-request-row";
import { prisma } from "@/lib/database/db";

/** The portal shows the latest few requests: the one waiting, if any, and recent refusals with their reasons. */
const LIMIT = 5;

/** The affiliate's own latest vanity code requests, newest first; accepted ones are in their codes list. */
export async function listPortalVanityRequests(applicationId: string): Promise<VanityCodeRequestRow[]> {
  return prisma.vanityCodeRequest.findMany({
    where: { applicationId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: LIMIT,
    select: VANITY_CODE_REQUEST_ROW_SELECT,
  });
}
