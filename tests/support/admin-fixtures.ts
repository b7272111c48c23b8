import { randomBytes, randomUUID } from "node:crypto";

import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { saleHoldUntil } from "@/lib/referrals/ledger";

import { deletePurchases } from "./purchase";

/** The acting admin of the domain tests (the use-cases take it as an argument; no session needed). */
export const ADMIN_CTX: AdminContext = { admin: { id: randomUUID(), username: "root_admin" }, ipAddress: "203.0.113.50" };

const hex = (bytes: number) => randomBytes(bytes).toString("hex").toUpperCase();

/** A license (override anything); `lastVerifiedAt` records a check of it in license_checks, as the whitelist check would. */
export function createLicense({ lastVerifiedAt, ...data }: Partial<Prisma.LicenseUncheckedCreateInput> & { lastVerifiedAt?: Date | null } = {}) {
  return prisma.license.create({
    data: {
      uuid: randomUUID(),
      username: `Player_${hex(2)}`,
      source: "PURCHASE",
      ...data,
      ...(lastVerifiedAt && { lastCheck: { create: { checkedAt: lastVerifiedAt, firstCheckedAt: lastVerifiedAt } } }),
    },
  });
}

/** A captured $5 order, as fulfilment leaves it (override anything). */
export function createOrder(data: Partial<Prisma.OrderUncheckedCreateInput> = {}) {
  return prisma.order.create({
    data: {
      paypalOrderId: hex(8),
      captureId: hex(8),
      status: "COMPLETED",
      amountCents: 500,
      currency: "USD",
      username: "Sniper_Buyer",
      minecraftUuid: randomUUID(),
      tosVersion: "1.0",
      tosAcceptedAt: new Date(),
      capturedAt: new Date(),
      ...data,
    },
  });
}

/** A referred sale's commission line, recorded now: held for the default 30 days unless `holdUntil` says otherwise. */
export async function createCommission(code: string, status: "PENDING" | "PAID" | "VOID" = "PENDING", holdUntil = saleHoldUntil(new Date(), 30)) {
  await prisma.referralCode.upsert({ where: { code }, create: { code }, update: {} });
  const order = await createOrder({ referralCode: code });
  return prisma.commission.create({ data: { orderId: order.id, code, amountCents: 100, currency: "USD", status, holdUntil } });
}

export function createApplication(data: Partial<Prisma.AffiliateApplicationUncheckedCreateInput> = {}) {
  return prisma.affiliateApplication.create({ data: { name: "Ada Affiliate", email: `ada-${hex(3).toLowerCase()}@example.com`, ...data } });
}

/** Empties every table the admin tests write, children first. */
export async function deleteAdminData() {
  await deletePurchases();
  await prisma.adminUser.deleteMany();
}
