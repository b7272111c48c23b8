/**
 * The dashboard types and shows moments in UTC, as its fields say ("Starts (UTC)"), as 24-hour ISO-style text
 * ("2026-11-27 22:05") whatever the admin's own time zone and locale: a browser's datetime-local input would show
 * its own locale's format (12-hour, month first in the US), which the label contradicts.
 */

/** What a field shows and asks for. */
export const UTC_INPUT_FORMAT = "YYYY-MM-DD HH:MM";

/** A date, a space or T, a 24-hour time with optional seconds, and optionally Z or UTC: nothing else is guessed at. */
const TYPED = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\s*(?:Z|UTC))?$/i;

/** An ISO moment as the field's text ("" for none). */
export function isoToUtcInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? iso : moment.toISOString().slice(0, 16).replace("T", " ");
}

/**
 * The field's text as an ISO moment in UTC: null when blank, the text itself when it is no moment (a day that does
 * not exist, 24:00, another format), so the server's schema names the field.
 */
export function utcInputToIso(value: string): string | null {
  const text = value.trim();
  if (text === "") return null;
  const parts = TYPED.exec(text)
    ?.slice(1)
    .map((part) => Number(part ?? 0));
  if (!parts) return value;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  const moment = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls over (February 30th is March 2nd): a moment that does not read back as typed did not exist.
  const same = moment.getUTCFullYear() === year && moment.getUTCMonth() === month - 1 && moment.getUTCDate() === day && moment.getUTCHours() === hour;
  return same && minute < 60 && second < 60 ? moment.toISOString() : value;
}
