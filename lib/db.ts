import "server-only";

import { createAdapter, databaseTarget } from "@/lib/database/adapter";
import { env } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";

function createClient() {
  const { factory } = createAdapter(databaseTarget(env));
  return new PrismaClient({ adapter: factory });
}

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

/**
 * The one Prisma client. Kept on globalThis so development hot reloads do not
 * open a new pool (or a second embedded database) on every edit.
 */
export const prisma = globalForPrisma.prisma ?? createClient();
globalForPrisma.prisma = prisma;
