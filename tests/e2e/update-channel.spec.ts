import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { APIRequestContext, Page } from "@playwright/test";

import { E2E_PORT } from "../../playwright.config";
import { makeJar } from "../support/jar";
import { compileJavaClient, forward, listen, reply, type JavaClient } from "./support/java-client";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { expectToast, fixture, newPlayer, purchaseOverApi, simulator } from "./support/shop";
import { expect, test } from "./support/test";

/**
 * The update channel. Three releases (1.0.0 stable, 1.1.0-beta.1 beta, 1.0.1 stable), Forge's update
 * JSON with its promos and changelogs, the Java client finding, verifying and downloading the update, and a pull in
 * the dashboard that every answer follows at once. On a server of its own: new releases on the shared server would
 * change what the other tests download.
 */
const port = E2E_PORT + 22;
const baseURL = `http://127.0.0.1:${port}`;
const admin = { username: "release-admin", password: randomBytes(12).toString("base64url") };
test.describe.configure({ mode: "serial" });

let own: OwnServer;
let api: APIRequestContext;
let java: JavaClient;
const jars = { "1.0.0": makeJar(), "1.1.0-beta.1": makeJar(), "1.0.1": makeJar() };
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const NOTES = { "1.0.0": "First release.", "1.1.0-beta.1": "Tries the new auction house.", "1.0.1": "Fixes the login loop." };
const PULL_REASON = "Crashes on start with OptiFine";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  own = await startOwnServer({ name: "updates", port, admin });
  api = own.api;
  java = await compileJavaClient(baseURL);
});

test.afterAll(async () => {
  await own?.stop();
});

async function signIn(page: Page) {
  await own.signIn(page);
  await page.goto(`${baseURL}/admin/dashboard/releases`);
  return page.getByRole("region", { name: "Releases", exact: true });
}

/** An upload as an operator's script makes it: the admin session, the shop's Origin, multipart. */
async function upload(version: keyof typeof jars, channel: "stable" | "beta") {
  const res = await api.post("/api/admin/releases", {
    headers: { origin: baseURL },
    multipart: { file: { name: "mod.jar", mimeType: "application/java-archive", buffer: jars[version] }, version, channel, notes: NOTES[version] },
  });
  expect(res.status(), await res.text()).toBe(201);
}

type ForgeJson = { homepage: string; promos: Record<string, string>; "1.8.9": Record<string, string> };
const forgeJson = async () => (await (await fetch(`${baseURL}/api/mod/forge-update.json`)).json()) as ForgeJson;

/** A licensed player on this server, and the jar link the proof route hands their mod. */
async function playerWithJarLink() {
  const buyer = await newPlayer();
  await purchaseOverApi(api, buyer);
  const { accessToken } = await simulator.mojangSession(buyer.username);
  const proven = await java.run(["prove", baseURL, java.jwks, buyer.uuid, buyer.username, `${fixture.simulatorsUrl}/mojang-session`, "--download"], {
    MINECRAFT_ACCESS_TOKEN: accessToken,
  });
  const jar = / jar=(\S+)$/.exec(proven.out)?.[1];
  expect(jar, proven.out).toBeTruthy();
  // The link names the site's public address (PUBLIC_SITE_URL, a name of the tests' own): the same path on this server.
  const link = new URL(jar ?? "/missing", baseURL);
  return `${baseURL}${link.pathname}${link.search}`;
}

test("three releases on two channels: Forge's update JSON recommends 1.0.1, offers 1.1.0-beta.1 as latest, and answers 304 when unchanged", async ({
  page,
}) => {
  await upload("1.0.0", "stable");
  // The beta through the dashboard's form, its channel picked there.
  const panel = await signIn(page);
  await panel.getByLabel("Jar file").setInputFiles({ name: "mod.jar", mimeType: "application/java-archive", buffer: jars["1.1.0-beta.1"] });
  await panel.getByLabel("Version").fill("1.1.0-beta.1");
  await panel.getByLabel("Channel").selectOption({ label: "Beta" });
  await panel.getByLabel("Release notes").fill(NOTES["1.1.0-beta.1"]);
  await panel.getByRole("button", { name: "Upload release" }).click();
  await expectToast(page, "Release 1.1.0-beta.1 published");
  await upload("1.0.1", "stable");

  const first = await fetch(`${baseURL}/api/mod/forge-update.json`);
  expect(first.status).toBe(200);
  expect(first.headers.get("cache-control")).toBe("public, max-age=60, must-revalidate");
  expect(await first.json()).toEqual({
    homepage: expect.stringMatching(/\/releases$/),
    "1.8.9": NOTES,
    promos: { "1.8.9-recommended": "1.0.1", "1.8.9-latest": "1.1.0-beta.1" },
  });
  const etag = first.headers.get("etag") ?? "";
  const again = await fetch(`${baseURL}/api/mod/forge-update.json`, { headers: { "if-none-match": etag } });
  expect(again.status).toBe(304);

  await page.reload();
  const rows = panel.getByRole("row");
  await expect(rows.filter({ hasText: "1.0.1" })).toContainText("current");
  await expect(rows.filter({ hasText: "1.1.0-beta.1" })).toContainText("Beta");
});

