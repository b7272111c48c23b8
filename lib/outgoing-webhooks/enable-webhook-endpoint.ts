import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { ENDPOINT_ROW_SELECT, toEndpointRow, type WebhookEndpointRow } from "@/lib/outgoing-webhooks/endpoint-row";

/**
 * "Enable" on a disabled endpoint: it hears events again from now, with its count of failed deliveries back at 0
 * (the deliveries that failed stay failed; each can be sent again from the log). Enabling an enabled one changes
 * nothing. Audited.
 */
export async function enableWebhookEndpoint(id: string, ctx: AdminContext): Promise<WebhookEndpointRow> {
  return prisma.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.findUnique({ where: { id }, select: { enabled: true } });
    if (!endpoint) throw new AppError("not_found", "No such webhook endpoint.");
    const updated = await tx.webhookEndpoint.update({
      where: { id },
      data: { enabled: true, disabledAt: null, disabledReason: null, failedInARow: 0 },
      select: ENDPOINT_ROW_SELECT,
    });
    if (!endpoint.enabled) {
      await recordAudit(
        { action: "webhook_endpoint.enable", actor: ctx.admin.username, success: true, ipAddress: ctx.ipAddress, details: { endpointId: id } },
        tx,
      );
    }
    return toEndpointRow(updated);
  });
}
