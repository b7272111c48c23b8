import { WEBHOOK_EVENTS } from "@/lib/outgoing-webhooks/events";
import { z } from "@/lib/validation/zod";

/** An admin adds an endpoint (the dashboard's form, POST /admin/webhook-endpoints); the URL is checked by its use-case (DNS). */
export const createWebhookEndpointSchema = z
  .object({
    kind: z.enum(["STANDARD", "DISCORD"], "kind must be STANDARD or DISCORD").default("STANDARD"),
    url: z.string("url must be text").trim().min(1, "Enter the endpoint's URL").max(2048, "The URL must be at most 2048 characters"),
    description: z.string("description must be text").trim().max(200, "The description must be at most 200 characters").default(""),
    events: z
      .array(z.enum(WEBHOOK_EVENTS, `events must be among ${WEBHOOK_EVENTS.join(", ")}`), "events must be a list")
      .min(1, "Choose at least one event")
      .transform((events) => [...new Set(events)]),
    personalData: z.boolean("personalData must be true or false").default(false),
  })
  .strict();

export type CreateWebhookEndpointInput = z.output<typeof createWebhookEndpointSchema>;

/** An endpoint named by its id (rotate its secret, enable it). */
export const webhookEndpointIdSchema = z.object({ id: z.uuid("id must be a webhook endpoint id") }).strict();

/** A delivery named by its id (send it again). */
export const webhookDeliveryIdSchema = z.object({ id: z.uuid("id must be a webhook delivery id") }).strict();

const moment = z.iso.datetime().meta({ description: "ISO 8601, UTC" });

/** An endpoint as the dashboard and GET /admin/webhook-endpoints show it: never its secret. */
export const webhookEndpointRowSchema = z.object({
  id: z.uuid(),
  kind: z.enum(["STANDARD", "DISCORD"]).meta({ description: "STANDARD: signed by Standard Webhooks 1.0; DISCORD: a Discord channel's webhook" }),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  personalData: z.boolean().meta({ description: "whether payloads carry the buyer's e-mail address" }),
  enabled: z.boolean(),
  disabledAt: moment.nullable(),
  disabledReason: z.string().nullable(),
  failedInARow: z.number().int().meta({ description: "deliveries in a row that failed every try; 10 disable the endpoint" }),
  previousSecretUntil: moment.nullable().meta({ description: "until when the secret before the last rotation signs too" }),
  createdAt: moment,
});

/** One try of a delivery: the endpoint's answer (status, its first 2 KB) or why it could not be reached. */
export const webhookAttemptRowSchema = z.object({
  attemptedAt: moment,
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  responseBody: z.string().nullable(),
});

/** A delivery of the log: one event for one endpoint, with its tries, oldest first. */
export const webhookDeliveryRowSchema = z.object({
  id: z.uuid(),
  eventType: z.string(),
  status: z.enum(["PENDING", "DELIVERED", "FAILED"]),
  tries: z.number().int().meta({ description: "tries since it was queued or last redelivered; 10 at most" }),
  nextAttemptAt: moment.nullable().meta({ description: "when a pending one is tried next" }),
  createdAt: moment,
  attempts: z.array(webhookAttemptRowSchema),
});

export const webhookEndpointWithLogSchema = webhookEndpointRowSchema.extend({ deliveries: z.array(webhookDeliveryRowSchema) });

/** What an add or a rotation answers: the endpoint and its secret, the one time it is shown. */
export const webhookEndpointSecretSchema = z.object({
  endpoint: webhookEndpointRowSchema,
  secret: z.string().meta({ description: "whsec_ and 24 random bytes in base64: the key Standard Webhooks libraries verify with" }),
});
