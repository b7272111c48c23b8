import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { eraseBuyerData } from "@/lib/admin/erase-buyer-data";
import { AppError } from "@/lib/api/errors";
import { prisma } from "@/lib/database/db";
import { env } from "@/lib/env";
import { announceRelease } from "@/lib/outgoing-webhooks/announce-release";
import { createWebhookEndpoint } from "@/lib/outgoing-webhooks/create-webhook-endpoint";
import { deliverDueWebhooks, DISABLE_AFTER_FAILED_DELIVERIES, MAX_TRIES, retryDelaysMs } from "@/lib/outgoing-webhooks/deliver-webhooks";
import { emitWebhookEvent } from "@/lib/outgoing-webhooks/emit-webhook-event";
import { enableWebhookEndpoint } from "@/lib/outgoing-webhooks/enable-webhook-endpoint";
import type { WebhookEventType } from "@/lib/outgoing-webhooks/events";
import { redeliverWebhook } from "@/lib/outgoing-webhooks/redeliver-webhook";
import { rotateWebhookSecret } from "@/lib/outgoing-webhooks/rotate-webhook-secret";
import { addRelease } from "@/lib/releases/add-release";
import { site } from "@/lib/site";

import { ADMIN_CTX } from "../../support/admin-fixtures";
import { captureRequest, deletePurchases, freshBuyer, startPurchase } from "../../support/purchase";
import { simulator } from "../../support/simulator-controls";

/** The settings, switched as an operator would set them (lib/env.ts reads them once). */
const config = env as { -readonly [K in keyof typeof env]: (typeof env)[K] };

type Received = { headers: Record<string, string>; body: string };

