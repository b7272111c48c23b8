import "server-only";

import { prisma } from "@/lib/database/db";
import { MAX_WEBHOOK_ENDPOINTS } from "@/lib/outgoing-webhooks/create-webhook-endpoint";
import { ENDPOINT_ROW_SELECT, toEndpointRow } from "@/lib/outgoing-webhooks/endpoint-row";
import type { webhookAttemptRowSchema, webhookEndpointWithLogSchema } from "@/lib/outgoing-webhooks/schemas";
import type { z } from "@/lib/validation/zod";

/** Deliveries of each endpoint the log shows, newest first, and the tries of each. */
const DELIVERIES_SHOWN = 20;
const ATTEMPTS_SHOWN = 20;

export type WebhookAttemptRow = z.infer<typeof webhookAttemptRowSchema>;
export type WebhookEndpointWithLog = z.infer<typeof webhookEndpointWithLogSchema>;

/**
 * The Webhooks tab's outgoing endpoints and GET /admin/webhook-endpoints: every endpoint (oldest first, at most
 * MAX_WEBHOOK_ENDPOINTS) with its newest deliveries and their tries. One query with bounded nested reads.
 */
export async function listWebhookEndpoints(): Promise<WebhookEndpointWithLog[]> {
  const endpoints = await prisma.webhookEndpoint.findMany({
    orderBy: { createdAt: "asc" },
    take: MAX_WEBHOOK_ENDPOINTS,
    select: {
      ...ENDPOINT_ROW_SELECT,
      deliveries: {
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: DELIVERIES_SHOWN,
        select: {
          id: true,
          eventType: true,
          status: true,
          tries: true,
          nextAttemptAt: true,
          createdAt: true,
          attempts: {
            orderBy: { attemptedAt: "desc" },
            take: ATTEMPTS_SHOWN,
            select: { attemptedAt: true, statusCode: true, error: true, durationMs: true, responseBody: true },
          },
        },
      },
    },
  });
  return endpoints.map(({ deliveries, ...endpoint }) => ({
    ...toEndpointRow(endpoint),
    deliveries: deliveries.map(({ nextAttemptAt, createdAt, attempts, ...delivery }) => ({
      ...delivery,
      nextAttemptAt: delivery.status === "PENDING" ? nextAttemptAt.toISOString() : null,
      createdAt: createdAt.toISOString(),
      attempts: attempts.reverse().map(({ attemptedAt, ...attempt }) => ({ ...attempt, attemptedAt: attemptedAt.toISOString() })),
    })),
  }));
}
