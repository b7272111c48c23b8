/**
 * The dashboard types and shows moments in UTC, as its fields say ("Starts (UTC)"), in a datetime-local input,
 * whatever the admin's own time zone: "2026-11-27T10:00" is 10:00 UTC.
 */

/** An ISO moment as a datetime-local input's value ("" for none). */
export function isoToUtcInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? iso : moment.toISOString().slice(0, 16);
}

/** A datetime-local input's value as an ISO moment in UTC: null when blank, the text itself when it is no moment (the schema says so). */
export function utcInputToIso(value: string): string | null {
  if (value === "") return null;
  const moment = new Date(`${value}Z`);
  return Number.isNaN(moment.getTime()) ? value : moment.toISOString();
}
