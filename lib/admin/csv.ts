import "server-only";

import type { ExportRange } from "@/lib/admin/schemas";

/** Rows an export reads per query: one page is all it holds in memory. */
export const EXPORT_PAGE_SIZE = 500;

export type CsvValue = string | number | boolean | Date | null | undefined;

/** What a spreadsheet would read as the start of a formula (or a cell split by a control character). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain decimal, negative ones too ("-4.20", a quarter's refunds above its sales): a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV field (RFC 4180): empty for none, a date as ISO 8601 UTC, quoted
 * when it holds a comma, a quote or a line break (quotes doubled). A text
 * starting with = + - @, a tab or a carriage return gets a leading ' first, so
 * a spreadsheet shows it as text and never runs it as a formula (OWASP's CSV
 * injection advice); the shop's own values never start so, except negative
 * amounts, which stay numbers: a plain decimal holds no formula.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const raw = value instanceof Date ? value.toISOString() : String(value);
  const text = FORMULA_START.test(raw) && !PLAIN_NUMBER.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, CRLF-terminated as RFC 4180 has it. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A page of rows and where the next one starts (null: that was the last). */
export type CsvPage<C> = { rows: CsvValue[][]; next: C | null };

/**
 * A CSV file as a stream: the header, then one page of rows per read, each
 * fetched only when the reader wants more (the stream's pull), so memory holds
 * one page however many rows there are, and a client that stops reading stops
 * the queries.
 */
export function csvStream<C>(header: readonly string[], page: (cursor: C | null) => Promise<CsvPage<C>>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: C | null = null;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvRow(header)));
      },
      async pull(controller) {
        if (done) return controller.close();
        const { rows, next } = await page(cursor);
        if (rows.length > 0) controller.enqueue(encoder.encode(rows.map(csvRow).join("")));
        cursor = next;
        done = next === null;
        if (done) controller.close();
      },
    },
    { highWaterMark: 1 },
  );
}

/** An export's range as the audit log shows it: the UTC days asked for, null for an open end. */
export function auditRange(range: ExportRange): { from: string | null; to: string | null } {
  const day = (date: Date | undefined) => date?.toISOString().slice(0, 10) ?? null;
  return { from: day(range.from), to: day(range.before && new Date(range.before.getTime() - 24 * 60 * 60 * 1000)) };
}
