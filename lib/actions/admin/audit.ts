"use server";

import { listAuditLog } from "@/lib/admin/list-audit-log";
import { listAuditLogSchema } from "@/lib/admin/schemas";
import { adminAction } from "@/lib/auth/admin-action";

/** Spec section 9: the Activity Logs tab reads 50 entries at a time. */
const PAGE_SIZE = 50;

/** A page of the audit log (the next one with the cursor the previous page gave), filtered by action and user. */
export const auditLogPageAction = adminAction(listAuditLogSchema.pick({ cursor: true, action: true, user: true }), (input) =>
  listAuditLog({ ...input, limit: PAGE_SIZE }),
);
