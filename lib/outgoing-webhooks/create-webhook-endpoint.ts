import "server-only";

import { randomUUID } from "node:crypto";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { env } from "@/lib/env";
import { checkOutboundTarget, TargetRefused, type Resolver } from "@/lib/http/outbound-target";
import { isDiscordWebhookUrl, shownUrl } from "@/lib/outgoing-webhooks/discord-message";
import { ENDPOINT_ROW_SELECT, toEndpointRow, type WebhookEndpointRow } from "@/lib/outgoing-webhooks/endpoint-row";
import { newEndpointSecret, sealEndpointSecret } from "@/lib/outgoing-webhooks/endpoint-secret";
import type { CreateWebhookEndpointInput } from "@/lib/outgoing-webhooks/schemas";

/** The most endpoints a shop keeps: each event is one delivery per endpoint, inside the fact's transaction. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

/** A URL an admin typed, checked as every delivery checks it again; a refusal is the url field's error. */
export async function assertDeliverableUrl(url: string, resolve?: Resolver): Promise<void> {
  try {
    await checkOutboundTarget(url, { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS, resolve });
  } catch (error) {
    if (error instanceof TargetRefused) throw new AppError("unprocessable_entity", error.message, { fields: { url: error.message } });
    throw error;
  }
}

/**
 * An admin adds an endpoint: its URL must be https and lead to public addresses (assertDeliverableUrl), a Discord
 * channel's must be a channel webhook's, and it gets a new signing secret, answered here once and kept only sealed
 * (a Discord channel's is not used: Discord checks the token in the URL). Audited without the secret.
 */
export async function createWebhookEndpoint(
  input: CreateWebhookEndpointInput,
  ctx: AdminContext,
  { resolve }: { resolve?: Resolver } = {},
): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
  if (input.kind === "DISCORD" && !isDiscordWebhookUrl(input.url, env.DISCORD_API_BASE)) {
    const message =
      "A Discord channel webhook's URL looks like https://discord.com/api/webhooks/<id>/<token> (the channel's settings, Integrations, Webhooks, Copy Webhook URL).";
    throw new AppError("unprocessable_entity", message, { fields: { url: message } });
  }
  await assertDeliverableUrl(input.url, resolve);
  // A channel is read by people: it never gets personal data, whatever was chosen.
  const data = { ...input, personalData: input.kind === "DISCORD" ? false : input.personalData };
  const id = randomUUID();
  const secret = newEndpointSecret();
  const row = await prisma.$transaction(async (tx) => {
    if ((await tx.webhookEndpoint.count()) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError("conflict", `A shop has at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints: remove one first.`);
    }
    const created = await tx.webhookEndpoint.create({
      data: { id, ...data, sealedSecret: sealEndpointSecret(secret, id), createdBy: ctx.admin.username },
      select: ENDPOINT_ROW_SELECT,
    });
    await recordAudit(
      {
        action: "webhook_endpoint.create",
        actor: ctx.admin.username,
        success: true,
        ipAddress: ctx.ipAddress,
        details: { endpointId: id, kind: data.kind, url: shownUrl(data.kind, data.url), events: data.events, personalData: data.personalData },
      },
      tx,
    );
    return created;
  });
  return { endpoint: toEndpointRow(row), secret };
}
