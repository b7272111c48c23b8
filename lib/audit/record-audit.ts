import "server-only";

import type { AuditAction } from "@/lib/audit/actions";
import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";

type AuditEntry = {
  action: AuditAction;
  /** An admin username, "buyer", "paypal" or "system". */
  actor: string;
  uuid?: string | null;
  success: boolean;
  ipAddress?: string | null;
  details?: Prisma.InputJsonValue;
};

type Db = Pick<Prisma.TransactionClient, "auditLog">;

/** Appends one audit entry, inside the caller's transaction when given one. */
export async function recordAudit(entry: AuditEntry, db: Db = prisma): Promise<void> {
  await db.auditLog.create({
    data: {
      action: entry.action,
      actor: entry.actor,
      uuid: entry.uuid ?? null,
      success: entry.success,
      ipAddress: entry.ipAddress ?? null,
      details: entry.details,
    },
  });
}
