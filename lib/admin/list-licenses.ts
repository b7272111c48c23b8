import "server-only";

import type { ListLicensesQuery } from "@/lib/admin/schemas";
import { prisma } from "@/lib/database/db";
import { likeLiteral } from "@/lib/database/like-literal";
import type { Prisma } from "@/lib/generated/prisma/client";
import { LICENSE_ROW_SELECT, toLicenseRow, type LicenseRow } from "@/lib/licenses/license-row";
import { minecraftUuidSchema } from "@/lib/mojang/schemas";

function searchFilter(search: string): Prisma.LicenseWhereInput {
  const text = likeLiteral(search);
  const anyOf: Prisma.LicenseWhereInput[] = [{ username: { contains: text, mode: "insensitive" } }, { email: { contains: text, mode: "insensitive" } }];
  const uuid = minecraftUuidSchema.safeParse(search);
  if (uuid.success) anyOf.push({ uuid: uuid.data });
  return { OR: anyOf };
}

function orderBy(sortBy: "added_date" | "username", order: "ASC" | "DESC"): Prisma.LicenseOrderByWithRelationInput[] {
  const direction = order === "ASC" ? "asc" : "desc";
  return [sortBy === "username" ? { username: direction } : { addedAt: direction }, { addedAt: "desc" }, { id: "asc" }];
}

/**
 * By the last check: the checked licenses first, read along license_checks' index on checked_at (newest or oldest
 * first, as asked), then, while the page has room, the never-checked ones, newest added first. Two short reads
 * instead of sorting every license joined to its check.
 */
async function listByLastCheck(where: Prisma.LicenseWhereInput, query: ListLicensesQuery): Promise<LicenseRow[]> {
  const checked = await prisma.licenseCheck.findMany({
    where: { license: where },
    orderBy: [{ checkedAt: query.order === "ASC" ? "asc" : "desc" }, { license: { addedAt: "desc" } }, { licenseId: "asc" }],
    take: query.limit,
    select: { license: { select: LICENSE_ROW_SELECT } },
  });
  const rows = checked.map(({ license }) => toLicenseRow(license));
  if (rows.length === query.limit) return rows;
  const neverChecked = await prisma.license.findMany({
    where: { ...where, lastCheck: null },
    orderBy: [{ addedAt: "desc" }, { id: "asc" }],
    take: query.limit - rows.length,
    select: LICENSE_ROW_SELECT,
  });
  return [...rows, ...neverChecked.map(toLicenseRow)];
}

/**
 * Whitelist entries for the dashboard's search and user lists and for
 * GET /admin/list-uuids: a search matches a username (case-insensitive,
 * part of it), an exact UUID (dashed or not) or part of an e-mail. At most
 * 100 rows; never-verified licenses sort last by last_verified either way.
 */
export async function listLicenses(query: ListLicensesQuery): Promise<LicenseRow[]> {
  const where: Prisma.LicenseWhereInput = {
    ...(query.activeOnly && { active: true }),
    ...(query.search && searchFilter(query.search)),
  };
  if (query.sortBy === "last_verified") return listByLastCheck(where, query);
  const licenses = await prisma.license.findMany({ where, orderBy: orderBy(query.sortBy, query.order), take: query.limit, select: LICENSE_ROW_SELECT });
  return licenses.map(toLicenseRow);
}
