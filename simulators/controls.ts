import type { DiscordSimulator } from "./discord/simulator";
import { isRecord, json, parseJson, type RequestLog, type SimRequest, type SimResponse } from "./http";
import type { MojangSimulator } from "./mojang";
import type { MojangSessionSimulator } from "./mojang-session";
import { disputeControl } from "./paypal/dispute-control-routes";
import { payoutControl } from "./paypal/payout-control-routes";
import type { PaypalSimulator } from "./paypal/simulator";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "./paypal/webhook-events";
import type { VirusTotalSimulator } from "./virustotal";
import type { ScanCounts } from "./virustotal-report";

interface ControlTargets {
  paypal: PaypalSimulator;
  mojang: MojangSimulator;
  mojangSession: MojangSessionSimulator;
  virustotal: VirusTotalSimulator;
  discord: DiscordSimulator;
}

type Control = [method: string, pattern: RegExp, run: (body: Record<string, unknown>, id: string) => unknown];

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

function count(value: unknown): number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 1;
}

function controlError(status: number, code: string, message: string): SimResponse {
  return json(status, { error: { code, message } });
}

/** Over-HTTP versions of the simulators' test methods, for tests that run in another process. */
export function controlRoutes({ paypal, mojang, mojangSession, virustotal, discord }: ControlTargets): (req: SimRequest) => Promise<SimResponse> {
  const logs: Record<string, RequestLog> = {
    paypal: paypal.requests,
    mojang: mojang.requests,
    "mojang-session": mojangSession.requests,
    virustotal: virustotal.requests,
    discord: discord.requests,
  };
  const controls: Control[] = [
    ["POST", /^\/reset$/, () => [paypal, mojang, mojangSession, virustotal, discord].forEach((simulator) => simulator.reset())],
    ["GET", /^\/paypal\/orders\/([^/]+)$/, (_body, id) => paypal.getOrder(id) ?? new Error(`Unknown PayPal order ${id}`)],
    [
      "POST",
      /^\/paypal\/orders\/([^/]+)\/approve$/,
      (body, id) =>
        paypal.approveOrder(id, {
          decline: body.decline === true,
          countryCode: optionalString(body.countryCode, "countryCode"),
          payerId: optionalString(body.payerId, "payerId"),
        }),
    ],
    ["POST", /^\/paypal\/orders\/fail-next-create$/, () => paypal.failNextOrderCreate()],
    ["POST", /^\/paypal\/orders\/abandoned$/, (body) => ({ ids: paypal.createAbandonedOrders(count(body.count)) })],
    ["POST", /^\/paypal\/orders\/([^/]+)\/void$/, (_body, id) => paypal.voidOrder(id)],
    ["POST", /^\/paypal\/orders\/([^/]+)\/fail-next-lookup$/, (_body, id) => paypal.failNextLookup(id)],
    [
      "POST",
      /^\/paypal\/orders\/([^/]+)\/fail-next-capture$/,
      (body, id) => paypal.failNextCapture(id, typeof body.issue === "string" ? body.issue : undefined),
    ],
    [
      "POST",
      /^\/paypal\/captures\/([^/]+)\/refund$/,
      (body, id) => paypal.refundCapture(id, { value: typeof body.value === "string" ? body.value : undefined }),
    ],
    ["POST", /^\/paypal\/captures\/([^/]+)\/reverse$/, (_body, id) => paypal.reverseCapture(id)],
    // Any event body, signed as PayPal signs deliveries: a genuine delivery the shop must cope with even when its resource is odd.
    [
      "POST",
      /^\/paypal\/webhooks\/sign$/,
      (body) => {
        if (!isRecord(body.event)) throw new Error("event must be an object");
        return { event: body.event, ...paypal.signWebhook(body.event) };
      },
    ],
    ["POST", /^\/mojang\/profiles$/, (body) => mojang.addProfile(requireString(body.name, "name"), typeof body.id === "string" ? body.id : undefined)],
    ["POST", /^\/mojang\/rate-limit$/, (body) => mojang.rateLimitNext(count(body.count))],
    ["POST", /^\/mojang\/sessions$/, (body) => mojangSession.mintSession(requireString(body.name, "name"))],
    ["POST", /^\/mojang\/sessions\/fail-has-joined$/, (body) => mojangSession.failHasJoinedNext(count(body.count), failureStatus(body.status))],
    ["POST", /^\/virustotal\/files$/, (body) => virustotal.addFile(requireString(body.sha256, "sha256"), scanCounts(body.stats))],
    ["POST", /^\/virustotal\/quota-exceeded$/, (body) => virustotal.exceedQuotaNext(count(body.count))],
    ...discordControls(discord),
  ];

  return async (req) => {
    if (req.method === "GET" && req.path === "/requests") {
      const log = logs[req.query.get("service") ?? ""];
      if (!log) return controlError(400, "bad_request", "service must be paypal, mojang, mojang-session, virustotal or discord");
      const method = req.query.get("method") ?? "GET";
      const path = req.query.get("path") ?? "";
      return json(200, { count: log.count(method, path), requests: log.list({ requests: req.query.get("requests") === "1" }) });
    }
    const body = parseJson(req.body);
    if (!isRecord(body)) return controlError(400, "bad_request", "The body must be a JSON object");
    if (req.method === "POST" && req.path === "/paypal/webhooks") return sendWebhook(paypal, body);
    const payout = (await payoutControl(paypal, req, body)) ?? disputeControl(paypal.disputes, req, body);
    if (payout) return payout;
    for (const [method, pattern, run] of controls) {
      const match = pattern.exec(req.path);
      if (method !== req.method || !match) continue;
      try {
        const result = run(body, decodeURIComponent(match[1] ?? ""));
        if (result instanceof Error) throw result;
        return result === undefined ? { status: 204, headers: {}, body: "" } : json(200, result);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return message.startsWith("Unknown") ? controlError(404, "not_found", message) : controlError(400, "bad_request", message);
      }
    }
    return controlError(404, "not_found", `No simulator control ${req.method} ${req.path}`);
  };
}

