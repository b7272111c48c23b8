import "server-only";

import type { ListAuditLogQuery } from "@/lib/admin/schemas";
import { decodeCursor, encodeCursor } from "@/lib/api/cursor";
import { isAuditAction, type AuditAction } from "@/lib/audit/actions";
import { prisma } from "@/lib/database/db";
import { likeLiteral } from "@/lib/database/like-literal";
import type { AuditLog, Prisma } from "@/lib/generated/prisma/client";
import { minecraftUuidSchema } from "@/lib/mojang/schemas";

/** One audit entry as the Activity Logs tab and GET /admin/audit-log show it (spec section 3 names). */
export type AuditRow = {
  id: string;
  timestamp: string;
  action: string;
  actor: string;
  uuid: string | null;
  success: boolean;
  ip_address: string | null;
  details: unknown;
};

const AUDIT_ID = /^\d{1,19}$/;

export function toAuditRow(entry: AuditLog): AuditRow {
  return {
    id: entry.id.toString(),
    timestamp: entry.createdAt.toISOString(),
    action: entry.action,
    actor: entry.actor,
    uuid: entry.uuid,
    success: entry.success,
    ip_address: entry.ipAddress,
    details: entry.details,
  };
}

function userFilter(user: string): Prisma.AuditLogWhereInput {
  const uuid = minecraftUuidSchema.safeParse(user);
  return uuid.success ? { uuid: uuid.data } : { actor: { equals: likeLiteral(user), mode: "insensitive" } };
}

/**
 * The audit log, newest first, a page at a time (keyset on created_at, id,
 * so deep pages cost what the first does), filtered by action and by user.
 */
export async function listAuditLog(query: ListAuditLogQuery): Promise<{ logs: AuditRow[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor, AUDIT_ID) : null;
  const where: Prisma.AuditLogWhereInput = {
    ...(query.action && { action: query.action }),
    ...(query.user && userFilter(query.user)),
    ...(after && { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: BigInt(after.id) } }] }),
  };
  const entries = await prisma.auditLog.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: query.limit + 1 });
  const page = entries.slice(0, query.limit);
  const last = page.at(-1);
  return { logs: page.map(toAuditRow), nextCursor: entries.length > query.limit && last ? encodeCursor(last) : null };
}

/** The most distinct actions offered by the filter; there are a few dozen kinds. */
const MAX_ACTIONS = 200;

/** Every action the log holds, for the filter's drop-down (GROUP BY on the action index); only those the filter accepts. */
export async function listAuditActions(): Promise<AuditAction[]> {
  const groups = await prisma.auditLog.groupBy({ by: ["action"], orderBy: { action: "asc" }, take: MAX_ACTIONS });
  return groups.map((group) => group.action).filter(isAuditAction);
}
