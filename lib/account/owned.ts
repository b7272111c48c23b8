import "server-only";

import { prisma } from "@/lib/database/db";

/** The orders a buyer sees: paid, and refunded or reversed after (an unpaid attempt is no purchase). */
const PAID_STATUSES = ["COMPLETED", "REFUNDED", "REVERSED"] as const;
export type PaidStatus = (typeof PAID_STATUSES)[number];

/** The orders an address paid: bought with it, or paid from a PayPal account with it (both stored lower-cased, indexed). */
export function paidOrdersOf(email: string) {
  return { OR: [{ email }, { payerEmail: email }], status: { in: [...PAID_STATUSES] } };
}

/**
 * Whether an address has anything to show: a paid order, a license, or a gift redeemed for it. The sign-in mails
 * only such an address, so the shop sends nothing to addresses it never sold to.
 */
export async function hasPurchases(email: string): Promise<boolean> {
  const [order, license, gift] = await Promise.all([
    prisma.order.findFirst({ where: paidOrdersOf(email), select: { id: true } }),
    prisma.license.findFirst({ where: { email }, select: { id: true } }),
    prisma.gift.findFirst({ where: { recipientEmail: email, redeemedAt: { not: null } }, select: { id: true } }),
  ]);
  return Boolean(order ?? license ?? gift);
}

/**
 * The buyer's license by id, when it is theirs: licensed by an order they paid, bought with their address, or
 * redeemed from a gift sent to it. Null otherwise, so another buyer's id opens nothing.
 */
export async function ownedLicense(email: string, licenseId: string) {
  const license = await prisma.license.findUnique({ where: { id: licenseId }, select: { id: true, uuid: true, active: true, email: true } });
  if (!license) return null;
  if (license.email === email) return license;
  const [order, gift] = await Promise.all([
    prisma.order.findFirst({ where: { ...paidOrdersOf(email), licenseId }, select: { id: true } }),
    prisma.gift.findFirst({ where: { recipientEmail: email, licenseId }, select: { id: true } }),
  ]);
  return order || gift ? license : null;
}

/** The buyer's paid order by id, when it is theirs; null otherwise. */
export async function ownedOrderId(email: string, orderId: string): Promise<string | null> {
  const order = await prisma.order.findFirst({ where: { ...paidOrdersOf(email), id: orderId }, select: { id: true } });
  return order?.id ?? null;
}
