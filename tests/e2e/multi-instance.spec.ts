import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { upsertAdmin } from "@/lib/auth/upsert-admin";
import { openClient } from "@/lib/database/open-client";
import { migrate } from "@/lib/ops/migrate";

import { startApp } from "@/scripts/support/next-server";
import { startNginx } from "@/scripts/support/nginx";
import { verifiesWithJwks, type Jwks } from "@/scripts/support/signed-answers";

import { E2E_PORT } from "../../playwright.config";
import { generateEcSigningKeyPem, generateSigningKeyPem } from "../support/signing-keys";
import { baseDatabaseUrl, createTestDatabase } from "../support/test-databases";
import { messagesTo, startMailCapture } from "./support/mail-capture";
import { rawRequest, type RawAnswer } from "./support/raw-request";
import { testServerEnv } from "./support/server-env";
import { expectToast, fixture, newPlayer } from "./support/shop";
import { expect, test } from "./support/test";

/**
 * Two production instances of the build on one PostgreSQL,
 * behind nginx started with the configuration in deploy/nginx/shop.conf
 * (TLS with a certificate made here, TRUSTED_PROXY_HOPS=1). Runs only when
 * the run has a PostgreSQL server (DATABASE_URL): the embedded database
 * belongs to one process.
 */
const METRICS_TOKEN = "e2e-multi-metrics-token-0123456789abcdef01";
type App = Awaited<ReturnType<typeof startApp>>;

/** Two instances of the build on a database of their own, behind nginx, with a mail capture; `stop` ends all of it. */
type Cluster = { database: pg.Client; tmp: string; front: string; a: App; b: App; stop: () => Promise<void> };
const admin = { username: "multi-admin", password: randomBytes(12).toString("base64url") };

/**
 * A cluster named `name` (its database, logs and folder), the instances on `ports`. The tests below use two, so the
 * one whose instance is killed waits out its leases beside the other's cron periods instead of after them.
 */
