import type { Prisma } from "@/lib/generated/prisma/client";
import type { WebhookEventType } from "@/lib/outgoing-webhooks/events";
import type { webhookEndpointRowSchema } from "@/lib/outgoing-webhooks/schemas";
import type { z } from "@/lib/validation/zod";

/** What the dashboard and GET /admin/webhook-endpoints show of an endpoint: never its secret. */
export const ENDPOINT_ROW_SELECT = {
  id: true,
  kind: true,
  url: true,
  description: true,
  events: true,
  personalData: true,
  enabled: true,
  disabledAt: true,
  disabledReason: true,
  failedInARow: true,
  previousSecretUntil: true,
  createdAt: true,
} as const satisfies Prisma.WebhookEndpointSelect;

type Selected = Prisma.WebhookEndpointGetPayload<{ select: typeof ENDPOINT_ROW_SELECT }>;

/** An endpoint as the dashboard and GET /admin/webhook-endpoints show it: the answer /openapi.json documents. */
export type WebhookEndpointRow = z.infer<typeof webhookEndpointRowSchema>;

export function toEndpointRow({ events, disabledAt, previousSecretUntil, createdAt, ...row }: Selected): WebhookEndpointRow {
  return {
    ...row,
    events: events as WebhookEventType[],
    disabledAt: disabledAt?.toISOString() ?? null,
    previousSecretUntil: previousSecretUntil?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}
