import "server-only";

import { prisma } from "@/lib/database/db";

/** The most orders the Tax tab's review list shows: the oldest first, so none waits behind newer ones. */
export const TAX_REVIEW_LIMIT = 100;

/** An order whose location evidence disagreed or was missing, as the review list shows it. */
export type TaxReviewRow = {
  id: string;
  receiptNumber: string | null;
  capturedAt: string | null;
  payerCountry: string | null;
  ipCountry: string | null;
  taxCountry: string | null;
};

/** The orders under review, oldest capture first (the tax_review, captured_at index), and how many there are in all. */
export async function listTaxReviews(): Promise<{ rows: TaxReviewRow[]; total: number }> {
  const where = { taxReview: true };
  const [orders, total] = await Promise.all([
    prisma.order.findMany({
      where,
      orderBy: [{ capturedAt: "asc" }, { id: "asc" }],
      take: TAX_REVIEW_LIMIT,
      select: { id: true, receiptNumber: true, capturedAt: true, payerCountry: true, ipCountry: true, taxCountry: true },
    }),
    prisma.order.count({ where }),
  ]);
  return { rows: orders.map((order) => ({ ...order, capturedAt: order.capturedAt?.toISOString() ?? null })), total };
}
