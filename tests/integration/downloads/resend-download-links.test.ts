import { randomUUID } from "node:crypto";

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { RESEND_DEMO, RESEND_QUEUED_MESSAGE, RESEND_SENT_MESSAGE } from "@/lib/content/delivery";
import { prisma } from "@/lib/database/db";
import { resendDownloadLinks } from "@/lib/downloads/resend-download-links";
import { resolveDownloadAccess } from "@/lib/downloads/resolve-download-access";
import { startJobs, stopJobs } from "@/lib/jobs/start-jobs";
import { QUEUES } from "@/lib/queue/queues";

import { POST } from "@/app/api/download-link/route";

import { nextIp } from "../../support/client-addresses";
import { clearQueue, unfinishedJobs } from "../../support/jobs";
import { deletePurchases } from "../../support/purchase";
import { startSmtp } from "../../support/smtp-server";

const post = (body: unknown, clientIp = nextIp()) =>
  POST(
    new Request("http://shop.test/api/download-link", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": clientIp },
      body: JSON.stringify(body),
    }),
  );
const postForm = (fields: Record<string, string>, clientIp = nextIp()) =>
  POST(
    new Request("http://shop.test/api/download-link", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-shop-client-address": clientIp },
      body: new URLSearchParams(fields).toString(),
    }),
  );

const license = (username: string, email: string | null, active = true) =>
  prisma.license.create({ data: { uuid: randomUUID(), username, email, active, source: "PURCHASE" } });
/** Waits until the workers have run every resend job and every mail job queued so far. */
async function settleJobs() {
  await expect.poll(async () => (await unfinishedJobs(QUEUES.resendLinks)) + (await unfinishedJobs(QUEUES.mail)), { timeout: 30_000, interval: 100 }).toBe(0);
}
const linksIn = (text: string) => [...text.matchAll(/\/download\?access=([^\s]+)/g)].map((m) => decodeURIComponent(m[1] ?? ""));

