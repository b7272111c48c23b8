import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openClient } from "@/lib/database/open-client";

import { createTestDatabase, defaultKind, type TestDatabase } from "../../support/test-databases";

const run = promisify(execFile);
const JAR = path.resolve("lib/seed/assets/placeholder-mod.jar");

// The command runs outside Next and outside pg-boss's workers, yet a release it registers is announced like an upload.
describe("npm run release:add", () => {
  let db: TestDatabase;
  let releasesDir: string;
  beforeAll(async () => {
    db = await createTestDatabase(defaultKind(), "releaseadd", { migrated: true });
    releasesDir = mkdtempSync(path.join(os.tmpdir(), "release-add-"));
  });
  afterAll(async () => {
    await db.drop();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  it("registers the jar and queues release.published for an endpoint that hears it", async () => {
    const { prisma, close } = await openClient(db.target);
    try {
      await prisma.webhookEndpoint.create({
        data: { url: "https://hooks.example.com/shop", events: ["release.published"], sealedSecret: "sealed", createdBy: "test" },
      });
      const { DATABASE_URL: _ignored, DATA_DIR: _ignoredToo, ...rest } = process.env;
      const { stdout } = await run("npm", ["run", "--silent", "release:add", "--", JAR, "--version", "4.2.0", "--notes", "New filters"], {
        env: { ...rest, ...db.env, RELEASES_DIR: releasesDir },
      });
      expect(stdout).toMatch(/^Registered \S+-4\.2\.0\.jar \(stable\)/);

      const deliveries = await prisma.webhookDelivery.findMany();
      expect(deliveries.map((d) => [d.eventType, d.status, (d.payload as { data: { version: string; notes: string } }).data])).toEqual([
        ["release.published", "PENDING", expect.objectContaining({ version: "4.2.0", notes: "New filters" })],
      ]);
      const jobs = await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'webhook-deliver'`;
      expect(jobs[0]?.n).toBe(1);
    } finally {
      await close();
    }
  });
});
