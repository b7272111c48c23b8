import "server-only";

import { decodeCursor, encodeCursor } from "@/lib/api/cursor";
import { prisma } from "@/lib/database/db";
import { likeLiteral } from "@/lib/database/like-literal";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { creatorCodeRowSchema, ListCreatorCodesQuery } from "@/lib/pricing/schemas";
import { AUTO_REGISTERED } from "@/lib/referrals/issued-by-shop";
import { referralLink } from "@/lib/referrals/referral-codes";
import type { z } from "@/lib/validation/zod";

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
  createdAt: true,
  affiliate: { select: { name: true } },
} as const satisfies Prisma.ReferralCodeSelect;

type Selected = Prisma.ReferralCodeGetPayload<{ select: typeof CREATOR_CODE_ROW_SELECT }>;

/** A creator code as the dashboard and GET /admin/creator-codes show it: the answer /openapi.json documents. */
export type CreatorCodeRow = z.infer<typeof creatorCodeRowSchema>;

export function toCreatorCodeRow({ affiliate, startsAt, endsAt, createdAt: _createdAt, ...row }: Selected): CreatorCodeRow {
  return {
    ...row,
    startsAt: startsAt?.toISOString() ?? null,
    endsAt: endsAt?.toISOString() ?? null,
    affiliateName: affiliate?.name ?? null,
    link: referralLink(row.code),
  };
}

/** A cursor's id is a code: the referral code rule's characters. */
const CODE_ID = /^[A-Z0-9]{1,20}$/;

/** The codes the shop issued (an affiliate's or an admin's), not those registered on their own by a referral link. */
const ISSUED: Prisma.ReferralCodeWhereInput = { OR: [{ applicationId: { not: null } }, { createdBy: { not: null, notIn: [AUTO_REGISTERED] } }] };

/**
 * The codes the shop issued with their terms and uses, newest first, a page at a time (keyset on created_at, code);
 * a search keeps those whose code or affiliate's name holds it, in any case.
 */
export async function listCreatorCodes(query: ListCreatorCodesQuery): Promise<{ codes: CreatorCodeRow[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor, CODE_ID) : null;
  const where: Prisma.ReferralCodeWhereInput[] = [ISSUED];
  if (after) where.push({ OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, code: { lt: after.id } }] });
  if (query.search) {
    const text = likeLiteral(query.search);
    where.push({ OR: [{ code: { contains: text, mode: "insensitive" } }, { affiliate: { name: { contains: text, mode: "insensitive" } } }] });
  }
  const rows = await prisma.referralCode.findMany({
    where: { AND: where },
    orderBy: [{ createdAt: "desc" }, { code: "desc" }],
    take: query.limit + 1,
    select: CREATOR_CODE_ROW_SELECT,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    codes: page.map(toCreatorCodeRow),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.code }) : null,
  };
}
