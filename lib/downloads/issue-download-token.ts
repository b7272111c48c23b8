import "server-only";

import { downloadTokenSecret } from "@/lib/downloads/token-secret";
import { signDownloadToken } from "@/lib/downloads/token-signature";
import type { Prisma } from "@/lib/generated/prisma/client";

/** How long a download link works; the buyer can always ask for a fresh one. */
export const DOWNLOAD_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type Db = Pick<Prisma.TransactionClient, "downloadToken">;

/** Creates a DownloadToken row for a license (and the order whose fulfilment issues it) and returns its signed token. */
export async function issueDownloadToken(db: Db, licenseId: string, now = new Date(), orderId: string | null = null): Promise<string> {
  const row = await db.downloadToken.create({
    data: { licenseId, orderId, expiresAt: new Date(now.getTime() + DOWNLOAD_TOKEN_TTL_MS) },
  });
  return signDownloadToken(row.id, row.expiresAt, downloadTokenSecret());
}

/** The token an existing row stands for: the same string every time, so repeated calls change nothing. */
function tokenFor(row: { id: string; expiresAt: Date }): string {
  return signDownloadToken(row.id, row.expiresAt, downloadTokenSecret());
}

/** A token kept for another press of a download button must still work for at least this long. */
const REUSE_LEFT_MS = 24 * 60 * 60 * 1000;

/**
 * A token of the license that still works for a day or more, or a new one: a buyer who presses the account's
 * download button again and again gets the same link, not a new row (and a new 30-day credential) each time.
 */
export async function reusableDownloadToken(db: Db, licenseId: string, now = new Date()): Promise<string> {
  const row = await db.downloadToken.findFirst({
    where: { licenseId, expiresAt: { gt: new Date(now.getTime() + REUSE_LEFT_MS) } },
    orderBy: { expiresAt: "desc" },
  });
  return row ? tokenFor(row) : issueDownloadToken(db, licenseId, now);
}

/**
 * The token the order's fulfilment issued with its license (the one that names
 * the order), so answering again for the same purchase returns the same link.
 */
export async function fulfilmentToken(db: Db, order: { id: string; licenseId: string }): Promise<string> {
  const row = await db.downloadToken.findFirst({ where: { orderId: order.id, licenseId: order.licenseId }, orderBy: { createdAt: "asc" } });
  return row ? tokenFor(row) : issueDownloadToken(db, order.licenseId, new Date(), order.id);
}
