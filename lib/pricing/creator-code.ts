import "server-only";

import { CREATOR_CODE_REFUSALS } from "@/lib/content/checkout";
import { utcDateTime } from "@/lib/content/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { CODE_TERMS_SELECT } from "@/lib/pricing/list-creator-codes";
import type { CodeTerms } from "@/lib/pricing/quote-price";
import { issuedByShop } from "@/lib/referrals/issued-by-shop";

// Every change to a code's use counter is in this file: taken at an order's creation, given back when it closes
// unpaid, taken again when it is paid after all.

type Db = Pick<Prisma.TransactionClient, "referralCode" | "$queryRaw">;

/** Why a code gives no discount now; `usedUp` also when its last use was taken between the lookup and the order. */
export type CodeRefusal = { reason: "unknown" | "inactive" | "notStarted" | "ended" | "usedUp"; message: string };

const TERMS_SELECT = {
  ...CODE_TERMS_SELECT,
  createdBy: true,
  affiliate: { select: { status: true, account: { select: { status: true } } } },
} as const;

type CodeRow = Prisma.ReferralCodeGetPayload<{ select: typeof TERMS_SELECT }>;

/** Whether a code's terms apply at `now`: the shop issued it, it is active, inside its window and has uses left. */
function refusalOf(code: string, row: CodeRow | null, now: Date): CodeRefusal | null {
  if (!row || !issuedByShop(row)) return { reason: "unknown", message: CREATOR_CODE_REFUSALS.unknown(code) };
  if (!row.active || row.affiliate?.account?.status === "SUSPENDED") return { reason: "inactive", message: CREATOR_CODE_REFUSALS.inactive(code) };
  if (row.startsAt && row.startsAt > now) return { reason: "notStarted", message: CREATOR_CODE_REFUSALS.notStarted(code, utcDateTime(row.startsAt)) };
  if (row.endsAt && row.endsAt <= now) return { reason: "ended", message: CREATOR_CODE_REFUSALS.ended(code) };
  if (row.maxUses !== null && row.uses >= row.maxUses) return { reason: "usedUp", message: CREATOR_CODE_REFUSALS.usedUp(code) };
  return null;
}

const termsOf = (row: CodeRow): CodeTerms => ({
  code: row.code,
  discountPercent: row.discountPercent,
  discountCents: row.discountCents,
  commissionCents: row.commissionCents,
});

/** A code's terms at `now`, or why they do not apply; nothing is reserved (the checkout's lookup). */
export async function checkCreatorCode(db: Db, code: string, now: Date): Promise<{ terms: CodeTerms } | { refusal: CodeRefusal }> {
  const row = await db.referralCode.findUnique({ where: { code }, select: TERMS_SELECT });
  const refusal = refusalOf(code, row, now);
  return refusal ? { refusal } : { terms: termsOf(row!) };
}

/**
 * Takes one use of a code whose terms apply at `now`, and returns them: one conditional UPDATE, so concurrent
 * orders never take more uses than the code has left (20 buyers at once for 3 uses: 3 get it, 17 are refused).
 * The order that took the use gives it back if it closes unpaid (releaseCodeUse).
 */
export async function takeCodeUse(db: Db, code: string, now: Date): Promise<{ terms: CodeTerms } | { refusal: CodeRefusal }> {
  const checked = await checkCreatorCode(db, code, now);
  if ("refusal" in checked) return checked;
  const taken = await db.$queryRaw<{ code: string }[]>`
    UPDATE referral_codes SET uses = uses + 1
     WHERE code = ${code} AND active
       AND (max_uses IS NULL OR uses < max_uses)
       AND (starts_at IS NULL OR starts_at <= ${now}) AND (ends_at IS NULL OR ends_at > ${now})
    RETURNING code`;
  if (taken.length > 0) return checked;
  // Its last use, or its window, went between the two reads: say which.
  const again = await checkCreatorCode(db, code, now);
  return "refusal" in again ? again : { refusal: { reason: "usedUp", message: CREATOR_CODE_REFUSALS.usedUp(code) } };
}

/**
 * Takes the use again for an order that closed unpaid (and gave its use back) but was paid after all: even past the
 * code's limit, since its buyer approved that price.
 */
export async function retakeCodeUse(db: Pick<Prisma.TransactionClient, "$executeRaw">, code: string): Promise<void> {
  await db.$executeRaw`UPDATE referral_codes SET uses = uses + 1 WHERE code = ${code}`;
}

/** Gives back the use an order took (it closed unpaid, or PayPal never made it). */
export async function releaseCodeUse(db: Pick<Prisma.TransactionClient, "$executeRaw">, code: string): Promise<void> {
  await db.$executeRaw`UPDATE referral_codes SET uses = uses - 1 WHERE code = ${code} AND uses > 0`;
}
