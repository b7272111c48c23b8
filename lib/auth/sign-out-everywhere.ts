import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { revokeAllAdminSessions } from "@/lib/auth/admin-sessions";
import type { AdminSession } from "@/lib/auth/require-admin";
import { prisma } from "@/lib/db";

const LOGOUT_ALL_ACTION = "admin.logout_all";

/**
 * "Sign out everywhere": ends every session of this admin, this browser's
 * included (for a cookie that may have been copied, or a browser left signed
 * in elsewhere); other admins' sessions are untouched. Audited with the count.
 */
export async function signOutEverywhere(admin: AdminSession, { ipAddress }: { ipAddress?: string }): Promise<{ sessions: number }> {
  return prisma.$transaction(async (tx) => {
    const sessions = await revokeAllAdminSessions(admin.id, tx);
    await recordAudit({ action: LOGOUT_ALL_ACTION, actor: admin.username, success: true, ipAddress, details: { sessions } }, tx);
    return { sessions };
  });
}
