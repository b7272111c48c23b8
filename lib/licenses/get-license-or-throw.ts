import "server-only";

import { AppError } from "@/lib/api/errors";
import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { LICENSE_ROW_SELECT } from "@/lib/licenses/license-row";

type Db = Pick<Prisma.TransactionClient, "license">;

/** The form minecraftUuidSchema gives; the column is a PostgreSQL uuid, so anything else is no license and is never sent. */
const NORMALISED_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The license of a Minecraft UUID (as minecraftUuidSchema normalises it), or AppError("not_found"). */
export async function getLicenseOrThrow(uuid: string, db: Db = prisma) {
  const license = NORMALISED_UUID.test(uuid) ? await db.license.findUnique({ where: { uuid }, select: { id: true, ...LICENSE_ROW_SELECT } }) : null;
  if (!license) throw new AppError("not_found", "No license for that Minecraft UUID.");
  return license;
}
