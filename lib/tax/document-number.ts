import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";

/** The numbered series: receipts, and the credit notes that correct them. */
const SERIES = { receipt: "", "credit-note": "C" } as const;
export type DocumentSeries = keyof typeof SERIES;

/**
 * The next number of a series for the year of `at` (UTC): "2026-000001" for receipts, "C2026-000001" for credit
 * notes. Called inside the transaction that records the sale or the refund: the row's lock makes concurrent
 * transactions take turns, and a transaction that rolls back gives its number back, so the numbers have no gap
 * and no repeat.
 */
export async function nextDocumentNumber(tx: Prisma.TransactionClient, series: DocumentSeries, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO document_numbers (series, year, last) VALUES (${series}, ${year}, 1)
    ON CONFLICT (series, year) DO UPDATE SET last = document_numbers.last + 1
    RETURNING last`;
  if (!row) throw new Error(`No ${series} number was given`);
  return `${SERIES[series]}${year}-${String(row.last).padStart(6, "0")}`;
}
