import { randomBytes } from "node:crypto";
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";

import type { APIRequestContext } from "@playwright/test";
import { Webhook } from "standardwebhooks";

import { E2E_PORT } from "../../playwright.config";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { expectToast, fixture, newPlayer, purchaseOverApi } from "./support/shop";
import { expect, test } from "./support/test";

/**
 * The seller's own systems hear a sale: an endpoint added in the dashboard gets order.paid and license.granted,
 * signed by Standard Webhooks 1.0 (verified here with the spec's own library), is tried again on its schedule while
 * it fails, and "Redeliver" sends the same webhook-id again; a Discord channel's webhook gets a sale as an embed. On a server of its own, with short waits between tries
 * (WEBHOOK_RETRY_DELAYS): every purchase on the shared server would be delivered to this endpoint too.
 */
const port = E2E_PORT + 24;
const baseURL = `http://127.0.0.1:${port}`;
const admin = { username: "webhooks-admin", password: randomBytes(12).toString("base64url") };
/** The first three waits, in seconds; the rest are long, so no other try comes during the test. */
const WAITS = [2, 3, 4];
test.describe.configure({ mode: "serial", timeout: 120_000 });

type Message = { id: string; type: string; paypalOrderId?: string; verified: boolean; status: number; at: number };

let own: OwnServer;
let api: APIRequestContext;
let receiver: http.Server;
let receiverUrl: string;
/** The secret the dashboard showed, which the receiver verifies with. */
let secret = "";
const messages: Message[] = [];
/** How many of order.paid's tries the receiver answers with 500 before it takes one. */
let failuresLeft = 3;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      let verified = true;
      try {
        new Webhook(secret).verify(body, req.headers as Record<string, string>);
      } catch {
        verified = false;
      }
      const { type, data } = JSON.parse(body) as { type: string; data: { paypalOrderId?: string } };
      const status = type === "order.paid" && failuresLeft-- > 0 ? 500 : 200;
      messages.push({ id: String(req.headers["webhook-id"]), type, paypalOrderId: data.paypalOrderId, verified, status, at: Date.now() });
      res.writeHead(status).end(status === 200 ? "ok" : "try later");
    });
  });
  receiver.listen(0, "127.0.0.1");
  await once(receiver, "listening");
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/shop-events`;
  own = await startOwnServer({ name: "webhooks", port, admin, env: () => ({ WEBHOOK_RETRY_DELAYS: [...WAITS, 600, 600, 600, 600, 600, 600].join(",") }) });
  api = own.api;
});

test.afterAll(async () => {
  await own?.stop();
  receiver?.closeAllConnections();
  receiver?.close();
});

test("an endpoint added in the dashboard hears a sale, signed; it is tried again on its schedule, and redelivered with the same id", async ({ page }) => {
  await own.signIn(page);
  await page.goto(`${baseURL}/admin/dashboard/webhooks`);
  const form = page.getByRole("form", { name: "Add an endpoint" });
  await form.getByLabel("URL").fill(receiverUrl);
  await form.getByLabel("Description (optional)").fill("Our order system");
  await expect(form.getByRole("checkbox", { name: /order\.paid/ })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: /license\.granted/ })).toBeChecked();
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expectToast(page, "Endpoint added");
  secret = (await page.getByTestId("webhook-secret").textContent()) ?? "";
  expect(secret).toMatch(/^whsec_/);

  const buyer = await newPlayer();
  const { orderId } = await purchaseOverApi(api, buyer);
  const paid = () => messages.filter((m) => m.type === "order.paid");
  await expect.poll(() => paid().map((m) => m.status), { timeout: 60_000 }).toEqual([500, 500, 500, 200]);
  await expect.poll(() => messages.filter((m) => m.type === "license.granted").length, { timeout: 15_000 }).toBe(1);
  expect(messages.every((m) => m.verified)).toBe(true);
  expect(new Set(paid().map((m) => m.id)).size).toBe(1);
  // Each wait at least as long as the schedule says (a job's pickup may add a little).
  const gaps = paid()
    .slice(1)
    .map((m, i) => m.at - paid()[i]!.at);
  gaps.forEach((gap, i) => expect(gap, `wait ${i + 1}`).toBeGreaterThanOrEqual(WAITS[i]! * 1000 - 1000));
  expect(paid()[0]?.paypalOrderId).toBe(orderId);
  expect(await (await api.get(`/admin/webhook-endpoints`)).json()).toMatchObject({
    endpoints: [{ url: receiverUrl, deliveries: expect.arrayContaining([expect.objectContaining({ eventType: "order.paid", status: "DELIVERED" })]) }],
  });

  // The log shows the four tries; Redeliver sends the same message again.
  await page.reload();
  const row = page.getByRole("row").filter({ hasText: "order.paid" });
  await expect(row).toContainText("Delivered");
  await expect(row.getByRole("listitem")).toHaveCount(4);
  await expect(row.getByRole("listitem").filter({ hasText: "HTTP 500" })).toHaveCount(3);
  await row.getByRole("button", { name: /^Redeliver the order\.paid/ }).click();
  await expectToast(page, "Sent again with the same webhook-id");
  await expect.poll(() => paid().length, { timeout: 15_000 }).toBe(5);
  expect(paid()[4]).toMatchObject({ id: paid()[0]!.id, status: 200, verified: true });
});

test("a Discord channel webhook set in the dashboard gets a sale's embed in the simulator, with no e-mail address", async ({ page }) => {
  const channel = (await (
    await fetch(`${fixture.simulatorsUrl}/__simulator/discord/webhooks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "sales" }),
    })
  ).json()) as { id: string; token: string };
  await own.signIn(page);
  await page.goto(`${baseURL}/admin/dashboard/webhooks`);
  const form = page.getByRole("form", { name: "Add an endpoint" });
  await form.getByLabel("Kind").selectOption({ label: "A Discord channel (its webhook URL)" });
  await form.getByLabel("URL").fill(`${fixture.simulatorsUrl}/discord/api/webhooks/${channel.id}/${channel.token}`);
  await form.getByRole("checkbox", { name: /license\.granted/ }).uncheck();
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expectToast(page, "Endpoint added");
  await expect(page.getByTestId("webhook-secret")).toHaveCount(0);

  const buyer = await newPlayer();
  await purchaseOverApi(api, buyer);
  type Posted = { webhookId: string; embeds: { title?: string }[] };
  const posted = async () =>
    ((await (await fetch(`${fixture.simulatorsUrl}/__simulator/discord/webhooks/messages`)).json()) as { messages: Posted[] }).messages.filter(
      (m) => m.webhookId === channel.id,
    );
  await expect.poll(async () => (await posted()).map((m) => m.embeds[0]?.title), { timeout: 30_000 }).toEqual(["New sale: $5.00"]);
  expect(JSON.stringify(await posted())).not.toContain(buyer.email);
  // The channel's page shows it, as a member of the server reads it.
  await page.goto(`${fixture.simulatorsUrl}/discord/channel`);
  await expect(page.getByRole("heading", { name: "New sale: $5.00" }).first()).toBeVisible();
});