async function startCluster(name: string, ports: [number, number]): Promise<Cluster> {
  // Each part started is undone by `stop`, last first; a start that fails half-way undoes what it had started.
  const undo: (() => unknown)[] = [];
  const stop = async () => {
    for (const step of undo.reverse().splice(0)) await step();
  };
  try {
    const tmp = mkdtempSync(path.join(os.tmpdir(), `e2e-${name}-`));
    undo.push(() => rmSync(tmp, { recursive: true, force: true }));
    const db = await createTestDatabase("postgres", `e2e_${name}`);
    undo.push(() => db.drop());
    await migrate(db.target);
    const { prisma, close } = await openClient(db.target);
    await upsertAdmin(prisma, admin).finally(close);
    const database = new pg.Client({ connectionString: db.env.DATABASE_URL });
    await database.connect();
    undo.push(() => database.end());
    const mail = await startMailCapture(path.join(tmp, "mail"));
    undo.push(() => mail.close());

    const env = testServerEnv(fixture.simulatorsUrl, {
      ...db.env,
      DATA_DIR: path.join(tmp, "data"),
      // What every instance must share (docs/operations.md, "Deploying").
      AUTH_SECRET: "e2e-multi-auth-secret-0123456789abcdef0123",
      DOWNLOAD_TOKEN_SECRET: "e2e-multi-download-secret-0123456789abcdef",
      LICENSE_SIGNING_KEY: generateSigningKeyPem(),
      LICENSE_SIGNING_EC_KEY: generateEcSigningKeyPem(),
      SMTP_URL: mail.url,
      METRICS_TOKEN,
      TRUSTED_PROXY_HOPS: "1",
    });
    const started = await Promise.allSettled(ports.map((port, i) => startApp(env, port, path.resolve(`.e2e/${name}-${"ab"[i]}.log`))));
    undo.push(() => Promise.all(started.map((app) => (app.status === "fulfilled" ? app.value.stop() : undefined))));
    const [a, b] = started.map((app) => {
      if (app.status === "rejected") throw app.reason;
      return app.value;
    }) as [App, App];
    // nginx's logs outlive the run's folder: a failed run's upstream errors and retries can be read in .e2e/.
    const nginx = await startNginx({ dir: path.join(tmp, "nginx"), upstreamPorts: ports, logs: path.resolve(`.e2e/${name}-nginx`) });
    undo.push(() => nginx.stop());
    const { front } = nginx;
    return { database, tmp, front, a, b, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (baseDatabaseUrl()) {
  test.describe("two instances behind nginx on one PostgreSQL", () => {
    test.describe.configure({ mode: "serial" });
    let cluster: Cluster | undefined;
    let database: pg.Client;
    let tmp: string;
    let front: string;
    let a: App;
    let b: App;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      cluster = await startCluster("multi", [E2E_PORT + 11, E2E_PORT + 12]);
      ({ database, tmp, front, a, b } = cluster);
    });

    test.afterAll(() => cluster?.stop());

    /** A request straight to one instance, as from the client `client` behind the one trusted proxy. */
    const direct = (app: App, p: string, options: { method?: string; body?: unknown; headers?: Record<string, string>; client?: string } = {}) =>
      rawRequest(`${app.url}${p}`, { ...options, headers: { origin: app.url, "x-forwarded-for": options.client ?? "10.77.0.1", ...options.headers } });

    test("(b) an admin session made through one instance works on the other, and so do server actions", async ({ browser }) => {
      // The cluster worker's first test: it pays for starting its Chromium and for each instance's first sign-in and
      // first dashboard render, beside the other project's browsers; 30 s ran out on a busy CI machine.
      test.setTimeout(90_000);
      const login = await direct(a, "/api/admin/login", { method: "POST", body: admin, client: "10.77.1.1" });
      expect(login.status).toBe(200);
      const cookies = (login.headers["set-cookie"] ?? []).map((c) => c.split(";")[0] ?? "");
      const session = cookies.find((c) => c.includes("session-token"));
      expect(session).toBeTruthy();

      const stats = await direct(b, "/admin/stats", { headers: { cookie: cookies.join("; ") } });
      expect(stats.status).toBe(200);
      expect(JSON.parse(stats.body)).toHaveProperty("stats");

      // A server action (the dashboard's "Add User") on instance B, with the session made on A.
      const context = await browser.newContext({ baseURL: b.url, extraHTTPHeaders: { "x-forwarded-for": "10.77.1.2" } });
      await context.addCookies(cookies.map((c) => ({ name: c.slice(0, c.indexOf("=")), value: c.slice(c.indexOf("=") + 1), url: b.url })));
      const page = await context.newPage();
      const player = await newPlayer();
      await page.goto("/admin/dashboard");
      await page.getByLabel("Minecraft Username").fill(player.username);
      await page.getByLabel("Email", { exact: true }).fill(player.email);
      await page.getByRole("button", { name: "Add User" }).click();
      // The instance's first server action answers with the whole dashboard rendered again (the action refreshes its
      // layout): 9.9 s on a loaded CI host, for an action that succeeded. What is tested is that it succeeds on B.
      await expectToast(page, "Success", "User added successfully", { timeout: 30_000 });
      await context.close();
      const { rows } = await database.query("SELECT active FROM licenses WHERE username = $1", [player.username]);
      expect(rows).toEqual([{ active: true }]);
    });

    test("(c) create-order on one instance, capture on the other: one license, one receipt, sent once", async () => {
      const buyer = await newPlayer();
      const created = await direct(a, "/api/paypal/create-order", {
        method: "POST",
        client: "10.77.2.1",
        body: { username: buyer.username, email: buyer.email, amount: 5, currency: "USD", referralCode: null, tosAccepted: true },
      });
      expect(created.status).toBe(201);
      const { orderId, orderSecret } = JSON.parse(created.body) as { orderId: string; orderSecret: string };
      await fetch(`${fixture.simulatorsUrl}/__simulator/paypal/orders/${orderId}/approve`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      const captured = await direct(b, "/api/paypal-capture-order", { method: "POST", client: "10.77.2.1", body: { orderId, orderSecret } });
      expect(captured.status).toBe(200);
      expect(JSON.parse(captured.body)).toHaveProperty("downloadToken");
      // The buyer's retry reaches the first instance: the same answer, nothing new.
      expect((await direct(a, "/api/paypal-capture-order", { method: "POST", client: "10.77.2.1", body: { orderId, orderSecret } })).status).toBe(200);

      const count = async (query: string, values: unknown[]) => Number((await database.query<{ n: string }>(query, values)).rows[0]?.n);
      expect(await count("SELECT count(*) AS n FROM licenses WHERE username = $1 AND active", [buyer.username])).toBe(1);
      expect(await count("SELECT count(*) AS n FROM orders WHERE paypal_order_id = $1 AND status = 'COMPLETED'", [orderId])).toBe(1);
      expect(await count('SELECT count(*) AS n FROM email_outbox WHERE "to" = $1', [buyer.email])).toBe(1);
      await expect.poll(() => count(`SELECT count(*) AS n FROM email_outbox WHERE "to" = $1 AND status = 'SENT'`, [buyer.email]), { timeout: 45_000 }).toBe(1);
      // SENT is set once, by whichever instance claimed the message; the capture server has it on disk soon after.
      await expect.poll(() => messagesTo(path.join(tmp, "mail"), buyer.email).length, { timeout: 10_000 }).toBe(1);
    });

    // Waits for the shared rate limits: per-process limits let 35 checks through on each instance.
    test("(a) a client's 70 whitelist checks, spread over both instances, get at least 10 answers 429", async () => {
      const statuses: number[] = [];
      // A different player each time: the per-UUID budget (30 a minute) must not be what answers 429 here.
      for (let i = 0; i < 70; i += 1)
        statuses.push((await rawRequest(`${front}/api/license/verify?uuid=${randomUUID().replaceAll("-", "")}`, { from: "127.0.9.1" })).status);
      const limited = statuses.filter((s) => s === 429).length;
      console.log(`70 whitelist checks through nginx: ${limited} answered 429, ${statuses.filter((s) => s === 200).length} answered 200`);
      const served = await Promise.all([a, b].map((app) => verifyRequestsServed(app)));
      console.log(`checks per instance: ${served.join(", ")}`);
      for (const n of served) expect(n).toBeGreaterThan(0);
      expect(limited).toBeGreaterThanOrEqual(10);
    });

    // Every instance signs with the one LICENSE_SIGNING_KEY (and LICENSE_SIGNING_EC_KEY), and nginx passes on the Host the mod signed for
    // and the Date the app signed (deploy/nginx/shop.conf: proxy_pass_header Date).
    test("(e) both instances publish the same keys and sign with them; an answer through nginx verifies for the Host the client sent", async () => {
      const jwks = JSON.parse((await direct(a, "/.well-known/jwks.json")).body) as Jwks;
      expect(JSON.parse((await direct(b, "/.well-known/jwks.json")).body)).toEqual(jwks);
      const headersOf = (answer: RawAnswer) => Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name, String(value)]));
      // The RSA answer of a mod that sends no alg, and the ECDSA one a mod asks for: both keys are shared.
      for (const alg of ["", "&alg=ecdsa-sha256"]) {
        const target = `/api/license/verify?uuid=${randomUUID()}&nonce=multi_instance_nonce_01${alg}`;
        for (const [url, answer] of [
          [a.url, await direct(a, target, { client: "10.77.5.1" })],
          [b.url, await direct(b, target, { client: "10.77.5.1" })],
          [front, await rawRequest(`${front}${target}`, { from: "127.0.9.5" })],
        ] as const) {
          expect(answer.status).toBe(200);
          expect(JSON.parse(answer.body)).toMatchObject({ active: false, nonce: "multi_instance_nonce_01" });
          expect(verifiesWithJwks({ method: "GET", target, host: new URL(url).host }, { body: answer.body, headers: headersOf(answer) }, jwks)).toBe(true);
        }
      }
    });

    // Waits for the pg-boss workers: reads pg-boss's own tables (schema pgboss), where a cron schedule puts one job per period.
    // A period's job is created when the cron fires in that minute (pg-boss checks every 30 s) and its send-it worker polls, so it
    // lands in its minute or a few seconds after it. The two full minutes after the first job's minute therefore hold the jobs of
    // those two periods, and at most one late job of the period before: 2 or 3. Run once per instance, they would hold at least 4.
    test("(d) the scheduled reconciliation runs once per period, not once per instance", async () => {
      test.setTimeout(360_000);
      const schedules = await pgbossRows<{ name: string; cron: string }>(database, "SELECT name, cron FROM pgboss.schedule");
      const reconcile = schedules.find((s) => /reconcil/i.test(s.name));
      expect(reconcile, `a pg-boss schedule for the reconciliation among ${JSON.stringify(schedules)}`).toBeTruthy();
      expect(reconcile?.cron).toBe("* * * * *");
      const name = reconcile?.name ?? "";
      const first = async () =>
        (await database.query<{ at: Date | null }>("SELECT min(created_on) AS at FROM pgboss.job WHERE name = $1", [name])).rows[0]?.at ?? null;
      await expect.poll(first, { timeout: 90_000, intervals: [2_000] }).not.toBeNull();
      const start = (await database.query<{ at: Date }>("SELECT date_trunc('minute', $1::timestamptz) + interval '1 minute' AS at", [await first()])).rows[0]
        ?.at;
      const windowEnded = async () =>
        (await database.query<{ ended: boolean }>("SELECT now() > $1::timestamptz + interval '125 seconds' AS ended", [start])).rows[0]?.ended;
      // The window ends up to 185 s after the first job (created at a minute's start, the window starts at the next one).
      await expect.poll(windowEnded, { timeout: 240_000, intervals: [5_000] }).toBe(true);
      const { rows } = await database.query<{ created: string }>(
        "SELECT created_on::text AS created FROM pgboss.job WHERE name = $1 AND created_on >= $2 AND created_on < $2::timestamptz + interval '120 seconds' ORDER BY created_on",
        [name, start],
      );
      console.log(`reconciliation jobs in the two minutes after the first one's: ${JSON.stringify(rows.map((r) => r.created))}`);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.length).toBeLessThanOrEqual(3);
    });
  });

  test.describe("two more instances, one killed mid-traffic", () => {
    test.describe.configure({ mode: "serial" });
    let cluster: Cluster | undefined;
    let database: pg.Client;
    let front: string;
    let b: App;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      cluster = await startCluster("multi_kill", [E2E_PORT + 15, E2E_PORT + 16]);
      ({ database, front, b } = cluster);
    });

    test.afterAll(() => cluster?.stop());
    // A failed run keeps nginx's logs in .e2e/multi_kill-nginx/ and attaches its error log: which upstream failed, how.
    test.afterEach(async ({}, testInfo) => {
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("nginx error.log", { path: path.resolve(".e2e/multi_kill-nginx/error.log") });
    });

    // Instance B stays dead: this pair serves nothing else. The jobs part waits for the pg-boss workers.
    test("(f) killing an instance mid-traffic loses no acknowledged write, and the survivor finishes its jobs", async () => {
      test.setTimeout(480_000);
      const acknowledged: string[] = [];
      // Every send that was not acknowledged: its status (0: no answer) or error, and when, from the kill.
      const failed: { status: number; error?: string; afterKillMs: number }[] = [];
      let sent = 0;
      let killedAt = 0;
      const worker = async (w: number) => {
        while (sent < 120) {
          const i = (sent += 1);
          const email = `applicant-${i}-${w}@example.com`;
          // Each application from its own client address: the affiliate form allows 5 a minute per client.
          const from = `127.0.${10 + Math.floor(i / 250)}.${(i % 250) + 1}`;
          const answer = await rawRequest(`${front}/api/affiliate/signup`, {
            from,
            method: "POST",
            headers: { origin: front },
            body: { name: `Applicant ${i}`, email },
          }).catch((error: NodeJS.ErrnoException) => ({ status: 0, error: error.code ?? error.message }));
          if (answer.status === 201) acknowledged.push(email);
          else failed.push({ status: answer.status, error: "error" in answer ? answer.error : undefined, afterKillMs: killedAt ? Date.now() - killedAt : -1 });
          if (acknowledged.length >= 30 && !killedAt) {
            killedAt = Date.now();
            b.kill("SIGKILL");
          }
        }
      };
      await Promise.all([0, 1, 2, 3].map(worker));
      console.log(`affiliate applications: ${acknowledged.length} acknowledged (201), not acknowledged: ${JSON.stringify(failed)}`);
      expect(killedAt).toBeGreaterThan(0);
      expect(await b.exited).toEqual({ code: null, signal: "SIGKILL" });
      // What the kill may cost: the POSTs B had in flight, one per sender, and one more per sender that nginx may have
      // handed B on a kept-alive connection before it saw B's first failure and took B out (max_fails=1). nginx rightly
      // never sends a POST twice. B killed before its answer's header: nginx answers 502 ("upstream prematurely closed
      // connection while reading response header" in its error log). Killed after the header, before the chunked
      // body's end: the status line is already on its way, so nginx can only cut the client's connection ("... while
      // reading upstream"), which the sender sees as a reset. Anything else (a 5xx from A, more losses) is a fault.
      for (const f of failed) expect(f.status === 502 || (f.status === 0 && f.error === "ECONNRESET"), JSON.stringify(f)).toBe(true);
      expect(failed.length).toBeLessThanOrEqual(8);
      expect(acknowledged.length).toBe(120 - failed.length);
      const { rows } = await database.query<{ email: string }>("SELECT email FROM affiliate_applications WHERE email = ANY($1)", [acknowledged]);
      expect(rows.map((r) => r.email).sort()).toEqual([...acknowledged].sort());

      // Every notice the applications queued is sent, also those the dead instance had claimed: those wait out
      // the claim's lease (lib/mail/send-outbox.ts, 90 s) and go with the next minute's sweep.
      const unsent = async () => Number((await database.query<{ n: string }>("SELECT count(*) AS n FROM email_outbox WHERE status <> 'SENT'")).rows[0]?.n);
      await expect.poll(unsent, { timeout: 240_000, intervals: [2_000] }).toBe(0);
      // And no pg-boss job is left active in the dead instance's hands: each expires (a mail pass and a minute's scheduled
      // pass after 2 minutes, the disputes' and payouts' passes after 3, as their time budget allows: lib/queue/queues.ts)
      // and the minute's maintenance hands it to the survivor. So 3 minutes, a maintenance minute and some slack from the kill.
      const stranded = async () =>
        (
          await pgbossRows<{ job: string }>(
            database,
            "SELECT name || ' started ' || started_on::text || ', expires in ' || expire_in::text AS job FROM pgboss.job WHERE state = 'active' AND started_on < $1 ORDER BY started_on",
            [new Date(killedAt)],
          )
        ).map((row) => row.job);
      await expect.poll(stranded, { timeout: Math.max(5_000, killedAt + 270_000 - Date.now()), intervals: [2_000] }).toEqual([]);
    });
  });
}

/** Rows of a query on pg-boss's tables, with a plain message while they do not exist (lib/jobs not started). */
async function pgbossRows<T extends pg.QueryResultRow>(database: pg.Client, query: string, values: unknown[] = []): Promise<T[]> {
  const { rows } = await database.query<{ present: string | null }>("SELECT to_regclass('pgboss.job')::text AS present");
  if (!rows[0]?.present) throw new Error("pg-boss's tables (schema pgboss) do not exist: the job workers (lib/jobs) did not start");
  return (await database.query<T>(query, values)).rows;
}

/** How many whitelist checks one instance answered, from its own metrics. */
async function verifyRequestsServed(app: App): Promise<number> {
  const scraped = await rawRequest(`${app.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(scraped.status).toBe(200);
  return [...scraped.body.matchAll(/^shop_http_requests_total\{route="\/api\/license\/verify",[^}]*\} (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}
