import { execFile } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import * as tar from "tar";
import { afterAll, describe, expect, it } from "vitest";

import { verifyPassword } from "@/lib/auth/password";
import { upsertAdmin } from "@/lib/auth/upsert-admin";
import { createAdapter } from "@/lib/database/adapter";
import type { ShopPrismaClient } from "@/lib/database/client-options";
import { openClient } from "@/lib/database/open-client";
import { checkDownloadToken, signDownloadToken } from "@/lib/downloads/token-signature";
import type { LicenseSigningAlgorithm } from "@/lib/licenses/schemas";
import { jsonWebKeySet } from "@/lib/licenses/signing/json-web-key-set";
import { licenseAnswer } from "@/lib/licenses/signing/license-answer";
import { persistedSigningKey, SIGNING_KEY_FILES } from "@/lib/licenses/signing/persisted-signing-key";
import { signLicenseAnswerSync } from "@/lib/licenses/signing/sign-license-answer";
import { loadSigningKeys } from "@/lib/licenses/signing/signing-keys";
import { QUEUES } from "@/lib/queue/queues";
import { addRelease } from "@/lib/releases/add-release";
import { persistedSecret } from "@/lib/secrets/persisted-secret";

import { verifiesWithJwks } from "@/scripts/support/signed-answers";

import { makeJar } from "../../support/jar";
import { availableKinds, createTestDatabase, type DatabaseKind, type TestDatabase } from "../../support/test-databases";

const run = promisify(execFile);

type Place = { db: TestDatabase; env: { DATABASE_URL?: string; DATA_DIR: string; RELEASES_DIR?: string }; releasesDir: string };

/** `npm run db:backup` / `db:restore` as an operator runs them, configured for one place only. */
async function dbCommand(command: "db:backup" | "db:restore", args: string[], env: Place["env"]) {
  const { DATABASE_URL: _url, DATA_DIR: _dir, RELEASES_DIR: _releases, ...rest } = process.env;
  return run("npm", ["run", "--silent", command, "--", ...args], { env: { ...rest, ...env } });
}

/**
 * A database with a DATA_DIR of its own: the embedded one keeps its releases in DATA_DIR (the default), the PostgreSQL
 * one in a RELEASES_DIR beside it, so both ways the archive finds the jars are drilled.
 */
async function place(kind: DatabaseKind, root: string, label: string, migrated: boolean): Promise<Place> {
  const db = await createTestDatabase(kind, label, { migrated });
  if (kind === "embedded") {
    const dataDir = db.env.DATA_DIR ?? "";
    return { db, env: { DATA_DIR: dataDir }, releasesDir: path.join(dataDir, "releases") };
  }
  const releasesDir = path.join(root, `${label}-releases`);
  return { db, env: { DATABASE_URL: db.env.DATABASE_URL, DATA_DIR: path.join(root, `${label}-data`), RELEASES_DIR: releasesDir }, releasesDir };
}

const keyPems = (dataDir: string, read: (dataDir: string, algorithm: LicenseSigningAlgorithm) => string) =>
  loadSigningKeys({ rsa: read(dataDir, "rsa-sha256"), ec: read(dataDir, "ecdsa-sha256") });
const tokenSecret = (dataDir: string) => persistedSecret(undefined, { dataDir, file: "download-token-secret" });
const request = { method: "GET", target: "/api/license/verify?uuid=drill", host: "shop.test" };
const PASSWORD = "restore drill password";

/** What a demo shop holds after a sale: its keys and secrets in DATA_DIR, a license with a link, an admin, mail to send, a jar. */
async function makeSale(prisma: ShopPrismaClient, { env, releasesDir }: Place, scratch: string) {
  const keys = keyPems(env.DATA_DIR, persistedSigningKey);
  const license = await prisma.license.create({ data: { uuid: randomUUID(), username: "Drill_Buyer", email: "drill@example.com", source: "PURCHASE" } });
  const row = await prisma.downloadToken.create({ data: { licenseId: license.id, expiresAt: new Date(Date.now() + 86_400_000) } });
  await upsertAdmin(prisma, { username: "drill_admin", password: PASSWORD });
  await prisma.emailOutbox.create({ data: { dedupeKey: "receipt:drill", to: "drill@example.com", subject: "Your license", text: "…" } });
  const jar = path.join(scratch, "build.jar");
  writeFileSync(jar, makeJar());
  const release = await addRelease(prisma, { sourcePath: jar, version: "1.2.3", releasesDir, slug: "drill" });
  // An upload caught half-written by the backup: not a release, so not in it.
  writeFileSync(path.join(releasesDir, "drill-1.2.4.jar.0123456789ab.part"), "half a jar");
  return { jwks: jsonWebKeySet(keys), license, token: signDownloadToken(row.id, row.expiresAt, tokenSecret(env.DATA_DIR)), release };
}

