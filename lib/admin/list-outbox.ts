import "server-only";

import type { AdminPageQuery } from "@/lib/admin/schemas";
import { decodeCursor, encodeCursor, UUID_ID } from "@/lib/api/cursor";
import { prisma } from "@/lib/database/db";
import type { EmailStatus, Prisma } from "@/lib/generated/prisma/client";

/** One outbox message as the Mail tab shows it: never its text or HTML, which carry download links. */
export type OutboxRow = {
  id: string;
  to: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
};

/** The e-mail outbox, newest first, a page at a time (keyset on created_at, id). */
export async function listOutbox(query: AdminPageQuery): Promise<{ messages: OutboxRow[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor, UUID_ID) : null;
  const where: Prisma.EmailOutboxWhereInput = after
    ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
    : {};
  const rows = await prisma.emailOutbox.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    select: { id: true, to: true, subject: true, status: true, attempts: true, lastError: true, createdAt: true, sentAt: true, nextAttemptAt: true },
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    messages: page.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}
