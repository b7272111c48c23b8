import "server-only";

import { dashboardHref } from "@/lib/content/admin/routes";
import type { ShopPrismaClient } from "@/lib/database/client-options";
import { prisma } from "@/lib/database/db";
import { env } from "@/lib/env";
import type { WebhookDelivery, WebhookEndpoint } from "@/lib/generated/prisma/client";
import { outboundPost, type OutboundAnswer } from "@/lib/http/outbound-post";
import { checkOutboundTarget, type Resolver } from "@/lib/http/outbound-target";
import { log } from "@/lib/log";
import { adminEmails } from "@/lib/mail/admin-emails";
import { webhookDisabledMail } from "@/lib/mail/templates/webhook-disabled";
import { discordMessageOf, shownUrl } from "@/lib/outgoing-webhooks/discord-message";
import { openEndpointSecret } from "@/lib/outgoing-webhooks/endpoint-secret";
import type { WebhookMessage } from "@/lib/outgoing-webhooks/events";
import { messageIdOf, signMessage } from "@/lib/outgoing-webhooks/sign-message";
import { enqueue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { absoluteUrl, site } from "@/lib/site";

/** Tries per delivery; the waits between them come from RETRY_DELAYS_MS. */
export const MAX_TRIES = 10;
/**
 * The wait after each failed try (the first is after try 1), WEBHOOK_RETRY_DELAYS: by default 5 s, 5 min, 30 min,
 * 1 h, 2 h, 4 h, 6 h, 8 h, 12 h, so the tenth try comes about 33.6 hours (a day and a half) after the first, as
 * Polar's and Svix's schedules do.
 */
export const retryDelaysMs = (): readonly number[] => env.WEBHOOK_RETRY_DELAYS;
/** Deliveries in a row that failed every try before the endpoint is disabled. */
export const DISABLE_AFTER_FAILED_DELIVERIES = 10;
/** An endpoint that does not answer within this is a failed try. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of an answer the log keeps. */
export const RESPONSE_BODY_BYTES = 2048;
/** While one sender tries a delivery, other senders leave it alone this long: longer than a try's timeout. */
const LEASE_MS = 60_000;
const BATCH = 20;

type Due = WebhookDelivery & { endpoint: WebhookEndpoint };
type Options = { now?: Date; db?: ShopPrismaClient; allowPrivate?: boolean; resolve?: Resolver; until?: number };

/**
 * Sends due deliveries: each is claimed first with a conditional update (two senders never try one twice at once),
 * tried once (its URL checked again, so a name that now resolves to a private address is refused), and its try
 * logged. A 2xx answer delivers it; otherwise it waits its retryDelaysMs and a job is queued for that moment. After
 * MAX_TRIES it has failed, and DISABLE_AFTER_FAILED_DELIVERIES failed deliveries in a row disable the endpoint and
 * mail the admins. No try starts at or after `until` (ms since the epoch): what is left stays due for the next pass.
 * Answers how many were delivered and how many tries failed.
 */
export async function deliverDueWebhooks({
  now = new Date(),
  db = prisma,
  allowPrivate = env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
  resolve,
  until = Infinity,
}: Options = {}) {
  const due = await db.webhookDelivery.findMany({
    where: { status: "PENDING", nextAttemptAt: { lte: now } },
    orderBy: { nextAttemptAt: "asc" },
    take: BATCH,
    include: { endpoint: true },
  });
  let delivered = 0;
  let failed = 0;
  for (const delivery of due) {
    if (Date.now() >= until) break;
    const claimed = await db.webhookDelivery.updateMany({
      where: { id: delivery.id, status: "PENDING", tries: delivery.tries },
      data: { tries: delivery.tries + 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS), lastAttemptAt: now },
    });
    if (claimed.count === 0) continue;
    const outcome = await tryOnce(delivery, { now, allowPrivate, resolve });
    await db.webhookDeliveryAttempt.create({
      data: {
        deliveryId: delivery.id,
        attemptedAt: now,
        statusCode: outcome.answer?.status ?? null,
        responseBody: outcome.answer?.body ?? null,
        error: outcome.error?.slice(0, 500) ?? null,
        durationMs: outcome.answer?.durationMs ?? outcome.durationMs,
      },
    });
    if (outcome.ok) {
      delivered += 1;
      await db.webhookDelivery.update({ where: { id: delivery.id }, data: { status: "DELIVERED" } });
      await db.webhookEndpoint.update({ where: { id: delivery.endpointId }, data: { failedInARow: 0 } });
      continue;
    }
    failed += 1;
    const tries = delivery.tries + 1;
    const lastError = outcome.error ?? `HTTP ${outcome.answer?.status}`;
    log.warn("webhook try failed", { deliveryId: delivery.id, endpointId: delivery.endpointId, tries, error: lastError });
    if (tries < MAX_TRIES && delivery.endpoint.enabled) {
      const nextAttemptAt = new Date(now.getTime() + Math.max(retryDelaysMs()[tries - 1]!, retryAfterMs(outcome.answer)));
      await db.webhookDelivery.update({ where: { id: delivery.id }, data: { nextAttemptAt } });
      await enqueue(QUEUES.webhookDeliver, {}, { startAfter: nextAttemptAt });
      continue;
    }
    await db.webhookDelivery.update({ where: { id: delivery.id }, data: { status: "FAILED" } });
    if (delivery.endpoint.enabled) await countFailedDelivery(db, delivery.endpoint, lastError, now);
  }
  return { delivered, failed };
}

