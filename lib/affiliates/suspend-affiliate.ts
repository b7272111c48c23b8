import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";

type Result = { id: string; status: "ACTIVE" | "SUSPENDED" };

/**
 * Suspends an affiliate account: from now on its codes earn nothing
 * (lib/referrals/record-commission.ts). The affiliate can still sign in and
 * reads the reason in their portal. Suspending a suspended account updates
 * the reason.
 */
export async function suspendAffiliate(id: string, reason: string, ctx: AdminContext, now = new Date()): Promise<Result> {
  return prisma.$transaction(async (tx) => {
    const found = await tx.affiliate.findUnique({ where: { id }, select: { status: true } });
    if (!found) throw new AppError("not_found", "No such affiliate.");
    await tx.affiliate.update({ where: { id }, data: { status: "SUSPENDED", suspendedReason: reason, suspendedAt: now } });
    await recordAudit(
      {
        action: "affiliate.suspend",
        actor: ctx.admin.username,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { affiliateId: id, reason, previous: found.status },
      },
      tx,
    );
    return { id, status: "SUSPENDED" };
  });
}

/** Lifts a suspension: the codes earn again from the next sale (sales made meanwhile stay without commission). */
export async function reactivateAffiliate(id: string, ctx: AdminContext): Promise<Result> {
  return prisma.$transaction(async (tx) => {
    const found = await tx.affiliate.findUnique({ where: { id }, select: { status: true } });
    if (!found) throw new AppError("not_found", "No such affiliate.");
    await tx.affiliate.update({ where: { id }, data: { status: "ACTIVE", suspendedReason: null, suspendedAt: null } });
    await recordAudit(
      {
        action: "affiliate.reactivate",
        actor: ctx.admin.username,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { affiliateId: id, previous: found.status },
      },
      tx,
    );
    return { id, status: "ACTIVE" };
  });
}
