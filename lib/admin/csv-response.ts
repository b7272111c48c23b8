import "server-only";

import { auditRange } from "@/lib/admin/csv";
import type { ExportRange } from "@/lib/admin/schemas";

/**
 * A CSV export as a download: text/csv with a header row (RFC 4180's
 * `header=present`), an attachment named after what it holds and its range
 * (`orders-2026-11-01-to-2026-11-25.csv`, `orders-all.csv`), never cached.
 */
export function csvResponse(what: "orders" | "licenses", range: ExportRange, body: ReadableStream<Uint8Array>): Response {
  const { from, to } = auditRange(range);
  const span = from || to ? `${from ?? "start"}-to-${to ?? "now"}` : "all";
  return csvAttachment(`${what}-${span}.csv`, body);
}

/** A CSV download under a file name of the shop's own making (never a visitor's text), never cached. */
export function csvAttachment(fileName: string, body: ReadableStream<Uint8Array> | string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
