import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { controlRoutes } from "./controls";
import { DISCORD_MOUNT } from "./discord/demo";
import { DiscordSimulator, type DiscordSimulatorOptions } from "./discord/simulator";
import { BodyTooLargeError, json, readBody, type SimHandler, type SimRequest, type SimResponse } from "./http";
import { MojangSimulator } from "./mojang";
import { MOJANG_SESSION_MOUNT, MojangSessionSimulator } from "./mojang-session";
import type { PaypalCredentials } from "./paypal/oauth";
import type { PayoutReceivers } from "./paypal/payout-controls";
import { PAYPAL_MOUNT, PaypalSimulator } from "./paypal/simulator";
import { VirusTotalSimulator } from "./virustotal";
import type { ScanCounts } from "./virustotal-report";

interface SimulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1: the simulators are for this machine only. */
  host?: string;
  /** The webhook id events are signed for and verify-webhook-signature expects. */
  webhookId?: string;
  /** Extra VirusTotal reports by SHA-256 (EICAR is always known). */
  knownFiles?: Record<string, ScanCounts>;
  /** Only these PayPal credentials get a token; by default any non-empty pair does. */
  paypalCredentials?: PaypalCredentials;
  /** PayPal Payouts receivers whose items end UNCLAIMED or FAILED (defaults unclaimed@example.com, failed@example.com). */
  payoutReceivers?: PayoutReceivers;
  /** Only this VirusTotal key is accepted; by default any non-empty key is. */
  virustotalApiKey?: string;
  /** Another Discord application, bot and guild than DISCORD_DEMO, or fixed redirect URIs. */
  discord?: Omit<DiscordSimulatorOptions, "now">;
}

export interface Simulators {
  /** e.g. http://127.0.0.1:54321; the services live under /paypal, /mojang, /mojang-session, /virustotal and /discord. */
  url: string;
  paypal: PaypalSimulator;
  mojang: MojangSimulator;
  mojangSession: MojangSessionSimulator;
  virustotal: VirusTotalSimulator;
  discord: DiscordSimulator;
  stop(): Promise<void>;
}

async function toSimRequest(req: IncomingMessage, fallbackOrigin: string): Promise<SimRequest> {
  const url = new URL(req.url ?? "/", "http://simulator.invalid");
  const host = req.headers.host;
  return {
    method: (req.method ?? "GET").toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers: req.headers,
    body: await readBody(req),
    origin: host && /^[\w.:[\]-]+$/.test(host) ? `http://${host}` : fallbackOrigin,
    remoteAddress: req.socket.remoteAddress,
  };
}

function send(res: ServerResponse, response: SimResponse): void {
  res.writeHead(response.status, response.headers);
  res.end(response.body);
}

const MOJANG_MOUNT = "/mojang";
const VIRUSTOTAL_MOUNT = "/virustotal";

/**
 * The variables that point the app at simulators served at `url` (a server startSimulators started, here or in
 * another process): the same variables production points at PayPal, Mojang, VirusTotal and Discord.
 */
export function simulatorEnv(url: string) {
  return {
    PAYPAL_API_BASE: `${url}${PAYPAL_MOUNT}`,
    PAYPAL_SDK_URL: `${url}${PAYPAL_MOUNT}/sdk/js`,
    MOJANG_API_BASE: `${url}${MOJANG_MOUNT}`,
    MOJANG_SESSION_BASE: `${url}${MOJANG_SESSION_MOUNT}`,
    VIRUSTOTAL_API_BASE: `${url}${VIRUSTOTAL_MOUNT}/api/v3`,
    DISCORD_OAUTH_BASE: `${url}${DISCORD_MOUNT}`,
    DISCORD_API_BASE: `${url}${DISCORD_MOUNT}/api`,
  };
}

/** Starts PayPal, Mojang, VirusTotal and Discord stand-ins on one local HTTP server, routed by path prefix. */
export async function startSimulators(options: SimulatorOptions = {}): Promise<Simulators> {
  const server = createServer();
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const hostForUrl = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${hostForUrl}:${address.port}`;

  const paypal = new PaypalSimulator({
    baseUrl: url,
    credentials: options.paypalCredentials,
    webhookId: options.webhookId,
    payoutReceivers: options.payoutReceivers,
  });
  const mojang = new MojangSimulator();
  const mojangSession = new MojangSessionSimulator(mojang);
  const virustotal = new VirusTotalSimulator({ apiKey: options.virustotalApiKey, knownFiles: options.knownFiles });
  const discord = new DiscordSimulator(options.discord);
  const mounts: [prefix: string, handler: SimHandler][] = [
    [PAYPAL_MOUNT, (req) => paypal.handle(req)],
    [MOJANG_MOUNT, (req) => mojang.handle(req)],
    [MOJANG_SESSION_MOUNT, (req) => mojangSession.handle(req)],
    [VIRUSTOTAL_MOUNT, (req) => virustotal.handle(req)],
    [DISCORD_MOUNT, (req) => discord.handle(req)],
    ["/__simulator", controlRoutes({ paypal, mojang, mojangSession, virustotal, discord })],
  ];

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      try {
        const request = await toSimRequest(req, url);
        const mount = mounts.find(([prefix]) => request.path === prefix || request.path.startsWith(`${prefix}/`));
        if (!mount) return send(res, json(404, { error: { code: "not_found", message: `No simulator at ${request.path}` } }));
        const [prefix, handler] = mount;
        send(res, await handler({ ...request, path: request.path.slice(prefix.length) || "/" }));
      } catch (error) {
        const tooLarge = error instanceof BodyTooLargeError;
        const message = error instanceof Error ? error.message : String(error);
        send(res, json(tooLarge ? 413 : 500, { error: { code: tooLarge ? "payload_too_large" : "internal", message } }));
      }
    })();
  });

  return {
    url,
    paypal,
    mojang,
    mojangSession,
    virustotal,
    discord,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
