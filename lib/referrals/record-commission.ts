import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { env } from "@/lib/env";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { REFERRAL_COMMISSION } from "@/lib/money";
import { issuedByShop } from "@/lib/referrals/issued-by-shop";
import { saleHoldUntil } from "@/lib/referrals/ledger";
import { selfReferralMatch, type SelfReferralSale } from "@/lib/referrals/self-referral";

type Sale = SelfReferralSale & Pick<Order, "referralCode" | "amountCents" | "commissionCents">;

/**
 * Records the commission owed for a referred sale (the code's terms when the
 * order was priced, lib/pricing/quote-price.ts; $1.00 for an order priced
 * before codes had terms; never more than the sale's amount), inside the fulfilment
 * transaction, only for a code the shop issued. Anyone can put ?ref= in a
 * link, so an unknown code stays on the order for the record, earns nothing
 * and is audited; the sale goes through either way. So does a code whose
 * affiliate account is suspended (audited). A buyer earns nothing on their
 * own purchase (lib/referrals/self-referral.ts). The line is pending for
 * AFFILIATE_HOLD_DAYS, then approved (lib/referrals/ledger.ts). A pack earns a
 * line per paid seat (`seats`, each capped at the seat's amount), so a refunded
 * seat reverses its own line. The unique (order, position, kind) keeps it to one
 * commission per sale or seat.
 */
export async function recordCommission(
  tx: Prisma.TransactionClient,
  sale: Sale,
  now = new Date(),
  seats: readonly { position: number; amountCents: number }[] = [{ position: 0, amountCents: sale.amountCents }],
): Promise<void> {
  if (!sale.referralCode) return;
  const code = await tx.referralCode.findUnique({
    where: { code: sale.referralCode },
    include: {
      affiliate: {
        select: { email: true, status: true, account: { select: { id: true, status: true, email: true, payoutEmail: true, minecraftUuid: true } } },
      },
    },
  });
  if (!code || !issuedByShop(code)) {
    await recordAudit(
      {
        action: "commission.unknown_code",
        actor: "system",
        uuid: sale.minecraftUuid,
        success: false,
        details: { code: sale.referralCode, orderId: sale.id, registered: Boolean(code) },
      },
      tx,
    );
    return;
  }
  const account = code.affiliate?.account;
  if (account?.status === "SUSPENDED") {
    await recordAudit(
      {
        action: "commission.suspended_affiliate",
        actor: "system",
        uuid: sale.minecraftUuid,
        success: false,
        details: { code: code.code, orderId: sale.id, affiliateId: account.id },
      },
      tx,
    );
    return;
  }
  const identity = {
    emails: [code.affiliate?.email, account?.email, account?.payoutEmail].filter((e): e is string => Boolean(e)),
    minecraftUuids: account?.minecraftUuid ? [account.minecraftUuid] : [],
  };
  const match = code.affiliate ? await selfReferralMatch(tx, identity, sale) : null;
  if (match) {
    await recordAudit(
      {
        action: "commission.self_referral",
        actor: "system",
        uuid: sale.minecraftUuid,
        success: false,
        details: { code: code.code, orderId: sale.id, match },
      },
      tx,
    );
    return;
  }
  const holdUntil = saleHoldUntil(now, env.AFFILIATE_HOLD_DAYS);
  const data = seats.flatMap(({ position, amountCents: seatCents }) => {
    const amountCents = Math.min(sale.commissionCents ?? REFERRAL_COMMISSION.amountCents, seatCents);
    return amountCents > 0 ? [{ orderId: sale.id, position, code: code.code, amountCents, currency: REFERRAL_COMMISSION.currency, holdUntil }] : [];
  });
  if (data.length === 0) return;
  const { count } = await tx.commission.createMany({ data, skipDuplicates: true });
  if (count) log.info("referral commission recorded", { code: code.code, orderId: sale.id });
}
