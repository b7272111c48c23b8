import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import type { LiftBanInput } from "@/lib/bans/schemas";
import { ADMIN_BANS as BANS } from "@/lib/content/admin/disputes";
import { prisma } from "@/lib/database/db";

/** An admin lifts a ban in force, with a reason (audited); the row stays, marked lifted, and the buyer may buy again. */
export async function liftBan(input: LiftBanInput, ctx: AdminContext): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.ban.updateMany({
      where: { id: input.id, liftedAt: null },
      data: { liftedAt: new Date(), liftedBy: ctx.admin.username, liftReason: input.reason },
    });
    if (count === 0) throw new AppError("not_found", BANS.notInForce);
    const { kind } = await tx.ban.findUniqueOrThrow({ where: { id: input.id }, select: { kind: true } });
    await recordAudit(
      { action: "ban.lift", actor: ctx.admin.username, success: true, ipAddress: ctx.ipAddress, details: { banId: input.id, kind, reason: input.reason } },
      tx,
    );
  });
}
