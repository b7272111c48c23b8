import path from "node:path";

import type { ShopPrismaClient } from "@/lib/database/client-options";
import { addRelease } from "@/lib/releases/add-release";

/** A tiny valid jar standing in for the mod on demo installs. */
const PLACEHOLDER_JAR = path.resolve(process.cwd(), "lib/seed/assets/placeholder-mod.jar");

/** Public Mojang profiles, so the demo whitelist holds real-looking entries. */
const DEMO_LICENSES = [
  { uuid: "069a79f4-44e9-4726-a5be-fca90e38aaf5", username: "Notch" },
  { uuid: "853c80ef-3c37-49fd-aa49-938b674adae6", username: "jeb_" },
  { uuid: "61699b2e-d327-4a01-9f1e-0ea8c3f06bc6", username: "Dinnerbone" },
] as const;

/**
 * Demo content for a fresh embedded database: a few whitelisted accounts so
 * the landing page's user count and the admin lists have something to show,
 * and a placeholder release so the download works. Idempotent.
 */
export async function seedDemo(prisma: ShopPrismaClient, options: { releasesDir: string; slug: string }): Promise<{ licenses: number; release: boolean }> {
  let created = 0;
  for (const demo of DEMO_LICENSES) {
    const existing = await prisma.license.findUnique({ where: { uuid: demo.uuid }, select: { id: true } });
    if (existing) continue;
    await prisma.license.create({ data: { ...demo, source: "ADMIN", email: null } });
    created += 1;
  }
  const hasRelease = (await prisma.release.count()) > 0;
  if (!hasRelease) await addRelease(prisma, { sourcePath: PLACEHOLDER_JAR, version: "1.0.0", releasesDir: options.releasesDir, slug: options.slug });
  return { licenses: created, release: !hasRelease };
}
