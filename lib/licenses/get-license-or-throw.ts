import "server-only";

import { LICENSE_ROW_SELECT } from "@/lib/licenses/license-row";
import { AppError } from "@/lib/api/errors";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { minecraftUuidSchema } from "@/lib/licenses/schemas";

type Db = Pick<Prisma.TransactionClient, "license">;

/** The license of a Minecraft UUID (dashed or not), or AppError("not_found"). */
export async function getLicenseOrThrow(uuid: string, db: Db = prisma) {
  const parsed = minecraftUuidSchema.safeParse(uuid);
  const license = parsed.success ? await db.license.findUnique({ where: { uuid: parsed.data }, select: { id: true, ...LICENSE_ROW_SELECT } }) : null;
  if (!license) throw new AppError("not_found", "No license for that Minecraft UUID.");
  return license;
}
