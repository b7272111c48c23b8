import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import type { WebhookEventData, WebhookEventType, WebhookMessage, WebhookPersonalData } from "@/lib/outgoing-webhooks/events";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";

/**
 * Queues an event for every enabled endpoint that hears it, in the transaction that records the fact: a delivery
 * exists only if the fact was committed, and a committed fact always has its deliveries. The personal data goes
 * only into the payloads of endpoints that opted into it. Answers how many deliveries were queued.
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  tx: Prisma.TransactionClient,
  type: T,
  data: WebhookEventData[T],
  { personal, at = new Date() }: { personal?: WebhookPersonalData; at?: Date } = {},
): Promise<number> {
  const endpoints = await tx.webhookEndpoint.findMany({ where: { enabled: true, events: { has: type } }, select: { id: true, personalData: true } });
  if (endpoints.length === 0) return 0;
  const timestamp = at.toISOString();
  const message = (withPersonal: boolean): WebhookMessage<T> => ({ type, timestamp, data: withPersonal && personal ? { ...data, personal } : data });
  await tx.webhookDelivery.createMany({
    data: endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      eventType: type,
      payload: message(endpoint.personalData) as unknown as Prisma.InputJsonValue,
      nextAttemptAt: at,
    })),
  });
  await enqueue(QUEUES.webhookDeliver, {}, { tx });
  return endpoints.length;
}