/** The seller's endpoint: records what it gets and answers with the next status of `answers` (then 200). */
let server: http.Server;
let url: string;
let received: Received[] = [];
let answers: number[] = [];
/** Headers of the next answer only. */
let answerHeaders: Record<string, string> = {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(answers.shift() ?? 200, answerHeaders).end("thanks");
      answerHeaders = {};
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(async () => {
  received = [];
  answers = [];
  await prisma.webhookEndpoint.deleteMany();
  await deletePurchases();
});

const endpoint = (events: WebhookEventType[] = ["order.paid", "license.granted"], personalData = false) =>
  createWebhookEndpoint({ kind: "STANDARD", url, description: "", events, personalData }, ADMIN_CTX);

/** One event, as a fact's transaction emits it. */
const emit = (at: Date, orderId = "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a01") =>
  prisma.$transaction((tx) =>
    emitWebhookEvent(tx, "gift.redeemed", { giftId: orderId, orderId, licenseId: orderId }, { personal: { email: "buyer@example.com" }, at }),
  );

/** Whether a received message verifies with `secret`, as a receiver checks it (the standardwebhooks package). */
function verifies({ headers, body }: Received, secret: string): boolean {
  try {
    new Webhook(secret).verify(body, headers);
    return true;
  } catch {
    return false;
  }
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe("outgoing webhooks", () => {
  it("a paid order reaches an endpoint as order.paid and license.granted, signed as Standard Webhooks verifies", async () => {
    const { endpoint: added, secret } = await endpoint();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(JSON.stringify(await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: added.id } }))).not.toContain(secret.slice(6));

    const username = await freshBuyer();
    const orderId = await startPurchase({ username });
    await simulator.approve(orderId);
    expect((await captureRequest(orderId)).status).toBe(200);
    const order = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } });

    expect(await deliverDueWebhooks()).toEqual({ delivered: 2, failed: 0 });
    const messages = received.map((message) => ({ ...message, parsed: JSON.parse(message.body) as { type: string; data: Record<string, unknown> } }));
    expect(messages.map((m) => m.parsed.type).sort()).toEqual(["license.granted", "order.paid"]);
    for (const message of messages) {
      expect(verifies(message, secret)).toBe(true);
      expect(message.headers["user-agent"]).toBe(`${site.name} webhooks`);
      expect(message.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
    }
    expect(messages.find((m) => m.parsed.type === "order.paid")?.parsed.data).toEqual({
      orderId: order.id,
      paypalOrderId: orderId,
      captureId: order.captureId,
      amountCents: order.amountCents,
      currency: "USD",
      creatorCode: null,
      saleId: null,
      gift: false,
      quantity: 1,
      country: null,
    });
    // Without the personal-data choice, no address anywhere in what was sent.
    expect(received.map((m) => m.body).join("")).not.toContain(order.email ?? "@");
    expect(await prisma.webhookDelivery.count({ where: { status: "DELIVERED" } })).toBe(2);
  });

  it("an endpoint that opted into personal data gets the buyer's address; the others never do", async () => {
    await endpoint(["gift.redeemed"], true);
    await endpoint(["gift.redeemed"], false);
    await emit(new Date());
    await deliverDueWebhooks();
    const bodies = received.map((m) => JSON.parse(m.body) as { data: { personal?: { email: string } } });
    expect(bodies.map((b) => b.data.personal?.email ?? null).sort()).toEqual(["buyer@example.com", null]);
  });

  it("a pass whose time budget has run out starts no try: the delivery stays due, unclaimed, and the next pass sends it", async () => {
    await endpoint(["gift.redeemed"]);
    await emit(new Date());
    expect(await deliverDueWebhooks({ until: Date.now() - 1 })).toEqual({ delivered: 0, failed: 0 });
    expect(received).toHaveLength(0);
    expect(await prisma.webhookDelivery.findMany({ select: { status: true, tries: true } })).toEqual([{ status: "PENDING", tries: 0 }]);
    expect(await deliverDueWebhooks({ until: Date.now() + 60_000 })).toEqual({ delivered: 1, failed: 0 });
  });

  it("a failing endpoint is tried again after 5 s, 5 min and 30 min, on a clock the test controls, and the fourth try delivers", async () => {
    await endpoint(["gift.redeemed"]);
    answers = [500, 500, 500];
    const t0 = new Date("2026-12-01T10:00:00Z");
    await emit(t0);

    let now = t0;
    for (const wait of [0, ...retryDelaysMs().slice(0, 3)]) {
      now = later(now, wait);
      // A moment before its time, the next try is not due.
      if (wait > 0) expect(await deliverDueWebhooks({ now: later(now, -1000) })).toEqual({ delivered: 0, failed: 0 });
      await deliverDueWebhooks({ now });
    }
    const delivery = await prisma.webhookDelivery.findFirstOrThrow({ include: { attempts: { orderBy: { attemptedAt: "asc" } } } });
    expect(delivery.status).toBe("DELIVERED");
    expect(delivery.attempts.map((a) => a.statusCode)).toEqual([500, 500, 500, 200]);
    const gaps = delivery.attempts.slice(1).map((a, i) => a.attemptedAt.getTime() - delivery.attempts[i]!.attemptedAt.getTime());
    expect(gaps).toEqual([5_000, 300_000, 1_800_000]);
    expect(delivery.attempts[0]?.responseBody).toBe("thanks");
    // Every try is the same message, signed for its own moment.
    expect(new Set(received.map((m) => m.headers["webhook-id"])).size).toBe(1);
    expect(received.map((m) => Number(m.headers["webhook-timestamp"]) * 1000)).toEqual(delivery.attempts.map((a) => a.attemptedAt.getTime()));
  });

  it("erasing a buyer's data takes their address out of the deliveries that carried it, sent or pending", async () => {
    await endpoint(["gift.redeemed"], true);
    await emit(new Date());
    await emit(new Date(), "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a02");
    await deliverDueWebhooks();
    await emit(new Date(), "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a03");
    await eraseBuyerData("buyer@example.com", ADMIN_CTX);
    const payloads = (await prisma.webhookDelivery.findMany()).map((d) => JSON.stringify(d.payload));
    expect(payloads).toHaveLength(3);
    for (const payload of payloads) expect(payload).not.toContain("buyer@example.com");
    expect(await deliverDueWebhooks()).toEqual({ delivered: 1, failed: 0 });
  });

  it("redeliver sends the same message with the same webhook-id again", async () => {
    await endpoint(["gift.redeemed"]);
    await emit(new Date());
    await deliverDueWebhooks();
    const delivery = await prisma.webhookDelivery.findFirstOrThrow();
    await expect(redeliverWebhook(delivery.id, ADMIN_CTX)).resolves.toEqual({ id: delivery.id });
    await deliverDueWebhooks();
    expect(received).toHaveLength(2);
    expect(received[1]?.headers["webhook-id"]).toBe(received[0]?.headers["webhook-id"]);
    expect(received[1]?.body).toBe(received[0]?.body);
    expect(await prisma.auditLog.count({ where: { action: "webhook_endpoint.redeliver" } })).toBe(1);
  });

  it(`${DISABLE_AFTER_FAILED_DELIVERIES} deliveries failing every try disable the endpoint and mail the admins once; enabling is one call`, async () => {
    const { endpoint: added } = await endpoint(["gift.redeemed"]);
    answers = Array.from({ length: DISABLE_AFTER_FAILED_DELIVERIES * MAX_TRIES }, () => 503);
    const t0 = new Date("2026-12-01T10:00:00Z");
    for (let i = 0; i < DISABLE_AFTER_FAILED_DELIVERIES; i += 1) await emit(t0, `5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a${String(i).padStart(2, "0")}`);
    let now = t0;
    for (const wait of [0, ...retryDelaysMs()]) {
      now = later(now, wait);
      await deliverDueWebhooks({ now });
    }
    expect(received).toHaveLength(DISABLE_AFTER_FAILED_DELIVERIES * MAX_TRIES);
    expect(await prisma.webhookDelivery.count({ where: { status: "FAILED" } })).toBe(DISABLE_AFTER_FAILED_DELIVERIES);
    const disabled = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: added.id } });
    expect(disabled).toMatchObject({ enabled: false, failedInARow: DISABLE_AFTER_FAILED_DELIVERIES, disabledReason: expect.stringContaining("HTTP 503") });
    const mails = await prisma.emailOutbox.findMany({ where: { dedupeKey: { startsWith: `webhook-disabled:${added.id}` } } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: site.supportEmail, subject: expect.stringContaining(url) });

    // While disabled it hears nothing new.
    expect(await emit(now)).toBe(0);
    const enabled = await enableWebhookEndpoint(added.id, ADMIN_CTX);
    expect(enabled).toMatchObject({ enabled: true, failedInARow: 0, disabledReason: null });
    expect(await emit(now)).toBe(1);
  });

  it("a rotated secret signs with both keys for 24 hours, then with the new one only", async () => {
    const { endpoint: added, secret: before } = await endpoint(["gift.redeemed"]);
    const rotatedAt = new Date();
    const { secret: after } = await rotateWebhookSecret(added.id, ADMIN_CTX, rotatedAt);
    expect(after).not.toBe(before);
    await emit(rotatedAt);
    await deliverDueWebhooks({ now: rotatedAt });
    expect(received[0]?.headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    expect(verifies(received[0]!, before)).toBe(true);
    expect(verifies(received[0]!, after)).toBe(true);

    const dayLater = later(rotatedAt, 24 * 3_600_000 + 1000);
    await emit(dayLater);
    await deliverDueWebhooks({ now: dayLater });
    expect(received[1]?.headers["webhook-signature"]?.split(" ")).toHaveLength(1);
  });

  it("refuses a URL leading to 127.0.0.1, 10.0.0.1, 169.254.169.254 or [::1] without the setting, and http, as the url field's error", async () => {
    config.WEBHOOK_ALLOW_PRIVATE_TARGETS = false;
    try {
      for (const target of ["https://127.0.0.1/hooks", "https://10.0.0.1/hooks", "https://169.254.169.254/latest/meta-data/", "https://[::1]/hooks"]) {
        const refused = await createWebhookEndpoint(
          { kind: "STANDARD", url: target, description: "", events: ["order.paid"], personalData: false },
          ADMIN_CTX,
        ).catch((e: unknown) => e);
        expect(refused, target).toBeInstanceOf(AppError);
        expect(refused).toMatchObject({ code: "unprocessable_entity", details: { fields: { url: expect.stringContaining("private, local or reserved") } } });
      }
      const http = await createWebhookEndpoint(
        { kind: "STANDARD", url: "http://example.com/hooks", description: "", events: ["order.paid"], personalData: false },
        ADMIN_CTX,
      ).catch((e: unknown) => e);
      expect(http).toMatchObject({ code: "unprocessable_entity", details: { fields: { url: "The URL must start with https://." } } });
      expect(await prisma.webhookEndpoint.count()).toBe(0);
    } finally {
      config.WEBHOOK_ALLOW_PRIVATE_TARGETS = true;
    }
  });

  it("a Discord channel webhook gets a sale as an embed, with no e-mail address even when personal data was asked for", async () => {
    const channel = await simulator.discord.createWebhook("sales");
    const discordUrl = `${env.DISCORD_API_BASE}/webhooks/${channel.id}/${channel.token}`;
    const { endpoint: added } = await createWebhookEndpoint(
      { kind: "DISCORD", url: discordUrl, description: "", events: ["order.paid"], personalData: true },
      ADMIN_CTX,
    );
    expect(added).toMatchObject({ kind: "DISCORD", personalData: false });
    const username = await freshBuyer();
    const orderId = await startPurchase({ username });
    await simulator.approve(orderId);
    expect((await captureRequest(orderId)).status).toBe(200);
    const email = (await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } })).email ?? "";

    expect(await deliverDueWebhooks()).toEqual({ delivered: 1, failed: 0 });
    const posted = (await simulator.discord.webhookMessages()).filter((m) => m.webhookId === channel.id);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.embeds[0]).toMatchObject({ title: "New sale: $5.00", fields: expect.arrayContaining([{ name: "Gift", value: "No", inline: true }]) });
    expect(JSON.stringify(posted)).not.toContain(email);
  });

  it("a registered release reaches an endpoint as release.published, and a Discord channel as its embed", async () => {
    await endpoint(["release.published"]);
    const channel = await simulator.discord.createWebhook("releases");
    const discordUrl = `${env.DISCORD_API_BASE}/webhooks/${channel.id}/${channel.token}`;
    await createWebhookEndpoint({ kind: "DISCORD", url: discordUrl, description: "", events: ["release.published"], personalData: false }, ADMIN_CTX);
    const jar = path.resolve("lib/seed/assets/placeholder-mod.jar");
    const releasesDir = mkdtempSync(path.join(os.tmpdir(), "releases-"));
    try {
      const release = await addRelease(prisma, {
        sourcePath: jar,
        version: "7.1.0",
        channel: "beta",
        notes: "Faster scans",
        releasesDir,
        slug: "s",
        announce: announceRelease,
      });

      expect(await deliverDueWebhooks()).toEqual({ delivered: 2, failed: 0 });
      expect(received.map((m) => JSON.parse(m.body) as unknown)).toEqual([
        {
          type: "release.published",
          timestamp: expect.any(String),
          data: { version: "7.1.0", channel: "beta", sha256: release.sha256, sizeBytes: release.sizeBytes, notes: "Faster scans" },
        },
      ]);
      const posted = (await simulator.discord.webhookMessages()).filter((m) => m.webhookId === channel.id);
      expect(posted.map((m) => m.embeds[0])).toMatchObject([
        { title: "Release 7.1.0 published (beta)", fields: [{ name: "Notes", value: "Faster scans", inline: true }] },
      ]);
    } finally {
      await prisma.release.deleteMany({ where: { version: "7.1.0" } });
      rmSync(releasesDir, { recursive: true, force: true });
    }
  });

  it("an endpoint's 429 is waited out for its Retry-After seconds", async () => {
    await endpoint(["gift.redeemed"]);
    const t0 = new Date();
    await emit(t0);
    answers = [429];
    answerHeaders = { "Retry-After": "120" };
    expect(await deliverDueWebhooks({ now: t0 })).toEqual({ delivered: 0, failed: 1 });
    expect((await prisma.webhookDelivery.findFirstOrThrow()).nextAttemptAt.getTime() - t0.getTime()).toBe(120_000);
    expect(await deliverDueWebhooks({ now: later(t0, 119_000) })).toEqual({ delivered: 0, failed: 0 });
    expect(await deliverDueWebhooks({ now: later(t0, 120_000) })).toEqual({ delivered: 1, failed: 0 });
  });

  it("a Discord endpoint takes only a channel webhook's URL", async () => {
    const refused = await createWebhookEndpoint(
      { kind: "DISCORD", url: "https://discord.com/channels/1/2", description: "", events: ["order.paid"], personalData: false },
      ADMIN_CTX,
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: "unprocessable_entity", details: { fields: { url: expect.stringContaining("Copy Webhook URL") } } });
  });

  it("Discord's 429 is waited out for its retry_after, longer than the schedule's first wait", async () => {
    const channel = await simulator.discord.createWebhook("sales");
    await createWebhookEndpoint(
      {
        kind: "DISCORD",
        url: `${env.DISCORD_API_BASE}/webhooks/${channel.id}/${channel.token}`,
        description: "",
        events: ["gift.redeemed"],
        personalData: false,
      },
      ADMIN_CTX,
    );
    const t0 = new Date();
    await emit(t0);
    await simulator.discord.rateLimit(1, 30);
    expect(await deliverDueWebhooks({ now: t0 })).toEqual({ delivered: 0, failed: 1 });
    const waiting = await prisma.webhookDelivery.findFirstOrThrow();
    expect(waiting.nextAttemptAt.getTime() - t0.getTime()).toBe(30_000);
    expect(await deliverDueWebhooks({ now: later(t0, 29_000) })).toEqual({ delivered: 0, failed: 0 });
    expect(await deliverDueWebhooks({ now: later(t0, 30_000) })).toEqual({ delivered: 1, failed: 0 });
  });

  it("a try checks the URL again: a name that now resolves to a private address is not called", async () => {
    config.WEBHOOK_ALLOW_PRIVATE_TARGETS = false;
    try {
      const events: WebhookEventType[] = ["gift.redeemed"];
      await createWebhookEndpoint({ kind: "STANDARD", url: "https://hooks.example.com/shop", description: "", events, personalData: false }, ADMIN_CTX, {
        resolve: async () => ["93.184.216.34"],
      });
      await emit(new Date());
      expect(await deliverDueWebhooks({ allowPrivate: false, resolve: async () => ["10.0.0.1"] })).toEqual({ delivered: 0, failed: 1 });
      expect(await prisma.webhookDeliveryAttempt.findFirstOrThrow()).toMatchObject({ statusCode: null, error: expect.stringContaining("10.0.0.1") });
    } finally {
      config.WEBHOOK_ALLOW_PRIVATE_TARGETS = true;
    }
  });
});
