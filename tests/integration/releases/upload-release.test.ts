import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { env } from "@/lib/env";
import { getCurrentRelease } from "@/lib/releases/current-release";
import { releasesDir } from "@/lib/releases/releases-dir";
import { MAX_RELEASE_BYTES, RELEASE_NOTES_MAX } from "@/lib/releases/schemas";

import { POST as uploadRoute } from "@/app/api/admin/releases/route";

import { signInAs, signOut } from "../../support/admin-session";
import { makeJar } from "../../support/jar";
import { deleteReleases } from "../../support/releases";

const config = env as { VIRUSTOTAL_API_KEY?: string };
const originalKey = config.VIRUSTOTAL_API_KEY;
const dir = releasesDir(env);
const jarsOnDisk = () => (existsSync(dir) ? readdirSync(dir).filter((name) => name.includes("9.")) : []);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

function form({ file, version, channel, notes }: { file?: Buffer; version?: string; channel?: string; notes?: string }) {
  const body = new FormData();
  if (file) body.append("file", new Blob([new Uint8Array(file)]), "mod.jar");
  if (version !== undefined) body.append("version", version);
  if (channel !== undefined) body.append("channel", channel);
  if (notes !== undefined) body.append("notes", notes);
  return body;
}

const upload = (body: BodyInit, headers: Record<string, string> = {}) =>
  uploadRoute(
    new Request("http://shop.test/api/admin/releases", {
      method: "POST",
      headers: { host: "shop.test", origin: "http://shop.test", "x-shop-client-address": "198.51.100.88", ...headers },
      body,
    }),
    { params: Promise.resolve({}) },
  );

async function refused(res: Response, status: number, field?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
  if (field) expect(body.error.fields?.[field]).toEqual(expect.any(String));
  return body.error;
}

