import { randomBytes } from "node:crypto";

import { RESTJSONErrorCodes, type APIEmbed, type RESTPostAPIWebhookWithTokenJSONBody } from "discord-api-types/v10";

import { html, isRecord, json, parseJson, type SimRequest, type SimResponse } from "../http";
import { invalidFormBody, invalidJson } from "./errors";
import { snowflake } from "./snowflake";

/** Discord's limits on a webhook message (https://discord.com/developers/docs/resources/message#embed-object-embed-limits). */
const LIMITS = { content: 2000, embeds: 10, title: 256, description: 4096, fields: 25, fieldName: 256, fieldValue: 1024, total: 6000 };

/** A channel webhook, as "Copy Webhook URL" in a channel's settings gives it: its id and its token. */
export type ChannelWebhook = { id: string; token: string; name: string };

/** A message a webhook posted to its channel. */
export type WebhookMessage = { id: string; webhookId: string; content: string; embeds: APIEmbed[]; at: string };

/** The demo channel's webhook: the URL demo mode's dashboard suggests (…/discord/api/webhooks/<id>/<token>). */
export const DEMO_CHANNEL_WEBHOOK: ChannelWebhook = {
  id: "1345340000000000001",
  token: "SimulatorDemoChannelWebhookTokenNotASecret_000000000000000000000000",
  name: "sales",
};

const unknownWebhook = () => json(404, { message: "Unknown Webhook", code: RESTJSONErrorCodes.UnknownWebhook });

/** Why an embed breaks Discord's limits, or null. */
function embedProblem(embed: unknown): string | null {
  if (!isRecord(embed)) return "embeds must be objects";
  const { title, description, fields } = embed as APIEmbed;
  if (title !== undefined && (typeof title !== "string" || title.length > LIMITS.title)) return `title must be at most ${LIMITS.title} characters`;
  if (description !== undefined && (typeof description !== "string" || description.length > LIMITS.description)) {
    return `description must be at most ${LIMITS.description} characters`;
  }
  if (fields !== undefined) {
    if (!Array.isArray(fields) || fields.length > LIMITS.fields) return `an embed has at most ${LIMITS.fields} fields`;
    for (const field of fields) {
      if (!isRecord(field) || typeof field.name !== "string" || typeof field.value !== "string") return "a field needs a name and a value";
      if (field.name.length === 0 || field.name.length > LIMITS.fieldName) return `a field's name is 1 to ${LIMITS.fieldName} characters`;
      if (field.value.length === 0 || field.value.length > LIMITS.fieldValue) return `a field's value is 1 to ${LIMITS.fieldValue} characters`;
    }
  }
  return null;
}

/** The channel webhooks of the simulated server, and what each posted: Execute Webhook, as the shop's sale notices call it. */
export class ChannelWebhooks {
  private webhooks = new Map<string, ChannelWebhook>([[DEMO_CHANNEL_WEBHOOK.id, DEMO_CHANNEL_WEBHOOK]]);
  private posted: WebhookMessage[] = [];

  create(name: string): ChannelWebhook {
    const webhook = { id: snowflake(), token: randomBytes(51).toString("base64url"), name };
    this.webhooks.set(webhook.id, webhook);
    return webhook;
  }

  /** What the webhooks posted, oldest first; one webhook's when `webhookId` is given. */
  messages(webhookId?: string): WebhookMessage[] {
    return this.posted.filter((message) => webhookId === undefined || message.webhookId === webhookId);
  }

  reset(): void {
    this.webhooks = new Map([[DEMO_CHANNEL_WEBHOOK.id, DEMO_CHANNEL_WEBHOOK]]);
    this.posted = [];
  }

  // POST /webhooks/{id}/{token}[?wait=true] – 204, or 200 with the message when waited for
  execute(req: SimRequest, id: string, token: string): SimResponse {
    const webhook = this.webhooks.get(id);
    if (!webhook || webhook.token !== token) return unknownWebhook();
    const body = parseJson(req.body);
    if (body === undefined) return invalidJson();
    if (!isRecord(body)) return invalidFormBody(null, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType");
    const { content = "", embeds = [] } = body as RESTPostAPIWebhookWithTokenJSONBody;
    if (typeof content !== "string" || content.length > LIMITS.content)
      return invalidFormBody("content", "BASE_TYPE_MAX_LENGTH", `Must be ${LIMITS.content} or fewer in length.`);
    if (!Array.isArray(embeds) || embeds.length > LIMITS.embeds)
      return invalidFormBody("embeds", "BASE_TYPE_MAX_LENGTH", `Must be ${LIMITS.embeds} or fewer in length.`);
    const problem = embeds.map(embedProblem).find((found) => found !== null);
    if (problem) return invalidFormBody("embeds", "BASE_TYPE_BAD_VALUE", problem);
    if (content === "" && embeds.length === 0) return json(400, { message: "Cannot send an empty message", code: RESTJSONErrorCodes.CannotSendAnEmptyMessage });
    const message: WebhookMessage = { id: snowflake(), webhookId: id, content, embeds, at: new Date().toISOString() };
    this.posted.push(message);
    return req.query.get("wait") === "true"
      ? json(200, { id: message.id, webhook_id: id, content, embeds, timestamp: message.at })
      : { status: 204, headers: {}, body: "" };
  }

  /** GET /channel – the demo server's channel, as a member sees it: each webhook message with its embeds. */
  page(): SimResponse {
    const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const items = this.posted
      .map(
        (m) =>
          `<li><p><b>${escape(this.webhooks.get(m.webhookId)?.name ?? m.webhookId)}</b> <time>${m.at}</time></p>${m.content ? `<p>${escape(m.content)}</p>` : ""}${m.embeds
            .map(
              (e) =>
                `<article><h2>${escape(e.title ?? "")}</h2>${e.description ? `<p>${escape(e.description)}</p>` : ""}<dl>${(e.fields ?? [])
                  .map((f) => `<dt>${escape(f.name)}</dt><dd>${escape(f.value)}</dd>`)
                  .join("")}</dl></article>`,
            )
            .join("")}</li>`,
      )
      .join("");
    return html(
      200,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>#sales (Discord simulator)</title></head><body><h1>#sales</h1><ol>${items || "<li>No messages yet.</li>"}</ol></body></html>`,
    );
  }
}
