import "server-only";

import { prisma } from "@/lib/database/db";
import type { Campaign } from "@/lib/referrals/campaign";
import { visitorHash, type VisitContext } from "@/lib/referrals/visitor-hash";

/**
 * Counts a visit of /payment for its source, the first step of the funnel per source
 * (lib/referrals/source-funnel.ts): at most one row per UTC day, source and visitor. `code` is a code the shop knows
 * (the caller checked it), so made-up codes add no sources; duplicate beacons racing each other count once.
 */
export async function recordSourceVisit({ code, utmSource, utmCampaign }: { code: string | null } & Campaign, ctx: VisitContext): Promise<boolean> {
  const visitor = await visitorHash(ctx);
  const { count } = await prisma.sourceVisit.createMany({
    data: [{ ...visitor, code: code ?? "", utmSource: utmSource ?? "", utmCampaign: utmCampaign ?? "" }],
    skipDuplicates: true,
  });
  return count === 1;
}
