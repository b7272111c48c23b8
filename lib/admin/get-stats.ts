import "server-only";

import { prisma } from "@/lib/database/db";

type AdminStats = { totalLicenses: number; activeLicenses: number; auditLogCount: number };

/** The dashboard's three stat cards and GET /admin/stats. */
export async function getStats(): Promise<AdminStats> {
  const [totalLicenses, activeLicenses, auditLogCount] = await Promise.all([
    prisma.license.count(),
    prisma.license.count({ where: { active: true } }),
    prisma.auditLog.count(),
  ]);
  return { totalLicenses, activeLicenses, auditLogCount };
}