// Each kind runs in databases and child processes of its own and mostly waits on them: the two run side by side.
// The server is not started: what it would read after the restore is checked through the same lib functions.
describe.concurrent.each(availableKinds())("a restore drill on the %s database", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it("backs up, wipes, restores into a fresh place, and the shop goes on with the same keys, links, admin and jobs", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), `restore-drill-${kind}-`));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const archive = path.join(root, "backup.tar");

    const source = await place(kind, root, "drillsrc", true);
    cleanups.push(source.db.drop);
    const opened = await openClient(source.db.target);
    const sale = await makeSale(opened.prisma, source, root).finally(opened.close);
    expect((await dbCommand("db:backup", [archive], source.env)).stdout).toMatch(/Backed up/);
    // The archive holds the signing keys: it is for this user's eyes only.
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    await source.db.drop();
    await rm(source.env.DATA_DIR, { recursive: true, force: true });
    await rm(source.releasesDir, { recursive: true, force: true });

    const fresh = await place(kind, root, "drilldst", false);
    cleanups.push(fresh.db.drop);
    expect((await dbCommand("db:restore", [archive], fresh.env)).stdout).toMatch(/Restored the backup/);

    // The keys mods pinned: a new answer signed with the restored keys verifies against the JWKS published before.
    const restoredKeys = keyPems(fresh.env.DATA_DIR, (dir, algorithm) => readFileSync(path.join(dir, SIGNING_KEY_FILES[algorithm]), "utf8"));
    expect(jsonWebKeySet(restoredKeys)).toEqual(sale.jwks);
    for (const algorithm of ["rsa-sha256", "ecdsa-sha256"] as const) {
      const payload = licenseAnswer({ uuid: sale.license.uuid, active: true, algorithm }, restoredKeys);
      expect(verifiesWithJwks(request, signLicenseAnswerSync(request, payload, { keys: restoredKeys, algorithm }), sale.jwks)).toBe(true);
    }
    expect(statSync(path.join(fresh.env.DATA_DIR, SIGNING_KEY_FILES["rsa-sha256"])).mode & 0o777).toBe(0o600);

    const { prisma, close } = await openClient(fresh.db.target);
    try {
      // The buyer's link: signed with the restored secret, naming a token row of the restored license.
      const check = checkDownloadToken(sale.token, tokenSecret(fresh.env.DATA_DIR));
      expect(check).toMatchObject({ ok: true });
      const tokenRow = await prisma.downloadToken.findUniqueOrThrow({ where: { id: check.ok ? check.tokenId : "" }, include: { license: true } });
      expect(tokenRow.license).toMatchObject({ uuid: sale.license.uuid, active: true });

      const admin = await prisma.adminUser.findUniqueOrThrow({ where: { username: "drill_admin" }, omit: { passwordHash: false } });
      expect(await verifyPassword(admin.passwordHash, PASSWORD)).toBe(true);

      expect(await prisma.emailOutbox.findMany({ where: { status: "PENDING" }, select: { dedupeKey: true } })).toEqual([{ dedupeKey: "receipt:drill" }]);
      const queues = await prisma.$queryRawUnsafe<{ name: string }[]>("SELECT name FROM pgboss.queue");
      expect(queues.map((q) => q.name)).toContain(QUEUES.mail);

      const release = await prisma.release.findUniqueOrThrow({ where: { version: "1.2.3" } });
      expect(readdirSync(fresh.releasesDir)).toEqual([release.fileName]);
      const jar = readFileSync(path.join(fresh.releasesDir, release.fileName));
      expect(createHash("sha256").update(jar).digest("hex")).toBe(sale.release.sha256);
    } finally {
      await close();
    }

    // A second restore would overwrite all of it: refused, naming what is in the way, unless --force.
    await expect(dbCommand("db:restore", [archive], fresh.env)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/Refusing to overwrite .*download-token-secret.*--force/),
    });
    await expect(dbCommand("db:restore", [archive, "--force"], fresh.env)).resolves.toMatchObject({ stdout: expect.stringMatching(/Restored/) });
  });
});

describe.concurrent("the embedded database while a server has it open", () => {
  it("is neither backed up nor restored over, even with --force: both commands name the process instead", async () => {
    const db = await place("embedded", "", "drilllock", true);
    const scratch = await mkdtemp(path.join(os.tmpdir(), "restore-drill-lock-"));
    // A backup of the embedded kind, enough to reach the lock (which is taken before the database is touched).
    writeFileSync(
      path.join(scratch, "manifest.json"),
      JSON.stringify({ format: 1, database: "embedded", createdAt: new Date().toISOString(), migrations: [] }),
    );
    writeFileSync(path.join(scratch, "pglite.tar.gz"), "");
    for (const dir of ["data", "releases"]) mkdirSync(path.join(scratch, dir));
    await tar.create({ cwd: scratch, file: path.join(scratch, "backup.tar") }, ["manifest.json", "pglite.tar.gz", "data", "releases"]);
    const holder = createAdapter(db.db.target);
    try {
      await holder.open();
      const refusal = (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr });
      const [backup, restore] = await Promise.all([
        dbCommand("db:backup", [path.join(scratch, "new.tar")], db.env).then(() => "exited 0", refusal),
        dbCommand("db:restore", [path.join(scratch, "backup.tar"), "--force"], db.env).then(() => "exited 0", refusal),
      ]);
      const inUse = { code: 1, stderr: expect.stringContaining(`is in use by process ${process.pid}`) };
      expect(backup).toEqual(inUse);
      expect(restore).toEqual(inUse);
      expect(existsSync(path.join(scratch, "new.tar"))).toBe(false);
      expect((await holder.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM _prisma_migrations")).rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await holder.close();
      await db.db.drop();
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
