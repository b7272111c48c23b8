import { createHash, generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { E2E_PORT } from "../../playwright.config";
import { compileJavaClient, forward, listen, reply, type JavaClient, type JavaRun, type Upstream } from "./support/java-client";
import { fixture, newPlayer, purchaseOverApi, simulator, test } from "./support/shop";
import { expect } from "./support/test";

/**
 * The reference client in clients/java, compiled for Java 8
 * and run against the production build: a good answer verifies; a tampered
 * body, a changed Date, a replayed answer, an answer signed with another key,
 * an expired or tampered cached answer and a clock moved back are refused.
 * It asks for ECDSA P-256 by default, can ask for RSA, and
 * refuses an answer signed with another algorithm than the one it asked for.
 */
const APP = `http://127.0.0.1:${E2E_PORT}`;
let work: string;
let jwks: string;
let run: JavaClient["run"];

function expiryOf(result: JavaRun): number {
  const exp = /exp=(\d+)/.exec(result.out)?.[1];
  expect(exp, result.out).toBeTruthy();
  return Number(exp);
}

test.beforeAll(async () => {
  ({ work, jwks, run } = await compileJavaClient(APP));
});

/** A licensed player, bought through the shop's API. */
async function licensedPlayer(request: Parameters<typeof purchaseOverApi>[0]) {
  const buyer = await newPlayer();
  await purchaseOverApi(request, buyer);
  return buyer;
}

test("a licensed player's answer verifies against the pinned keys, and the cache serves it offline until it expires", async ({ request }) => {
  const buyer = await licensedPlayer(request);
  const cache = path.join(work, `${buyer.username}.cache`);
  const online = await run(["check", APP, jwks, buyer.uuid.replaceAll("-", ""), "--cache", cache]);
  expect(online.out).toMatch(new RegExp(`^OK active=true username=${buyer.username} exp=\\d+ kid=\\S+ alg=ecdsa-sha256 source=shop$`));
  expect(online.status).toBe(0);
  const exp = expiryOf(online);
  expect(exp - Date.now() / 1000).toBeGreaterThan(6 * 24 * 3600);

  const offline = await run(["offline", jwks, buyer.uuid, "--cache", cache, "--now", String(exp - 60)]);
  expect(offline.out).toMatch(/^OK active=true .* source=cache$/);
  expect(await run(["offline", jwks, buyer.uuid, "--cache", cache, "--now", String(exp)])).toEqual({ status: 2, out: "REFUSED the answer has expired" });
  // The last offline use saw exp - 60: a clock set back an hour before that cannot revive the answer.
  expect(await run(["offline", jwks, buyer.uuid, "--cache", cache, "--now", String(exp - 3600)])).toEqual({
    status: 2,
    out: "REFUSED the clock has moved back",
  });
  // Nor can another account use it.
  const other = await newPlayer();
  expect((await run(["offline", jwks, other.uuid, "--cache", cache, "--now", String(exp - 30)])).out).toBe("REFUSED the answer is for another account");

  const saved = readFileSync(cache, "utf8");
  const body = /^body=(.*)$/m.exec(saved)?.[1] ?? "";
  const forged = Buffer.from(Buffer.from(body, "base64").toString("utf8").replace('"active":true', '"active":1'), "utf8").toString("base64");
  writeFileSync(cache, saved.replace(`body=${body}`, `body=${forged}`));
  expect(await run(["offline", jwks, buyer.uuid, "--cache", cache, "--now", String(exp - 30)])).toEqual({
    status: 2,
    out: "REFUSED the body does not match its digest",
  });
});

test("an answer changed on the way is refused: a byte of the body, the Date, or an old answer replayed", async ({ request }) => {
  const buyer = await licensedPlayer(request);
  let mode: "pass" | "body" | "date" | "record" | "replay" = "pass";
  let recorded: Upstream | null = null;
  const { url, server } = await listen(async (req, res) => {
    if (mode === "replay" && recorded) return reply(res, recorded);
    const answer = await forward(req, E2E_PORT);
    if (mode === "record") recorded = answer;
    if (mode === "body") {
      // Another player's name, and a Digest that matches the new bytes: only the signature can tell.
      answer.body = Buffer.from(answer.body.toString("utf8").replace(buyer.username, buyer.username.toUpperCase()), "utf8");
      answer.headers.digest = `sha-256=${createHash("sha256").update(answer.body).digest("base64")}`;
    }
    if (mode === "date") answer.headers.date = new Date(Date.parse(String(answer.headers.date)) + 1000).toUTCString();
    reply(res, answer);
  });
  try {
    // Passed through unchanged, the proxy's answer verifies: what follows is refused for the change alone.
    expect((await run(["check", url, jwks, buyer.uuid])).out).toMatch(/^OK active=true /);
    mode = "body";
    expect(await run(["check", url, jwks, buyer.uuid])).toEqual({ status: 2, out: "REFUSED bad signature" });
    mode = "date";
    expect(await run(["check", url, jwks, buyer.uuid])).toEqual({ status: 2, out: "REFUSED bad signature" });
    mode = "record";
    expect((await run(["check", url, jwks, buyer.uuid])).out).toMatch(/^OK active=true /);
    mode = "replay";
    expect(await run(["check", url, jwks, buyer.uuid])).toEqual({ status: 2, out: "REFUSED bad signature" });
  } finally {
    server.close();
  }
});

/** A whitelist server of its own: answers the check for `buyer` signed with `privateKey` as `algorithm`, under `kid`. */
function signingServer(buyer: { uuid: string; username: string }, sign_: { kid: string; algorithm: string; privateKey: KeyObject }) {
  return listen((req, res) => {
    const target = req.url ?? "/";
    const query = new URL(target, "http://x").searchParams;
    const iat = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({
      v: 1,
      kid: sign_.kid,
      uuid: buyer.uuid,
      active: true,
      username: buyer.username,
      iat,
      exp: iat + 7 * 24 * 3600,
      nonce: query.get("nonce"),
    });
    const date = new Date().toUTCString();
    const digest = `sha-256=${createHash("sha256").update(body).digest("base64")}`;
    const signed = `(request-target): get ${target}\nhost: ${req.headers.host}\ndate: ${date}\ndigest: ${digest}`;
    const signature = sign("sha256", Buffer.from(signed), sign_.privateKey).toString("base64");
    res.writeHead(200, {
      "content-type": "application/json",
      date,
      digest,
      "license-signature": `keyid="${sign_.kid}", algorithm="${sign_.algorithm}", signature="${signature}", headers="(request-target) host date digest"`,
    });
    res.end(body);
  });
}

test("a server that signs with another key, even under the shop's key id, is refused (ECDSA and RSA)", async ({ request }) => {
  const buyer = await licensedPlayer(request);
  for (const [algorithm, query, privateKey] of [
    ["ecdsa-sha256", "&alg=ecdsa-sha256", generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey],
    ["rsa-sha256", "", generateKeyPairSync("rsa", { modulusLength: 3072 }).privateKey],
  ] as const) {
    const genuine = await fetch(`${APP}/api/license/verify?uuid=${buyer.uuid}${query}`);
    const kid = /keyid="([^"]+)"/.exec(genuine.headers.get("license-signature") ?? "")?.[1];
    expect(kid).toBeTruthy();
    const { url, server } = await signingServer(buyer, { kid: kid ?? "", algorithm, privateKey });
    try {
      expect(await run(["check", url, jwks, buyer.uuid, "--alg", algorithm])).toEqual({ status: 2, out: "REFUSED bad signature" });
    } finally {
      server.close();
    }
  }
});

