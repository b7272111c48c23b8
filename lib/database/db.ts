import "server-only";

import { createAdapter, databaseTarget, type SqlExecutor } from "@/lib/database/adapter";
import { PRISMA_OMIT, TRANSACTION_OPTIONS, type ShopPrismaClient } from "@/lib/database/client-options";
import { env } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";

function createClient() {
  const { factory, sql } = createAdapter(databaseTarget(env));
  return { prisma: new PrismaClient({ adapter: factory, omit: PRISMA_OMIT, transactionOptions: TRANSACTION_OPTIONS }), sql };
}

const globalForPrisma = globalThis as unknown as { database?: { prisma: ShopPrismaClient; sql: SqlExecutor } };

/**
 * The one Prisma client, and plain SQL on the same pool (lib/database/adapter.ts,
 * SqlExecutor). Kept on globalThis so development hot reloads do not open a
 * new pool (or a second embedded database) on every edit.
 */
const database = globalForPrisma.database ?? createClient();
globalForPrisma.database = database;
export const prisma = database.prisma;
export const sql = database.sql;