/** The Discord simulator's test methods (simulators/README.md); ids in the path are user ids. */
function discordControls(discord: DiscordSimulator): Control[] {
  return [
    [
      "POST",
      /^\/discord\/rate-limit$/,
      (body) => discord.rateLimitNext(count(body.count), body.retryAfter === undefined ? undefined : requireNumber(body.retryAfter, "retryAfter")),
    ],
    ["POST", /^\/discord\/webhooks$/, (body) => discord.channelWebhooks.create(optionalString(body.name, "name") ?? "sales")],
    ["GET", /^\/discord\/webhooks\/messages$/, () => ({ messages: discord.channelWebhooks.messages() })],
    ["POST", /^\/discord\/users$/, (body) => discord.addUser(requireString(body.username, "username"), optionalString(body.globalName, "globalName"))],
    ["GET", /^\/discord\/members$/, () => ({ members: discord.members() })],
    ["GET", /^\/discord\/members\/([^/]+)$/, (_body, id) => discord.member(id) ?? new Error(`Unknown Member ${id}`)],
    ["POST", /^\/discord\/members\/([^/]+)\/leave$/, (_body, id) => discord.leaveGuild(id)],
    [
      "POST",
      /^\/discord\/members\/([^/]+)\/roles$/,
      (body, id) => {
        if (typeof body.add !== "boolean") throw new Error("add must be true or false");
        return discord.setMemberRole(id, body.add, optionalString(body.roleId, "roleId"));
      },
    ],
    [
      "POST",
      /^\/discord\/authorize$/,
      (body) => ({
        code: discord.authorize({
          userId: requireString(body.userId, "userId"),
          redirectUri: requireString(body.redirectUri, "redirectUri"),
          clientId: optionalString(body.clientId, "clientId"),
          state: optionalString(body.state, "state"),
          codeChallenge: optionalString(body.codeChallenge, "codeChallenge"),
          scope: optionalString(body.scope, "scope"),
        }),
      }),
    ],
  ];
}

function requireNumber(value: unknown, field: string): number {
  if (typeof value !== "number") throw new Error(`${field} must be a number`);
  return value;
}

function requireString(value: unknown, field: string): string {
  if (typeof value !== "string") throw new Error(`${field} must be a string`);
  return value;
}

function optionalString(value: unknown, field: string): string | undefined {
  return value === undefined ? undefined : requireString(value, field);
}

/** 429 (Mojang's rate limit) unless a 5xx is asked for. */
function failureStatus(value: unknown): number {
  if (value === undefined) return 429;
  if (value === 429 || (typeof value === "number" && Number.isInteger(value) && value >= 500 && value <= 599)) return value;
  throw new Error("status must be 429 or a 5xx status");
}

function scanCounts(value: unknown): ScanCounts {
  if (!isRecord(value)) throw new Error("stats must be an object of counts");
  const read = (key: keyof ScanCounts) => {
    const n = value[key] ?? 0;
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0) throw new Error(`stats.${key} must be a count`);
    return n;
  };
  return { malicious: read("malicious"), undetected: read("undetected"), harmless: read("harmless"), suspicious: read("suspicious") };
}

/** Builds and signs an event; with `deliverTo` (loopback only) also POSTs it, as PayPal would. */
async function sendWebhook(paypal: PaypalSimulator, body: Record<string, unknown>): Promise<SimResponse> {
  const type = WEBHOOK_EVENT_TYPES.find((each) => each === body.type) as WebhookEventType | undefined;
  if (!type || typeof body.orderId !== "string") return controlError(400, "bad_request", "type and orderId are required");
  const webhookId = typeof body.webhookId === "string" ? body.webhookId : undefined;
  try {
    const event = paypal.webhookEvent(type, body.orderId);
    const signed = paypal.signWebhook(event, webhookId);
    if (typeof body.deliverTo !== "string") return json(200, { event, ...signed });
    if (!URL.canParse(body.deliverTo) || !LOOPBACK_HOSTS.has(new URL(body.deliverTo).hostname)) {
      return controlError(400, "bad_request", "deliverTo must be a loopback URL");
    }
    const delivered = await fetch(body.deliverTo, { method: "POST", headers: signed.headers, body: signed.body });
    return json(200, { event, ...signed, delivery: { status: delivered.status, body: await delivered.text() } });
  } catch (error) {
    return controlError(409, "conflict", error instanceof Error ? error.message : String(error));
  }
}
