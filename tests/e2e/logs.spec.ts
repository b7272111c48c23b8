import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

import { E2E_PORT } from "../../playwright.config";
import { SERVER_LOG } from "./support/paths";
import { newPlayer, purchaseOverApi } from "./support/shop";
import { expect, test } from "./support/test";

const origin = `http://127.0.0.1:${E2E_PORT}`;
type Line = Record<string, unknown>;
const lines = (): Line[] =>
  readFileSync(SERVER_LOG, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Line);

// The server's log is what an operator searches; it names each request by id and route, and holds no secret.
test("each request gets one access line under its X-Request-Id, and no password, download token or e-mail reaches the log", async ({ request }) => {
  const buyer = await newPlayer();
  const password = `never-logged-${randomBytes(6).toString("hex")}`;
  const { downloadToken } = await purchaseOverApi(request, buyer);
  expect(downloadToken).toBeTruthy();

  const login = await request.post("/api/admin/login", { data: { username: "e2e-admin", password }, headers: { origin } });
  expect(login.status()).toBe(401);
  const requestId = login.headers()["x-request-id"];
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect((await request.get(`/download?access=${encodeURIComponent(downloadToken ?? "")}`)).status()).toBe(200);
  expect((await request.post("/api/download-link", { data: { email: buyer.email }, headers: { origin } })).status()).toBe(200);

  await expect
    .poll(() => lines().filter((line) => line.requestId === requestId && line.msg === "request"))
    .toEqual([
      { level: "info", time: expect.any(String), msg: "request", method: "POST", route: "/api/admin/login", status: 401, ms: expect.any(Number), requestId },
    ]);
  await expect.poll(() => lines().some((line) => line.msg === "request" && line.route === "/download")).toBe(true);
  const log = readFileSync(SERVER_LOG, "utf8");
  for (const secret of [password, downloadToken ?? "", buyer.email]) expect(log).not.toContain(secret);
});