/**
 * How long a 429 asked to wait: Discord's JSON `retry_after` (seconds, with a fraction), else a Retry-After header's
 * seconds; 0 for any other answer. The next try waits at least this, and its schedule's wait if that is longer.
 */
function retryAfterMs(answer: OutboundAnswer | undefined): number {
  if (answer?.status !== 429) return 0;
  try {
    const { retry_after } = JSON.parse(answer.body) as { retry_after?: unknown };
    if (typeof retry_after === "number" && retry_after > 0) return Math.ceil(retry_after * 1000);
  } catch {
    // Not Discord's JSON: the header, if any.
  }
  const header = Number(answer.retryAfter);
  return Number.isFinite(header) && header > 0 ? header * 1000 : 0;
}

type Outcome = { ok: boolean; answer?: OutboundAnswer; error?: string; durationMs: number };

/** One try: the URL checked again, the message signed for this moment, the POST. Never throws. */
async function tryOnce(delivery: Due, { now, allowPrivate, resolve }: { now: Date; allowPrivate: boolean; resolve?: Resolver }): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const { endpoint } = delivery;
  if (!endpoint.enabled) return { ok: false, error: "The endpoint is disabled.", durationMs: 0 };
  try {
    const target = await checkOutboundTarget(endpoint.url, { allowPrivate, resolve });
    const message = delivery.payload as WebhookMessage;
    // A Discord channel gets the event as an embed; Discord checks the token in its URL, so nothing is signed.
    const body = JSON.stringify(endpoint.kind === "DISCORD" ? discordMessageOf(message) : message);
    const signature = endpoint.kind === "DISCORD" ? {} : signMessage({ id: messageIdOf(delivery.id), at: now, body, secrets: signingSecrets(endpoint, now) });
    const answer = await outboundPost(target, {
      headers: { "content-type": "application/json", "user-agent": `${site.name} webhooks`, ...signature },
      body,
      timeoutMs: DELIVERY_TIMEOUT_MS,
      maxBodyBytes: RESPONSE_BODY_BYTES,
    });
    return { ok: answer.status >= 200 && answer.status < 300, answer, durationMs: elapsed() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error), durationMs: elapsed() };
  }
}

/** The current secret, and the one before it while its 24 hours after a rotation last. */
function signingSecrets(endpoint: WebhookEndpoint, now: Date): string[] {
  const secrets = [openEndpointSecret(endpoint.sealedSecret, endpoint.id)];
  if (endpoint.sealedPreviousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now) {
    secrets.push(openEndpointSecret(endpoint.sealedPreviousSecret, endpoint.id));
  }
  return secrets;
}

/**
 * Counts a delivery that failed every try; the one that makes DISABLE_AFTER_FAILED_DELIVERIES in a row disables the
 * endpoint (one conditional update, so two senders disable it once) and queues the admins' mail in the same
 * transaction.
 */
async function countFailedDelivery(db: ShopPrismaClient, endpoint: WebhookEndpoint, lastError: string, now: Date) {
  await db.$transaction(async (tx) => {
    const counted = await tx.webhookEndpoint.update({ where: { id: endpoint.id }, data: { failedInARow: { increment: 1 } }, select: { failedInARow: true } });
    if (counted.failedInARow < DISABLE_AFTER_FAILED_DELIVERIES) return;
    const reason = `${counted.failedInARow} deliveries in a row failed; the last try: ${lastError}`.slice(0, 500);
    const disabled = await tx.webhookEndpoint.updateMany({
      where: { id: endpoint.id, enabled: true },
      data: { enabled: false, disabledAt: now, disabledReason: reason },
    });
    if (disabled.count === 0) return;
    const mail = await webhookDisabledMail({
      url: shownUrl(endpoint.kind, endpoint.url),
      failed: counted.failedInARow,
      lastError,
      dashboardUrl: absoluteUrl(dashboardHref("webhooks")),
    });
    const dedupeKey = `webhook-disabled:${endpoint.id}:${now.getTime()}`;
    await tx.emailOutbox.createMany({ data: adminEmails().map((to, index) => ({ dedupeKey: `${dedupeKey}:${index}`, to, ...mail })), skipDuplicates: true });
    await enqueue(QUEUES.mail, {}, { tx });
    log.warn("webhook endpoint disabled", { endpointId: endpoint.id, failedInARow: counted.failedInARow });
  });
}
