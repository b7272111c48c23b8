import "server-only";

import { queueRoleSync } from "@/lib/buyer-role/queue-role-sync";
import type { License, LicenseSource, Prisma } from "@/lib/generated/prisma/client";
import { emitWebhookEvent } from "@/lib/outgoing-webhooks/emit-webhook-event";

/** Whom a license is granted to: the Mojang account, its e-mail (where lost download links go), and who grants it. */
export type LicenseGrant = { uuid: string; username: string; email: string | null; source: LicenseSource };

/**
 * Puts an account on the whitelist, or back on it after a refund or a revoke, in the caller's transaction: the one
 * write of a grant, whoever makes it (a sale, a gift redeemed, an admin). An account already listed takes the new
 * username and e-mail and keeps the source it was first created with. Its buyer role comes with it (a license
 * granted again may still be linked to Discord), and so does the license.granted event for the seller's endpoints.
 */
export async function grantLicense(tx: Prisma.TransactionClient, { uuid, username, email, source }: LicenseGrant): Promise<License> {
  const license = await tx.license.upsert({
    where: { uuid },
    create: { uuid, username, email, source },
    update: { active: true, revokedAt: null, revokedReason: null, username, email },
  });
  await queueRoleSync(tx, [license.id]);
  await emitWebhookEvent(
    tx,
    "license.granted",
    { licenseId: license.id, minecraftUuid: license.uuid, username: license.username, source },
    { personal: { email: license.email } },
  );
  return license;
}
