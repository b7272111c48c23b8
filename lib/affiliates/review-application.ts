import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/db";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Approves (the applicant becomes an affiliate codes can be linked to) or rejects an application. */
export async function reviewApplication(
  id: string,
  status: "APPROVED" | "REJECTED",
  ctx: AdminContext,
): Promise<{ id: string; status: "APPROVED" | "REJECTED" }> {
  return prisma.$transaction(async (tx) => {
    const application = UUID.test(id) ? await tx.affiliateApplication.findUnique({ where: { id }, select: { id: true, status: true } }) : null;
    if (!application) throw new AppError("not_found", "No such affiliate application.");
    await tx.affiliateApplication.update({ where: { id }, data: { status, reviewedAt: new Date() } });
    await recordAudit(
      {
        action: "affiliate.review",
        actor: ctx.admin.username,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { applicationId: id, decision: status, previous: application.status },
      },
      tx,
    );
    return { id, status };
  });
}
