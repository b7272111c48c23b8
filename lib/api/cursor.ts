import "server-only";

import { AppError } from "@/lib/api/errors";
import { z } from "@/lib/validation/zod";

const cursorSchema = z.object({ t: z.iso.datetime(), id: z.string().min(1).max(64) });

type Cursor = { createdAt: Date; id: string };

/** The id pattern of a cursor over rows keyed by a UUID (orders, outbox messages, webhook events). */
export const UUID_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Keyset paging for lists ordered newest first by (created_at, id): the
 * cursor is the last row shown, opaque to the caller (base64url JSON).
 */
export function encodeCursor(row: { createdAt: Date; id: string | bigint }): string {
  return Buffer.from(JSON.stringify({ t: row.createdAt.toISOString(), id: String(row.id) })).toString("base64url");
}

/** The position a cursor names (its id must match `idPattern`); a cursor this server did not make is a 400. */
export function decodeCursor(cursor: string, idPattern: RegExp): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parsed = null;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success || !idPattern.test(result.data.id)) throw new AppError("bad_request", "The page cursor is not valid.");
  return { createdAt: new Date(result.data.t), id: result.data.id };
}
