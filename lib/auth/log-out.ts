import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { revokeAdminSession, type SignedInAdmin } from "@/lib/auth/admin-sessions";
import { prisma } from "@/lib/database/db";

/** Logout: ends this browser's session on the server (a copy of its cookie opens nothing after), audited as admin.logout. */
export async function logOut(admin: SignedInAdmin, { ipAddress }: { ipAddress?: string }): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await revokeAdminSession(admin.sessionId, tx);
    await recordAudit({ action: "admin.logout", actor: admin.username, success: true, ipAddress }, tx);
  });
}
