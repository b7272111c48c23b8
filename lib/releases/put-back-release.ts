import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { notPullable } from "@/lib/releases/pull-release";

/** Puts a pulled release back: offered and served again as if never pulled. Audited as `release.put_back`; a release not pulled is a 409. */
export async function putBackRelease(input: { version: string }, ctx: AdminContext): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const restored = await tx.release.updateMany({ where: { version: input.version, pulledAt: { not: null } }, data: { pulledAt: null, pulledReason: null } });
    if (restored.count === 0) throw await notPullable(tx, input.version, "This release is not pulled.");
    await recordAudit(
      { action: "release.put_back", actor: ctx.admin.username, success: true, ipAddress: ctx.ipAddress, details: { version: input.version } },
      tx,
    );
  });
}
