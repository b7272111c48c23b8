import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { REFERRAL_COMMISSION } from "@/lib/payments/pricing";

type Sale = Pick<Order, "id" | "referralCode" | "email" | "minecraftUuid"> & { payerEmail: string | null };

const same = (a: string | null | undefined, b: string | null | undefined) => Boolean(a && b && a.toLowerCase() === b.toLowerCase());

/**
 * Records the $1.00 owed for a referred sale, inside the fulfilment
 * transaction. A code seen for the first time is registered; a buyer earns
 * nothing on their own purchase (same e-mail or PayPal e-mail as the linked
 * affiliate). The unique order id keeps it to one commission per sale.
 */
export async function recordCommission(tx: Prisma.TransactionClient, sale: Sale): Promise<void> {
  if (!sale.referralCode) return;
  const code = await tx.referralCode.upsert({
    where: { code: sale.referralCode },
    create: { code: sale.referralCode, createdBy: "referral-link" },
    update: {},
    include: { affiliate: { select: { email: true } } },
  });
  const affiliateEmail = code.affiliate?.email;
  if (same(affiliateEmail, sale.email) || same(affiliateEmail, sale.payerEmail)) {
    await recordAudit({ action: "commission.self_referral", actor: "system", uuid: sale.minecraftUuid, success: false, details: { code: code.code, orderId: sale.id } }, tx);
    return;
  }
  const { count } = await tx.commission.createMany({
    data: [{ orderId: sale.id, code: code.code, amountCents: REFERRAL_COMMISSION.amountCents, currency: REFERRAL_COMMISSION.currency }],
    skipDuplicates: true,
  });
  if (count) log.info("referral commission recorded", { code: code.code, orderId: sale.id });
}
