import "server-only";

import { prisma } from "@/lib/database/db";

/**
 * One round trip that reads no table: resolves while the database answers,
 * throws its connectivity error (a 503 through toResponse) while it does not.
 */
export async function pingDatabase(): Promise<void> {
  await prisma.$queryRaw`SELECT 1`;
}
