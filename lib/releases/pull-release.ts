import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";

/**
 * Pulls a release: from now on no update endpoint offers it and no new download serves it; if it was
 * the newest stable release, buyers download the stable one before it. It stays on /releases with its hash and the
 * reason. Audited as `release.pull`; a release already pulled is a 409 and changes nothing.
 */
export async function pullRelease(input: { version: string; reason: string }, ctx: AdminContext & { now?: Date }): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const pulled = await tx.release.updateMany({
      where: { version: input.version, pulledAt: null },
      data: { pulledAt: ctx.now ?? new Date(), pulledReason: input.reason },
    });
    if (pulled.count === 0) throw await notPullable(tx, input.version, "This release is already pulled.");
    await recordAudit(
      { action: "release.pull", actor: ctx.admin.username, success: true, ipAddress: ctx.ipAddress, details: { version: input.version, reason: input.reason } },
      tx,
    );
  });
}

/** Why an update matched no row: no such release (404), or it is not in the state the action needs (409). */
export async function notPullable(tx: Pick<typeof prisma, "release">, version: string, conflict: string): Promise<AppError> {
  const exists = await tx.release.count({ where: { version } });
  return exists ? new AppError("conflict", conflict) : new AppError("not_found", "No release has this version.");
}
