import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { emitWebhookEvent } from "@/lib/outgoing-webhooks/emit-webhook-event";
import type { WebhookEventData } from "@/lib/outgoing-webhooks/events";

/** A registered release, as the seller's endpoints hear it: release.published, queued in the release's transaction. */
export const announceRelease = (tx: Prisma.TransactionClient, release: WebhookEventData["release.published"]) =>
  emitWebhookEvent(tx, "release.published", release);