describe("POST /api/download-link", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    await clearQueue(QUEUES.resendLinks);
    await clearQueue(QUEUES.mail);
    await startJobs({ smtpUrl: smtp.url, from: "shop@example.com", boss: { pollingIntervalSeconds: 0.5, schedule: false }, refreshPages: async () => {} });
  });
  afterAll(async () => {
    await stopJobs();
    await smtp.close();
  });
  let output: string[] = [];
  beforeEach(() => {
    output = [];
    for (const stream of ["log", "error"] as const) vi.spyOn(console, stream).mockImplementation((line: string) => void output.push(String(line)));
  });
  afterEach(async () => {
    await settleJobs();
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    await deletePurchases();
    smtp.received.length = 0;
  });

  it("mails one message with a fresh, working link for each active license of the address", async () => {
    // The integration run logs warnings only; this test reads the info lines to check they hold no secret.
    vi.stubEnv("LOG_LEVEL", "info");
    await license("Main_Account", "twins@example.com");
    await license("Alt_Account", "twins@example.com");
    await license("Refunded_Alt", "twins@example.com", false);
    await license("Someone_Else", "other@example.com");

    const res = await post({ email: "  Twins@Example.COM " });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: RESEND_SENT_MESSAGE });
    await settleJobs();

    const [mail, ...others] = await prisma.emailOutbox.findMany();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: "twins@example.com", status: "SENT", attempts: 1 });
    // The mail worker delivered it once, after the resend job had queued it.
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(["twins@example.com"]);
    expect(mail?.dedupeKey).toMatch(/^resend:[0-9a-f]{64}:\d+$/);
    const tokens = linksIn(mail?.text ?? "");
    expect(tokens).toHaveLength(2);
    const holders = await Promise.all(tokens.map(async (token) => resolveDownloadAccess(token)));
    expect(holders.map((access) => access.ok && access.username)).toEqual(["Main_Account", "Alt_Account"]);
    expect(mail?.text).not.toContain("Refunded_Alt");

    expect(await prisma.auditLog.findFirst({ where: { action: "download.resend" } })).toMatchObject({
      success: true,
      details: { licenses: 2, outcome: "queued" },
    });
    const logged = output.join("\n");
    expect(logged).toContain("mail queued");
    for (const secret of [...tokens, "twins@example.com"]) expect(logged).not.toContain(secret);
  });

  it("without a mail server, says the link will be e-mailed once mail is set up, and keeps it in the outbox", async () => {
    await license("Outbox_Buyer", "outbox@example.com");
    const answer = await resendDownloadLinks({ email: "outbox@example.com" }, { ipAddress: nextIp() }, new Date(), "outbox");
    expect(answer).toEqual({ success: true, message: RESEND_QUEUED_MESSAGE });
    expect(answer.message).not.toMatch(/we have sent/i);
    await settleJobs();
    expect(await prisma.emailOutbox.findFirstOrThrow({ where: { to: "outbox@example.com" } })).toMatchObject({ subject: expect.any(String) });
  });

  it("in demo mode shows the links the e-mail would hold, each one working, and nothing for an unknown address", async () => {
    await license("Demo_Main", "demo@example.com");
    await license("Demo_Alt", "demo@example.com");
    await license("Demo_Refunded", "demo@example.com", false);
    const answer = await resendDownloadLinks({ email: "demo@example.com" }, { ipAddress: nextIp() }, new Date(), "demo");
    expect(answer.message).toBe(RESEND_DEMO.message);
    expect(answer.demoLinks?.map((l) => l.username)).toEqual(["Demo_Main", "Demo_Alt"]);
    const tokens = (answer.demoLinks ?? []).flatMap((l) => linksIn(l.downloadLink));
    const holders = await Promise.all(tokens.map((token) => resolveDownloadAccess(token)));
    expect(holders.map((access) => access.ok && access.username)).toEqual(["Demo_Main", "Demo_Alt"]);

    const unknown = await resendDownloadLinks({ email: "nobody-demo@example.com" }, { ipAddress: nextIp() }, new Date(), "demo");
    expect(unknown).toEqual({ success: true, message: RESEND_DEMO.none, demoLinks: [] });
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async () => {
    const res = await post({ email: "nobody@example.com" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: RESEND_SENT_MESSAGE });
    await settleJobs();
    expect(await prisma.emailOutbox.count()).toBe(0);
    expect(await prisma.downloadToken.count()).toBe(0);
    const entry = await prisma.auditLog.findFirstOrThrow({ where: { action: "download.resend" } });
    expect(entry).toMatchObject({ success: false, details: { licenses: 0, outcome: "no_license" } });
    expect(JSON.stringify(entry.details)).not.toContain("nobody");
  });

  it("answers before it looks the address up: the request queues a job, and the job queues the mail", async () => {
    await license("Timed_Buyer", "timed@example.com");
    await stopJobs();
    const res = await post({ email: "timed@example.com" });
    // Nothing has been looked up, issued or queued yet: the answer cannot depend on it.
    expect(await prisma.emailOutbox.count()).toBe(0);
    expect(await prisma.downloadToken.count()).toBe(0);
    expect(await prisma.auditLog.count({ where: { action: "download.resend" } })).toBe(0);
    expect(res.status).toBe(200);
    expect(await unfinishedJobs(QUEUES.resendLinks)).toBe(1);

    await startJobs({ smtpUrl: smtp.url, from: "shop@example.com", boss: { pollingIntervalSeconds: 0.5, schedule: false }, refreshPages: async () => {} });
    await settleJobs();
    expect(await prisma.emailOutbox.findFirstOrThrow()).toMatchObject({ to: "timed@example.com", status: "SENT" });
    expect(smtp.received.map((mail) => mail.to)).toEqual([["timed@example.com"]]);
    expect(await prisma.downloadToken.count()).toBe(1);
  });

  it("gives a buyer and a stranger byte-identical answers", async () => {
    await license("Known_Buyer", "known@example.com");
    const known = await post({ email: "known@example.com" });
    const unknown = await post({ email: "stranger@example.com" });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
    expect(await known.text()).toBe(await unknown.text());
    await settleJobs();
    expect(await prisma.emailOutbox.count()).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([["known@example.com"]]);
  });

  it("sends one mail for a burst in the same minute, issuing no tokens for the repeats", async () => {
    await license("Burst_Buyer", "burst@example.com");
    // The dedupe key is per clock minute: keep the burst inside one, starting it at least two seconds before the next.
    await vi.waitFor(() => expect(Date.now() % 60_000).toBeLessThan(58_000), { timeout: 5_000, interval: 100 });
    const answers = await Promise.all([post({ email: "burst@example.com" }), post({ email: "burst@example.com" }), post({ email: "burst@example.com" })]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    await settleJobs();
    expect(await prisma.emailOutbox.count()).toBe(1);
    expect(await prisma.downloadToken.count()).toBe(1);
  });

  it("queues at most three mails an hour for one address, silently", async () => {
    await license("Busy_Buyer", "busy@example.com");
    const start = Date.parse("2026-05-01T10:00:00Z");
    for (let minute = 0; minute < 5; minute += 1) {
      const answer = await resendDownloadLinks({ email: "busy@example.com" }, { ipAddress: nextIp() }, new Date(start + minute * 60_000));
      expect(answer).toEqual({ success: true, message: RESEND_SENT_MESSAGE });
      await settleJobs();
    }
    expect(await prisma.emailOutbox.count()).toBe(3);
    expect(await prisma.auditLog.count({ where: { action: "download.resend", details: { path: ["outcome"], equals: "limited" } } })).toBe(2);
  });

  it.each([{}, { email: "" }, { email: "not-an-address" }, { email: "two words@example.com" }])("refuses %j with a field error", async (body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe("bad_request");
    expect(Object.keys(error.fields)).toEqual(["email"]);
  });

  it("limits a client to five requests a minute, telling it when to retry", async () => {
    const client = "100.65.9.9";
    for (let i = 0; i < 5; i += 1) expect((await post({ email: `rate${i}@example.com` }, client)).status).toBe(200);
    const limited = await post({ email: "rate5@example.com" }, client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe("rate_limited");
  });

  it("takes the no-JavaScript form post from the 403 page and redirects back to the resend page", async () => {
    await license("Form_Buyer", "form@example.com");
    const sent = await postForm({ email: "form@example.com" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/download/resend?sent=1");
    await settleJobs();
    expect(await prisma.emailOutbox.findFirst()).toMatchObject({ to: "form@example.com" });

    const invalid = await postForm({ email: "nope" });
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get("location")).toBe("/download/resend?error=invalid");
  });

  it("counts form posts and JSON posts against the same per-client limit", async () => {
    const client = "100.65.9.10";
    for (let i = 0; i < 5; i += 1) expect((await post({ email: `mixed${i}@example.com` }, client)).status).toBe(200);
    const limited = await postForm({ email: "mixed5@example.com" }, client);
    expect(limited.status).toBe(303);
    expect(limited.headers.get("location")).toBe("/download/resend?error=rate_limited");
  });
});