describe("POST /api/admin/releases (the dashboard's upload)", () => {
  beforeAll(() => signInAs());
  afterAll(() => signOut());
  beforeEach(() => {
    config.VIRUSTOTAL_API_KEY = "integration-test-vt-key";
  });
  afterEach(async () => {
    config.VIRUSTOTAL_API_KEY = originalKey;
    for (const release of await prisma.release.findMany()) rmSync(release.filePath, { force: true });
    await deleteReleases();
    await prisma.auditLog.deleteMany();
  });

  it("announces the release to the endpoints that hear release.published, in its transaction", async () => {
    const endpoint = await prisma.webhookEndpoint.create({
      data: { url: "https://hooks.example.com/shop", events: ["release.published"], sealedSecret: "sealed", createdBy: "test" },
    });
    try {
      const bytes = makeJar();
      expect((await upload(form({ file: bytes, version: "9.4.0", channel: "beta" }))).status).toBe(201);
      const deliveries = await prisma.webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
      expect(deliveries.map((d) => d.payload)).toEqual([
        {
          type: "release.published",
          timestamp: expect.any(String),
          data: { version: "9.4.0", channel: "beta", sha256: sha256(bytes), sizeBytes: bytes.length, notes: null },
        },
      ]);
      // A refused upload announces nothing.
      expect((await upload(form({ file: bytes, version: "9.4.1" }))).status).toBe(409);
      expect(await prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(1);
    } finally {
      await prisma.webhookEndpoint.delete({ where: { id: endpoint.id } });
    }
  });

  it("registers the jar: SHA-256 computed on the server, notes kept, audited, scanned, and served as the current release", async () => {
    const bytes = makeJar();
    const hash = sha256(bytes);
    await fetch(`${process.env.SIMULATORS_URL}/__simulator/virustotal/files`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sha256: hash, stats: { malicious: 0, suspicious: 0, harmless: 3, undetected: 60 } }),
    });

    const res = await upload(form({ file: bytes, version: "9.1.0", notes: "Faster sniping.\nFixes the login loop." }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      release: { version: "9.1.0", fileName: "ahsniper-9.1.0.jar", sha256: hash, sizeBytes: bytes.length },
      scan: "scanned",
    });
    const current = await getCurrentRelease();
    expect(current).toMatchObject({ version: "9.1.0", sha256: hash, notes: "Faster sniping.\nFixes the login loop.", scanMalicious: 0, scanTotal: 63 });
    expect(readFileSync(current?.filePath ?? "").equals(bytes)).toBe(true);
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "release.add" } })).toMatchObject({
      success: true,
      ipAddress: "198.51.100.88",
      details: { version: "9.1.0", sha256: hash, sizeBytes: bytes.length },
    });
  });

  it("registers a beta on the beta channel: audited with its channel, and never what buyers download", async () => {
    const stable = makeJar();
    expect((await upload(form({ file: stable, version: "9.5.0" }))).status).toBe(201);
    expect((await upload(form({ file: makeJar(), version: "9.6.0-beta.1", channel: "beta" }))).status).toBe(201);
    expect(await prisma.release.findUniqueOrThrow({ where: { version: "9.6.0-beta.1" } })).toMatchObject({ channel: "BETA" });
    expect((await getCurrentRelease())?.sha256).toBe(sha256(stable));
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "release.add", details: { path: ["version"], equals: "9.6.0-beta.1" } } })).toMatchObject({
      details: { channel: "beta" },
    });
    await refused(await upload(form({ file: makeJar(), version: "9.7.0", channel: "nightly" })), 400, "channel");
    expect(await prisma.release.count()).toBe(2);
  });

  it("refuses a file that is not a jar, a bad version, notes too long and a missing file with a 400 naming the field", async () => {
    const notZip = await refused(await upload(form({ file: Buffer.from("just text, renamed to mod.jar"), version: "9.2.0" })), 400, "file");
    expect(notZip.message).toMatch(/not a jar/);
    await refused(await upload(form({ file: Buffer.concat([Buffer.from("PK\u0003\u0004", "latin1"), Buffer.alloc(512)]), version: "9.2.0" })), 400, "file");
    await refused(await upload(form({ file: makeJar(), version: "latest" })), 400, "version");
    await refused(await upload(form({ file: makeJar(), version: "9.2.0; rm -rf /" })), 400, "version");
    await refused(await upload(form({ file: makeJar() })), 400, "version");
    await refused(await upload(form({ file: makeJar(), version: "9.2.0", notes: "x".repeat(RELEASE_NOTES_MAX + 1) })), 400, "notes");
    await refused(await upload(form({ version: "9.2.0" })), 400, "file");
    await refused(await upload(JSON.stringify({ version: "9.2.0" }), { "content-type": "application/json" }), 400);
    expect(await prisma.release.count()).toBe(0);
    expect(jarsOnDisk()).toEqual([]);
    expect(await prisma.auditLog.count({ where: { action: "release.add" } })).toBe(0);
  });

  it("refuses a registered version or an already registered file with a 409, keeping the first", async () => {
    const first = makeJar();
    expect((await upload(form({ file: first, version: "9.3.0" }))).status).toBe(201);
    await refused(await upload(form({ file: makeJar(), version: "9.3.0" })), 409, "version");
    await refused(await upload(form({ file: first, version: "9.3.1" })), 409);
    expect(await prisma.release.findMany({ select: { version: true, sha256: true } })).toEqual([{ version: "9.3.0", sha256: sha256(first) }]);
    expect(readFileSync((await getCurrentRelease())?.filePath ?? "").equals(first)).toBe(true);
  });

  it("refuses a jar over the size limit with a 413, declared or not, and a signed-out or cross-site upload first", async () => {
    const declared = await upload(form({ file: makeJar(), version: "9.4.0" }), { "content-length": String(MAX_RELEASE_BYTES + 10 * 1024 * 1024) });
    await refused(declared, 413);
    await refused(await upload(form({ file: makeJar({ padTo: MAX_RELEASE_BYTES + 1 }), version: "9.4.0" })), 413);
    await refused(await upload(form({ file: makeJar(), version: "9.4.0" }), { origin: "https://evil.example" }), 403);
    signOut();
    await refused(await upload(form({ file: makeJar(), version: "9.4.0" })), 401);
    await signInAs();
    expect(await prisma.release.count()).toBe(0);
    expect(jarsOnDisk()).toEqual([]);
  });
});
