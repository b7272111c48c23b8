import "server-only";

import { prisma } from "@/lib/database/db";

/** Licenses that the whitelist check answers active for: the landing page's user count. */
export function countActiveLicenses(): Promise<number> {
  return prisma.license.count({ where: { active: true } });
}
