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
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${what}-${span}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
