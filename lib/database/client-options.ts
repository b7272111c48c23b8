import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * Columns no default select returns, on every client (lib/database/db.ts and the
 * scripts' openClient): an admin's password hash is read only by the sign-in
 * check (lib/auth/admin-login.ts), which selects it by name.
 */
export const PRISMA_OMIT = { adminUser: { passwordHash: true } } as const;

/**
 * How long an interactive transaction may wait for a connection and then run, on every client. Prisma's defaults
 * (2 s and 5 s) cut transactions that are slow only because the host is: on a loaded 2-core machine an affiliate
 * application's four writes took 6-9 s while two instances started beside it, and were answered 500 although nothing
 * was wrong. A runaway transaction is still ended, its connection freed, after 15 s.
 */
export const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 } as const;

/** The shop's Prisma client, as configured with PRISMA_OMIT. */
export type ShopPrismaClient = PrismaClient<never, typeof PRISMA_OMIT>;

/** What a callback of ShopPrismaClient.$transaction receives. */
export type ShopTransactionClient = Omit<ShopPrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;
