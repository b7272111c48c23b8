import "server-only";

import { z } from "@/lib/validation/zod";

import { likeLiteral } from "@/lib/admin/like-literal";
import { parseWith } from "@/lib/api/parse";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { type LicenseRow, LICENSE_ROW_SELECT, toLicenseRow } from "@/lib/licenses/license-row";
import { minecraftUuidSchema } from "@/lib/licenses/schemas";

const querySchema = z.object({
  search: z
    .string()
    .trim()
    .max(64, "search must be at most 64 characters")
    .optional()
    .transform((value) => value || undefined),
  activeOnly: z
    .union([z.boolean(), z.enum(["true", "false"], "active_only must be true or false")])
    .default(false)
    .transform((value) => value === true || value === "true"),
  limit: z.coerce.number("limit must be a number").int("limit must be a whole number").min(1, "limit must be at least 1").max(100, "limit must be at most 100").default(20),
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
}, querySchema);

export type ListLicensesInput = z.input<typeof querySchema>;
export type ListLicensesQuery = z.output<typeof querySchema>;

function searchFilter(search: string): Prisma.LicenseWhereInput {
  const text = likeLiteral(search);
  const anyOf: Prisma.LicenseWhereInput[] = [
    { username: { contains: text, mode: "insensitive" } },
    { email: { contains: text, mode: "insensitive" } },
  ];
  const uuid = minecraftUuidSchema.safeParse(search);
  if (uuid.success) anyOf.push({ uuid: uuid.data });
  return { OR: anyOf };
}

function orderBy(sortBy: ListLicensesQuery["sortBy"], order: "ASC" | "DESC"): Prisma.LicenseOrderByWithRelationInput[] {
  const direction = order === "ASC" ? "asc" : "desc";
  const primary: Prisma.LicenseOrderByWithRelationInput =
    sortBy === "last_verified"
      ? { lastVerifiedAt: { sort: direction, nulls: "last" } }
      : sortBy === "username"
        ? { username: direction }
        : { addedAt: direction };
  return [primary, { addedAt: "desc" }, { id: "asc" }];
}

/**
 * Whitelist entries for the dashboard's search and user lists and for
 * GET /admin/list-uuids: a search matches a username (case-insensitive,
 * part of it), an exact UUID (dashed or not) or part of an e-mail. At most
 * 100 rows; never-verified licenses sort last by last_verified either way.
 */
export async function listLicenses(input: ListLicensesInput = {}): Promise<LicenseRow[]> {
  const query = parseWith(querySchema, input);
  const where: Prisma.LicenseWhereInput = {
    ...(query.activeOnly && { active: true }),
    ...(query.search && searchFilter(query.search)),
  };
  const licenses = await prisma.license.findMany({ where, orderBy: orderBy(query.sortBy, query.order), take: query.limit, select: LICENSE_ROW_SELECT });
  return licenses.map(toLicenseRow);
}