test("asked for RSA (--alg rsa-sha256), the client sends no alg, verifies the shop's RSA answer, and serves it offline", async ({ request }) => {
  const buyer = await licensedPlayer(request);
  const cache = path.join(work, `${buyer.username}-rsa.cache`);
  const rsaKid = (JSON.parse(readFileSync(jwks, "utf8")) as { keys: { kty: string; kid: string }[] }).keys.find((k) => k.kty === "RSA")?.kid;
  const online = await run(["check", APP, jwks, buyer.uuid, "--cache", cache, "--alg", "rsa-sha256"]);
  expect(online).toEqual({
    status: 0,
    out: expect.stringMatching(new RegExp(`^OK active=true username=${buyer.username} exp=\\d+ kid=${rsaKid} alg=rsa-sha256 source=shop$`)),
  });
  // The request as an old mod sends it, so any version of the shop answers it (java.util.Properties writes "=" as "\=").
  expect(readFileSync(cache, "utf8")).toMatch(/^target=\/api\/license\/verify\?uuid\\=[0-9a-f]{32}&nonce\\=[A-Za-z0-9_-]+$/m);
  expect((await run(["offline", jwks, buyer.uuid, "--cache", cache])).out).toMatch(/^OK active=true .* alg=rsa-sha256 source=cache$/);

  const sessionServer = `${fixture.simulatorsUrl}/mojang-session`;
  const { accessToken } = await simulator.mojangSession(buyer.username);
  const proven = await run(["prove", APP, jwks, buyer.uuid, buyer.username, sessionServer, "--download", "--alg", "rsa-sha256"], {
    MINECRAFT_ACCESS_TOKEN: accessToken,
  });
  expect(proven.out).toMatch(new RegExp(`^OK active=true .* kid=${rsaKid} alg=rsa-sha256 source=shop proof=mojang-session download=\\S+ jar=\\S+$`));
});