test("the Java client finds 1.0.1 from 1.0.0 and verifies it, refuses a manifest with a flipped byte, and downloads the jar it names", async () => {
  const found = await java.run(["update", baseURL, java.jwks, "1.0.0", "stable"]);
  expect(found.out).toMatch(
    new RegExp(`^OK version=1\\.0\\.1 channel=stable sha256=${sha256(jars["1.0.1"])} size=${jars["1.0.1"].length} kid=\\S+ alg=ecdsa-sha256$`),
  );
  expect(found.status).toBe(0);
  expect(await java.run(["update", baseURL, java.jwks, "1.0.1", "stable"])).toEqual({ status: 0, out: "NONE" });
  expect((await java.run(["update", baseURL, java.jwks, "1.0.1", "beta"])).out).toMatch(/^OK version=1\.1\.0-beta\.1 channel=beta /);

  // On the way, one byte of the manifest's hash is changed and the Digest made to match: only the signature can tell.
  const { url: flipping, server: flipper } = await listen(async (req, res) => {
    const answer = await forward(req, port);
    const text = answer.body.toString("utf8");
    const at = text.indexOf('"sha256":"') + 10;
    answer.body = Buffer.from(`${text.slice(0, at)}${text[at] === "0" ? "1" : "0"}${text.slice(at + 1)}`, "utf8");
    answer.headers.digest = `sha-256=${createHash("sha256").update(answer.body).digest("base64")}`;
    reply(res, answer);
  });
  try {
    expect(await java.run(["update", flipping, java.jwks, "1.0.0", "stable"])).toEqual({ status: 2, out: "REFUSED bad signature" });
  } finally {
    flipper.close();
  }

  const jarLink = await playerWithJarLink();
  const target = path.join(java.work, "mods", "ahsniper.jar");
  const downloaded = await java.run(["download-update", baseURL, java.jwks, "1.0.0", "stable", jarLink, target]);
  expect(downloaded.out).toBe(`OK wrote=${target} version=1.0.1 sha256=${sha256(jars["1.0.1"])}`);
  expect(sha256(readFileSync(target))).toBe(sha256(jars["1.0.1"]));
});

test("a server that serves other bytes for the jar leaves no file behind and the client throws", async () => {
  const jarLink = await playerWithJarLink();
  // The manifest passes through untouched; the jar's bytes are swapped for another jar of the same size.
  const { url: swapping, server } = await listen(async (req, res) => {
    const answer = await forward(req, port);
    if (req.url?.startsWith("/download/"))
      answer.body = Buffer.concat([answer.body.subarray(0, answer.body.length - 1), Buffer.from([answer.body.at(-1) === 0 ? 1 : 0])]);
    reply(res, answer);
  });
  const dir = path.join(java.work, "swapped");
  const target = path.join(dir, "ahsniper.jar");
  try {
    const swappedLink = jarLink.replace(baseURL, swapping);
    expect(await java.run(["download-update", swapping, java.jwks, "1.0.0", "stable", swappedLink, target])).toEqual({
      status: 2,
      out: "REFUSED the download does not match the signed SHA-256",
    });
  } finally {
    server.close();
  }
  expect(existsSync(target)).toBe(false);
  expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
});

test("pulling 1.0.1 in the dashboard: recommended is 1.0.0 at once, /releases says why, and a new buyer downloads 1.0.0", async ({ page }) => {
  const panel = await signIn(page);
  const row = panel.getByRole("row").filter({ hasText: "1.0.1" });
  await row.getByRole("button", { name: "Pull release 1.0.1" }).click();
  const dialog = page.getByRole("dialog", { name: "Pull release 1.0.1" });
  await dialog.getByLabel("Reason (shown on /releases)").fill(PULL_REASON);
  await dialog.getByRole("button", { name: "Pull release" }).click();
  await expectToast(page, "Release 1.0.1 pulled");
  await expect(row).toContainText(`Pulled: ${PULL_REASON}`);
  await expect(panel.getByRole("row").filter({ hasText: "1.0.0" })).toContainText("current");

  const forge = await forgeJson();
  expect(forge.promos).toEqual({ "1.8.9-recommended": "1.0.0", "1.8.9-latest": "1.1.0-beta.1" });
  expect(Object.keys(forge["1.8.9"])).toEqual(["1.1.0-beta.1", "1.0.0"]);
  expect(await java.run(["update", baseURL, java.jwks, "1.0.0", "stable"])).toEqual({ status: 0, out: "NONE" });

  await page.goto(`${baseURL}/releases`);
  const pulled = page.getByRole("article", { name: /^Version 1\.0\.1/ });
  await expect(pulled).toContainText("Pulled");
  await expect(pulled).toContainText(PULL_REASON);
  await expect(pulled).toContainText(sha256(jars["1.0.1"]));
  await expect(page.getByRole("article", { name: /^Version 1\.1\.0-beta\.1/ })).toContainText("Beta");
  await expect(page.getByRole("article", { name: /^Version 1\.0\.0/ })).toContainText("Current");

  const buyer = await newPlayer();
  const { downloadToken } = await purchaseOverApi(api, buyer);
  const download = await api.get(`/download/ahsniper?token=${encodeURIComponent(downloadToken ?? "")}`);
  expect(download.status()).toBe(200);
  expect(sha256(await download.body())).toBe(sha256(jars["1.0.0"]));
});
