import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { RESEND_PATH } from "@/lib/content/delivery";
import { PAYMENT_ROUTE, PUBLIC_ROUTES } from "@/lib/content/public-routes";
import { openClient } from "@/lib/database/open-client";
import { signDownloadToken } from "@/lib/downloads/token-signature";
import { migrate } from "@/lib/ops/migrate";
import { seedDemo } from "@/lib/seed/seed-demo";

import { simulatorEnv, startSimulators } from "@/simulators/server";

import { TEST_DIST_DIR, TEST_PUBLIC_SITE_URL } from "../support/next-server";

/** The audit serves the e2e tests' build when it is of these sources and settings (scripts/support/next-server.ts). */
export const DIST_DIR = TEST_DIST_DIR;
const DOWNLOAD_ROUTE = "/download";
/** /download and /download/resend read their query (the buyer's link, a form's outcome), so they render per request. */
export const PRERENDERED: readonly string[] = [...PUBLIC_ROUTES, PAYMENT_ROUTE];
/** Pages kept out of search engines on purpose (robots noindex): Lighthouse's crawlability audit does not apply. */
export const NOINDEX: readonly string[] = [DOWNLOAD_ROUTE, RESEND_PATH];

/** A page a buyer meets, by the name the tables show, and the address the browser loads. */
export type AuditedPage = { route: string; url: string };

/**
 * What the audited app runs on: a fresh embedded database with the demo seeded and a real download link to one
 * of its licenses, the simulators, and the environment the app is built and served with. `stop` removes them.
 */
export async function prepareSite(port: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "audit-"));
  const target = { kind: "embedded" as const, dataDir: path.join(dataDir, "pglite") };
  const downloadSecret = `audit-download-secret-${process.pid}-0123456789abcdef`;
  await migrate(target);
  const db = await openClient(target);
  await seedDemo(db.prisma, { releasesDir: path.join(dataDir, "releases"), slug: "audit" });
  // The download page as a buyer sees it after paying: a real link to a seeded license.
  const license = await db.prisma.license.findFirstOrThrow({ where: { active: true }, select: { id: true } });
  const tokenRow = await db.prisma.downloadToken.create({ data: { licenseId: license.id, expiresAt: new Date(Date.now() + 24 * 3600 * 1000) } });
  await db.close();
  const downloadUrl = `${DOWNLOAD_ROUTE}?access=${encodeURIComponent(signDownloadToken(tokenRow.id, tokenRow.expiresAt, downloadSecret))}`;
  const pages: AuditedPage[] = [...PUBLIC_ROUTES, PAYMENT_ROUTE, DOWNLOAD_ROUTE, RESEND_PATH].map((route) => ({
    route,
    url: route === DOWNLOAD_ROUTE ? downloadUrl : route,
  }));

  const origin = `http://127.0.0.1:${port}`;
  const simulators = await startSimulators({ port: 0 });
  const { DATABASE_URL: _url, ...base } = process.env;
  // A blank DATABASE_URL keeps a developer's .env from pointing the audit at their database.
  const env = {
    ...base,
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    NEXT_DIST_DIR: DIST_DIR,
    // The e2e build's public address, so the audit serves that build instead of making its own; nothing Lighthouse
    // checks (canonical links included) asks that a page's public address be the one it is served on.
    PUBLIC_SITE_URL: TEST_PUBLIC_SITE_URL,
    NEXT_TELEMETRY_DISABLED: "1",
    DOWNLOAD_TOKEN_SECRET: downloadSecret,
    ...simulatorEnv(simulators.url),
  };
  const stop = async () => {
    await simulators.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { origin, env, pages, stop };
}