test("no downgrade: an answer signed with another algorithm than the one asked for is refused, even when its signature holds", async ({ request }) => {
  const buyer = await licensedPlayer(request);
  // On the way: a proxy changes what the mod asked for, so the shop itself signs with the other algorithm (for the changed request).
  let rewrite = (target: string) => target.replace("&alg=ecdsa-sha256", "");
  const { url: rewriting, server: proxy } = await listen(async (req, res) => {
    req.url = rewrite(req.url ?? "/");
    reply(res, await forward(req, E2E_PORT));
  });
  // A server whose RSA key the mod pins: its answers verify, so only the algorithm can be refused.
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 3072 });
  const pinned = path.join(work, "pinned-rsa.json");
  writeFileSync(pinned, JSON.stringify({ keys: [{ ...publicKey.export({ format: "jwk" }), kid: "test-rsa", alg: "RS256", use: "sig" }] }));
  const { url: own, server } = await signingServer(buyer, { kid: "test-rsa", algorithm: "rsa-sha256", privateKey });
  try {
    const refusal = { status: 2, out: "REFUSED signed with rsa-sha256, not the ecdsa-sha256 asked for" };
    expect(await run(["check", rewriting, jwks, buyer.uuid])).toEqual(refusal);
    expect(await run(["check", own, pinned, buyer.uuid])).toEqual(refusal);
    expect((await run(["check", own, pinned, buyer.uuid, "--alg", "rsa-sha256"])).out).toMatch(/^OK active=true .* kid=test-rsa alg=rsa-sha256 /);
    // Nor the other way: asked for RSA, an ECDSA answer is refused.
    rewrite = (target) => `${target}&alg=ecdsa-sha256`;
    expect(await run(["check", rewriting, jwks, buyer.uuid, "--alg", "rsa-sha256"])).toEqual({
      status: 2,
      out: "REFUSED signed with ecdsa-sha256, not the rsa-sha256 asked for",
    });
  } finally {
    proxy.close();
    server.close();
  }
});

test("an account without a license gets a verified answer that says so", async () => {
  const stranger = await newPlayer();
  const result = await run(["check", APP, jwks, stranger.uuid]);
  expect(result.out).toMatch(/^OK active=false username=null exp=\d+ /);
  expect(expiryOf(result) - Date.now() / 1000).toBeLessThanOrEqual(3600);
});

test("the ownership proof: the token goes to Mojang, the shop's signed answer says proof=mojang-session and can carry a download link", async ({ request }) => {
  const buyer = await licensedPlayer(request);
  const sessionServer = `${fixture.simulatorsUrl}/mojang-session`;
  const { accessToken } = await simulator.mojangSession(buyer.username);
  const proven = await run(["prove", APP, jwks, buyer.uuid, buyer.username, sessionServer], { MINECRAFT_ACCESS_TOKEN: accessToken });
  expect(proven.out).toMatch(new RegExp(`^OK active=true username=${buyer.username} exp=\\d+ kid=\\S+ alg=ecdsa-sha256 source=shop proof=mojang-session$`));
  expect(expiryOf(proven) - Date.now() / 1000).toBeGreaterThan(6 * 24 * 3600);

  const withLink = await run(["prove", APP, jwks, buyer.uuid, buyer.username, sessionServer, "--download"], { MINECRAFT_ACCESS_TOKEN: accessToken });
  const link = new URL(/ download=(\S+) jar=\S+$/.exec(withLink.out)?.[1] ?? "/missing", APP);
  expect(link.pathname, withLink.out).toBe("/download");
  // The link opens the download page with the jar's link on it (an invalid one shows no download).
  const opened = await request.get(`${link.pathname}${link.search}`);
  expect(opened.status()).toBe(200);
  expect(await opened.text()).toMatch(/href="\/download\/[a-z]+\?token=/);

  // Another player's session cannot prove this account: Mojang refuses the join, so no proof reaches the shop.
  const other = await newPlayer();
  const { accessToken: otherToken } = await simulator.mojangSession(other.username);
  expect(await run(["prove", APP, jwks, buyer.uuid, buyer.username, sessionServer], { MINECRAFT_ACCESS_TOKEN: otherToken })).toEqual({
    status: 2,
    out: "REFUSED Mojang refused the session (sign in to the game again)",
  });
});
