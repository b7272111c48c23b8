/**
 * Dates as buyers read them, always in UTC with the zone named: the same on
 * the server that renders a page or a mail and in any reader's time zone
 * (no hydration mismatch, no guessing which 13:45 it was).
 */
const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** "25 November 2026, 13:45 UTC". */
export function utcDateTime(date: Date): string {
  const parts = Object.fromEntries(DATE_TIME.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} UTC`;
}

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "25 November 2026": the day in UTC, as a receipt is dated. */
export function utcDate(date: Date): string {
  return DATE.format(date);
}
