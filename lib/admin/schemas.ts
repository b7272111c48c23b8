import { AUDIT_ACTIONS } from "@/lib/audit/actions";
import { blankAsNone } from "@/lib/validation/blank-as-none";
import { emailSchema } from "@/lib/validation/email";
import { z } from "@/lib/validation/zod";

/**
 * The admin read models' inputs: the dashboard's queries, the spec's GET
 * routes and the buyer-data forms (no server imports: safe in the browser).
 */

/** A buyer's address, as the shop stores it (lower case). */
export const buyerEmailSchema = z.object({ email: emailSchema.transform((email) => email.toLowerCase()) });

const limit = (max: number, fallback: number) =>
  z.coerce
    .number("limit must be a number")
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(max, `limit must be at most ${max}`)
    .default(fallback);

const text = (max: number, label: string) => blankAsNone(z.string().trim().max(max, `${label} must be at most ${max} characters`));

export const listAuditLogSchema = z.object({
  limit: limit(100, 50),
  cursor: text(200, "cursor"),
  /** One of AUDIT_ACTIONS; blank means any. */
  action: text(64, "action").pipe(z.enum(AUDIT_ACTIONS, "action must be one the audit log records").optional()),
  /** A Minecraft UUID (dashed or not), or who acted: an admin's name, "buyer", "paypal", "system". */
  user: text(64, "user"),
});

export type ListAuditLogQuery = z.output<typeof listAuditLogSchema>;

const licensesQuerySchema = z.object({
  search: text(64, "search"),
  activeOnly: z
    .union([z.boolean(), z.enum(["true", "false"], "active_only must be true or false")])
    .default(false)
    .transform((value) => value === true || value === "true"),
  limit: limit(100, 20),
  sortBy: z.enum(["added_date", "last_verified", "username"], "sort_by must be added_date, last_verified or username").default("added_date"),
  order: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(["ASC", "DESC"], "order must be ASC or DESC"))
    .default("DESC"),
});

const SPEC_NAMES = { active_only: "activeOnly", sort_by: "sortBy" } as const;

/**
 * The license list's query: the dashboard's names (activeOnly, sortBy) or the
 * spec's query strings (active_only=true, sort_by=last_verified, order=desc).
 */
export const listLicensesSchema = z.preprocess((value) => {
  if (!value || typeof value !== "object") return value;
  const input: Record<string, unknown> = { ...value };
  for (const [spec, name] of Object.entries(SPEC_NAMES)) {
    if (input[spec] !== undefined && input[name] === undefined) input[name] = input[spec];
    delete input[spec];
  }
  return input;
}, licensesQuerySchema);

export type ListLicensesInput = z.input<typeof licensesQuerySchema>;
export type ListLicensesQuery = z.output<typeof licensesQuerySchema>;

/** "Search Users": a username, UUID or e-mail (the dashboard's search box). */
export const searchLicensesSchema = z.object({ query: z.string().trim().min(1, "Enter a search").max(64) });

/** The stat cards' user lists: the active ones, or all. */
export const licenseListSchema = z.object({ activeOnly: z.boolean() });

export const listOrdersSchema = z.object({
  limit: z.coerce.number().int().min(1, "limit must be at least 1").max(100, "limit must be at most 100").default(50),
  cursor: blankAsNone(z.string().trim().max(200)),
  /** "1": hide attempts that never reached PayPal approval (abandoned, cancelled, expired unapproved); anything else shows all. */
  approvedOnly: z
    .unknown()
    .transform((value) => value === "1" || value === true)
    .optional(),
});

export type ListOrdersQuery = z.output<typeof listOrdersSchema>;

export const listAffiliateApplicationsSchema = z.object({
  status: z.enum(["PENDING", "APPROVED", "REJECTED"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export type ListAffiliateApplicationsQuery = z.output<typeof listAffiliateApplicationsSchema>;

/** The overview tab's periods: the last 30 or 90 UTC days, today included. */
export const OVERVIEW_RANGES = [30, 90] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

/** The overview tab's `?range=`: 30 or 90; anything else (missing, malformed, another number) is the default 30, never an error. */
export const overviewRangeSchema = z.object({
  range: z.coerce
    .number()
    .pipe(z.union(OVERVIEW_RANGES.map((days) => z.literal(days))))
    .catch(30),
});

/** A day as `<input type="date">` sends it; "2026-02-30" is no day. */
const isoDay = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a day, YYYY-MM-DD`)
    .refine((value) => {
      // Runs even when the regex failed (zod 4 keeps checking), so it must not throw on any string.
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    }, `${label} must be a day, YYYY-MM-DD`);

/** An optional day: absent or blank (an empty date field of a GET form) is none. */
const blankDay = (label: string) => z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), isoDay(label).optional());

const DAY_MS = 24 * 60 * 60 * 1000;
const midnight = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The CSV exports' optional period: UTC days `from` to `to`, both included (blank: open-ended). Orders are picked by
 * their creation time, licenses by when they were added. A `to` before `from` is a 400.
 */
export const exportRangeSchema = z
  .object({ from: blankDay("from"), to: blankDay("to") })
  .refine(({ from, to }) => !from || !to || from <= to, { message: "from must not be after to", path: ["to"] })
  .transform(({ from, to }) => ({ from: from ? midnight(from) : undefined, before: to ? new Date(midnight(to).getTime() + DAY_MS) : undefined }));

export type ExportRange = z.output<typeof exportRangeSchema>;

/** The most UTC days the funnel per source's CSV covers: a year with its leap day. */
export const SOURCE_FUNNEL_MAX_DAYS = 366;

/** GET /admin/export/sources?from=&to=: both UTC days required, from not after to, at most a year. */
export const sourceFunnelQuerySchema = z
  .object({ from: isoDay("from"), to: isoDay("to") })
  .refine(({ from, to }) => from <= to, { message: "from must not be after to", path: ["to"] })
  .refine(({ from, to }) => (midnight(to).getTime() - midnight(from).getTime()) / DAY_MS < SOURCE_FUNNEL_MAX_DAYS, {
    message: `The period must be at most ${SOURCE_FUNNEL_MAX_DAYS} days`,
    path: ["from"],
  });

/** A page of the Mail and Webhooks tabs (newest first; the cursor is the last row shown). */
export const adminPageSchema = z.object({
  limit: z.coerce.number().int().min(1, "limit must be at least 1").max(100, "limit must be at most 100").default(50),
  cursor: blankAsNone(z.string().trim().max(200)),
});

export type AdminPageQuery = z.output<typeof adminPageSchema>;
