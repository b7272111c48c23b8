import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { ENDPOINT_ROW_SELECT, toEndpointRow, type WebhookEndpointRow } from "@/lib/outgoing-webhooks/endpoint-row";
import { newEndpointSecret, sealEndpointSecret } from "@/lib/outgoing-webhooks/endpoint-secret";

/** How long the secret before a rotation still signs too: a day for the receiver to take the new one. */
export const PREVIOUS_SECRET_HOURS = 24;

/**
 * A new signing secret for an endpoint, answered once: deliveries from now are signed with both it and the one before
 * for PREVIOUS_SECRET_HOURS. The row is locked, so two rotations at once keep the secret that signed until now. Audited.
 */
export async function rotateWebhookSecret(id: string, ctx: AdminContext, now = new Date()): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
  const secret = newEndpointSecret();
  return prisma.$transaction(async (tx) => {
    const [current] = await tx.$queryRaw<{ sealed_secret: string }[]>`SELECT sealed_secret FROM webhook_endpoints WHERE id = ${id}::uuid FOR UPDATE`;
    if (!current) throw new AppError("not_found", "No such webhook endpoint.");
    const updated = await tx.webhookEndpoint.update({
      where: { id },
      data: {
        sealedSecret: sealEndpointSecret(secret, id),
        sealedPreviousSecret: current.sealed_secret,
        previousSecretUntil: new Date(now.getTime() + PREVIOUS_SECRET_HOURS * 3_600_000),
      },
      select: ENDPOINT_ROW_SELECT,
    });
    await recordAudit(
      { action: "webhook_endpoint.rotate_secret", actor: ctx.admin.username, success: true, ipAddress: ctx.ipAddress, details: { endpointId: id } },
      tx,
    );
    return { endpoint: toEndpointRow(updated), secret };
  });
}
