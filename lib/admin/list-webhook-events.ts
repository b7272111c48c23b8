import "server-only";

import type { AdminPageQuery } from "@/lib/admin/schemas";
import { decodeCursor, encodeCursor, UUID_ID } from "@/lib/api/cursor";
import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** One received PayPal event as the Webhooks tab shows it: never its payload (it carries the payer's details). */
export type WebhookEventRow = {
  id: string;
  eventId: string;
  eventType: string;
  receivedAt: string;
  processedAt: string | null;
  /** A StoredWebhookOutcome, or null for an event stored before outcomes were recorded. */
  outcome: string | null;
  attempts: number;
  lastError: string | null;
};

/** Received PayPal events, newest first, a page at a time (keyset on received_at, id). */
export async function listWebhookEvents(query: AdminPageQuery): Promise<{ events: WebhookEventRow[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor, UUID_ID) : null;
  const where: Prisma.WebhookEventWhereInput = after
    ? { OR: [{ receivedAt: { lt: after.createdAt } }, { receivedAt: after.createdAt, id: { lt: after.id } }] }
    : {};
  const rows = await prisma.webhookEvent.findMany({
    where,
    orderBy: [{ receivedAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    select: { id: true, eventId: true, eventType: true, receivedAt: true, processedAt: true, outcome: true, attempts: true, lastError: true },
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    events: page.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString(), processedAt: row.processedAt?.toISOString() ?? null })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.receivedAt, id: last.id }) : null,
  };
}
