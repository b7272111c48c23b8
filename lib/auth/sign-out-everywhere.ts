import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { revokeAllAdminSessions } from "@/lib/auth/admin-sessions";
import type { AdminSession } from "@/lib/auth/require-admin";
import { prisma } from "@/lib/database/db";

/**
 * "Sign out everywhere": ends every session of this admin, this browser's
 * included (for a cookie that may have been copied, or a browser left signed
 * in elsewhere); other admins' sessions are untouched. Audited with the count.
 */
export async function signOutEverywhere(admin: AdminSession, { ipAddress }: { ipAddress?: string }): Promise<{ sessions: number }> {
  return prisma.$transaction(async (tx) => {
    const sessions = await revokeAllAdminSessions(admin.id, tx);
    await recordAudit({ action: "admin.logout_all", actor: admin.username, success: true, ipAddress, details: { sessions } }, tx);
    return { sessions };
  });
}
