import "server-only";

import { likeLiteral } from "@/lib/admin/like-literal";
import type { ListLicensesQuery } from "@/lib/admin/schemas";
import { prisma } from "@/lib/database/db";
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
export async function listLicenses(query: ListLicensesQuery): Promise<LicenseRow[]> {
  const where: Prisma.LicenseWhereInput = {
    ...(query.activeOnly && { active: true }),
    ...(query.search && searchFilter(query.search)),
  };
  const licenses = await prisma.license.findMany({ where, orderBy: orderBy(query.sortBy, query.order), take: query.limit, select: LICENSE_ROW_SELECT });
  return licenses.map(toLicenseRow);
}
