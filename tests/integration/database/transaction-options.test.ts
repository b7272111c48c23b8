import { describe, expect, it } from "vitest";

import { TRANSACTION_OPTIONS } from "@/lib/database/client-options";
import { prisma } from "@/lib/database/db";

/**
 * A transaction that is slow only because the host is (here: 5.5 s in the database) still commits: Prisma's own
 * limit of 5 s answered such affiliate applications with 500 on a loaded CI host.
 */
describe("interactive transactions", () => {
  it("run past Prisma's default 5 s and commit, within the shop's limit", async () => {
    expect(TRANSACTION_OPTIONS.timeout).toBeGreaterThan(5_500);
    const code = `SLOW${Date.now().toString(36).toUpperCase()}`;
    try {
      await prisma.$transaction(async (tx) => {
        await tx.referralCode.create({ data: { code } });
        await tx.$executeRaw`SELECT pg_sleep(5.5)`;
      });
      expect(await prisma.referralCode.count({ where: { code } })).toBe(1);
    } finally {
      await prisma.referralCode.deleteMany({ where: { code } });
    }
  });
});
