import { createAdapter, type DatabaseTarget } from "@/lib/database/adapter";
import { PRISMA_OMIT, TRANSACTION_OPTIONS } from "@/lib/database/client-options";
import { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * A Prisma client for a command-line script or a test, which must close it
 * (and with it an embedded database) before another process opens the data.
 */
export async function openClient(target: DatabaseTarget) {
  const adapter = createAdapter(target);
  await adapter.open();
  const prisma = new PrismaClient({ adapter: adapter.factory, omit: PRISMA_OMIT, transactionOptions: TRANSACTION_OPTIONS });
  return {
    prisma,
    close: async () => {
      await prisma.$disconnect();
      await adapter.close();
    },
  };
}
