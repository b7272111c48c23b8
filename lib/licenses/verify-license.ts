import "server-only";

import { prisma } from "@/lib/db";
import type { licenseCheckSchema } from "@/lib/licenses/schemas";
import { countLicenseCheck } from "@/lib/metrics/shop-metrics";
import type { z } from "@/lib/validation/zod";

/** The mod checks often; `last_verified` is written at most once per this interval per license. */
export const LAST_VERIFIED_RESOLUTION_MS = 60_000;

/** The answer GET /api/license/verify sends, as /openapi.json documents it. */
export type LicenseCheck = z.infer<typeof licenseCheckSchema>;

/**
 * The whitelist check the mod makes: is this Minecraft account licensed?
 * Records the check in `last_verified`, with one conditional write a minute
 * at most, so a busy mod costs one indexed read per check.
 */
export async function verifyLicense(uuid: string, now = new Date()): Promise<LicenseCheck> {
  const license = await prisma.license.findUnique({
    where: { uuid },
    select: { id: true, username: true, active: true, lastVerifiedAt: true },
  });
  if (!license) {
    countLicenseCheck("unknown");
    return { active: false };
  }

  const staleBefore = new Date(now.getTime() - LAST_VERIFIED_RESOLUTION_MS);
  if (!license.lastVerifiedAt || license.lastVerifiedAt < staleBefore) {
    // The condition is repeated in the write so concurrent checks write once.
    await prisma.license.updateMany({
      where: { id: license.id, OR: [{ lastVerifiedAt: null }, { lastVerifiedAt: { lt: staleBefore } }] },
      data: { lastVerifiedAt: now },
    });
  }
  countLicenseCheck(license.active ? "active" : "inactive");
  return { active: license.active, username: license.username };
}
