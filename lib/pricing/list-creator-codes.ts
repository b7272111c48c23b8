import "server-only";

import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { creatorCodeRowSchema } from "@/lib/pricing/schemas";
import { AUTO_REGISTERED } from "@/lib/referrals/issued-by-shop";
import { referralLink } from "@/lib/referrals/referral-codes";
import type { z } from "@/lib/validation/zod";

/** The most codes one listing returns: a shop has tens, and the answer stays bounded whatever happens. */
const CREATOR_CODES_LIMIT = 500;

/** A code's terms and its uses: what the checkout checks and what the dashboard shows. */
export const CODE_TERMS_SELECT = {
  code: true,
  active: true,
  discountPercent: true,
  discountCents: true,
  commissionCents: true,
  maxUses: true,
  uses: true,
  startsAt: true,
  endsAt: true,
} as const satisfies Prisma.ReferralCodeSelect;

export const CREATOR_CODE_ROW_SELECT = {
  ...CODE_TERMS_SELECT,
  applicationId: true,
  affiliate: { select: { name: true } },
} as const satisfies Prisma.ReferralCodeSelect;

type Selected = Prisma.ReferralCodeGetPayload<{ select: typeof CREATOR_CODE_ROW_SELECT }>;

/** A creator code as the dashboard and GET /admin/creator-codes show it: the answer /openapi.json documents. */
export type CreatorCodeRow = z.infer<typeof creatorCodeRowSchema>;

export function toCreatorCodeRow({ affiliate, startsAt, endsAt, ...row }: Selected): CreatorCodeRow {
  return {
    ...row,
    startsAt: startsAt?.toISOString() ?? null,
    endsAt: endsAt?.toISOString() ?? null,
    affiliateName: affiliate?.name ?? null,
    link: referralLink(row.code),
  };
}

/** Every code the shop issued with its terms and uses, newest first, at most CREATOR_CODES_LIMIT. */
export async function listCreatorCodes(): Promise<CreatorCodeRow[]> {
  const rows = await prisma.referralCode.findMany({
    where: { OR: [{ applicationId: { not: null } }, { createdBy: { not: null, notIn: [AUTO_REGISTERED] } }] },
    orderBy: [{ createdAt: "desc" }, { code: "asc" }],
    take: CREATOR_CODES_LIMIT,
    select: CREATOR_CODE_ROW_SELECT,
  });
  return rows.map(toCreatorCodeRow);
}
