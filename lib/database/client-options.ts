import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * Columns no default select returns, on every client (lib/database/db.ts and the
 * scripts' openClient): an admin's password hash is read only by the sign-in
 * check (lib/auth/admin-login.ts), which selects it by name.
 */
export const PRISMA_OMIT = { adminUser: { passwordHash: true } } as const;

/** The shop's Prisma client, as configured with PRISMA_OMIT. */
export type ShopPrismaClient = PrismaClient<never, typeof PRISMA_OMIT>;

/** What a callback of ShopPrismaClient.$transaction receives. */
export type ShopTransactionClient = Omit<ShopPrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;
