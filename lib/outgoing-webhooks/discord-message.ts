import "server-only";

import type { APIEmbed, APIEmbedField, RESTPostAPIWebhookWithTokenJSONBody } from "discord-api-types/v10";

import { DISCORD_NOTICES as N } from "@/lib/content/discord";
import { formatPrice } from "@/lib/money";
import type { WebhookEventData, WebhookMessage } from "@/lib/outgoing-webhooks/events";
import { site } from "@/lib/site";

/** The shop's green, as Discord takes a colour: one integer. */
const COLOUR = 0x22c55e;

/** A country's flag: its ISO 3166 code as the two regional indicator symbols Discord shows as a flag. */
const flag = (country: string) => String.fromCodePoint(...[...country.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

const field = (name: string, value: string): APIEmbedField => ({ name, value, inline: true });

/** An event's embed: its title and the fields a channel of sellers reads; personal data never, whatever the endpoint's choice. */
function embedOf({ type, data }: WebhookMessage): Pick<APIEmbed, "title" | "fields"> {
  switch (type) {
    case "order.paid": {
      const d = data as WebhookEventData["order.paid"];
      return {
        title: N.sale(formatPrice(d.amountCents, d.currency)),
        fields: [
          ...(d.creatorCode ? [field(N.fields.creatorCode, d.creatorCode)] : []),
          field(N.fields.sale, d.saleId ? N.yes : N.no),
          field(N.fields.gift, d.gift ? N.yes : N.no),
          ...(d.country ? [field(N.fields.country, `${flag(d.country)} ${d.country}`)] : []),
        ],
      };
    }
    case "order.refunded": {
      const d = data as WebhookEventData["order.refunded"];
      const amount = formatPrice(d.amountCents, d.currency);
      return { title: d.status === "REVERSED" ? N.reversal(amount) : N.refund(amount), fields: [] };
    }
    case "license.granted": {
      const d = data as WebhookEventData["license.granted"];
      return { title: N.licenseGranted(d.username), fields: [field(N.fields.source, N.sources[d.source] ?? d.source)] };
    }
    case "license.revoked": {
      const d = data as WebhookEventData["license.revoked"];
      return { title: N.licenseRevoked, fields: d.reason ? [field(N.fields.reason, d.reason.slice(0, 1024))] : [] };
    }
    case "gift.redeemed":
      return { title: N.giftRedeemed, fields: [] };
    case "affiliate.applied":
      return { title: N.affiliateApplied, fields: [] };
    case "dispute.created": {
      const d = data as WebhookEventData["dispute.created"];
      return {
        title: N.disputeCreated(formatPrice(d.amountCents, d.currency)),
        fields: [
          field(N.fields.reason, d.reason),
          field(N.fields.stage, d.stage),
          ...(d.dueAt ? [field(N.fields.dueAt, d.dueAt.slice(0, 16).replace("T", " "))] : []),
        ],
      };
    }
    case "dispute.resolved": {
      const d = data as WebhookEventData["dispute.resolved"];
      return {
        title: N.disputeResolved(formatPrice(d.amountCents, d.currency), d.outcome === "RESOLVED_SELLER_FAVOUR"),
        fields: [field(N.fields.reason, d.reason)],
      };
    }
    case "release.published": {
      const d = data as WebhookEventData["release.published"];
      return { title: N.releasePublished(d.version, d.channel), fields: d.notes ? [field(N.fields.notes, d.notes.slice(0, 1024))] : [] };
    }
  }
}

/** The Execute Webhook body of an event for a Discord channel: one embed, under the shop's name. */
export function discordMessageOf(message: WebhookMessage): RESTPostAPIWebhookWithTokenJSONBody {
  return {
    username: site.name,
    embeds: [{ ...embedOf(message), color: COLOUR, timestamp: message.timestamp }],
    allowed_mentions: { parse: [] },
  };
}

/** An endpoint's URL as a log or a mail names it: a Discord webhook's token (a credential for the channel) left out. */
export const shownUrl = (kind: "STANDARD" | "DISCORD", url: string) => (kind === "DISCORD" ? url.replace(/\/[^/]+$/, "/…") : url);

/**
 * Whether a URL is a Discord channel webhook's, as "Copy Webhook URL" gives it: `https://discord.com/api/webhooks/<id>/<token>`
 * (an API version in the path is taken too), or the same under DISCORD_API_BASE (the simulator in demo mode).
 */
export function isDiscordWebhookUrl(url: string, apiBase: string): boolean {
  const path = /^\/(?:v\d+\/)?webhooks\/\d{17,20}\/[\w-]{20,100}$/;
  for (const base of ["https://discord.com/api", apiBase]) {
    if (url.startsWith(`${base}/`) && path.test(url.slice(base.length))) return true;
  }
  return false;
}
