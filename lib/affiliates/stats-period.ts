import { z } from "@/lib/validation/zod";

/*
 * The portal's statistics period, apart from lib/affiliates/schemas.ts: that module also feeds the payment
 * page's affiliate dialog, whose first-load JavaScript should not carry the portal's query parsing.
 */

/** The portal's ready-made statistics periods (`?days=`): the last 7, 30 or 90 UTC days, today included. */
export const STATS_DAYS = [7, 30, 90] as const;
const DEFAULT_STATS_DAYS = 30;
/** The longest period `?from=&to=` may ask for, in days (both ends counted): a year with its leap day. */
export const MAX_STATS_DAYS = 366;

/** A statistics period: the last `days` UTC days, or the UTC days `from` to `to` (YYYY-MM-DD, both included). */
export type StatsPeriod = { days: (typeof STATS_DAYS)[number] } | { from: string; to: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day as `<input type="date">` sends it; "2026-02-30" is no day. */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    // Runs even when the regex failed (zod 4 keeps checking), so it must not throw on any string.
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  });

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/**
 * The portal's query string (`/affiliate?days=7`, `?from=2026-11-01&to=2026-11-30`), parsed once on the
 * page. A valid from/to pair (from not after to, at most MAX_STATS_DAYS days) wins; otherwise a valid
 * `days`; anything else, malformed or repeated, is the default 30 days, never an error.
 */
export const statsPeriodSchema = z
  .object({
    days: optional(z.enum(STATS_DAYS.map(String) as [string, ...string[]]).transform(Number)),
    from: optional(isoDay),
    to: optional(isoDay),
  })
  .catch({ days: undefined, from: undefined, to: undefined })
  .transform(({ days, from, to }): StatsPeriod => {
    if (from && to) {
      const span = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
      if (span >= 1 && span <= MAX_STATS_DAYS) return { from, to };
    }
    const known = STATS_DAYS.find((d) => d === days);
    return { days: known ?? DEFAULT_STATS_DAYS };
  });
