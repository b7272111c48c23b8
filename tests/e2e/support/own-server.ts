import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";

import { upsertAdmin } from "@/lib/auth/upsert-admin";
import { openClient } from "@/lib/database/open-client";
import { migrate } from "@/lib/ops/migrate";

import { startApp } from "@/scripts/support/next-server";

import { createTestDatabase, defaultKind, type TestDatabase } from "../../support/test-databases";
import { testServerEnv } from "./server-env";
import { fixture } from "./shop";

export type OwnServer = {
  baseURL: string;
  /** A scratch folder of its own (its releases, anything else the test keeps), removed at stop. */
  tmp: string;
  /** An HTTP client signed in as the server's admin, as an operator's script would be. */
  api: APIRequestContext;
  /** Signs `page` in to the dashboard as the server's admin, through the sign-in form. */
  signIn: (page: Page) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * A production server of a test's own, on a database of its own with one admin signed in over HTTP: for a test that
 * changes what the shared server's other tests see (a sale's price) or needs other settings (tax records). Built
 * from the shared test build, wired to the shared simulators; `env` adds its settings, and may start what they name
 * first (a mail capture writing into `tmp`).
 */
export async function startOwnServer({
  name,
  port,
  admin,
  env = () => ({}),
}: {
  name: string;
  port: number;
  admin: { username: string; password: string };
  env?: (tmp: string) => Record<string, string> | Promise<Record<string, string>>;
}): Promise<OwnServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const tmp = mkdtempSync(path.join(os.tmpdir(), `e2e-${name}-`));
  let db: TestDatabase | undefined;
  let server: Awaited<ReturnType<typeof startApp>> | undefined;
  let api: APIRequestContext | undefined;
  const stop = async () => {
    await api?.dispose();
    await server?.stop();
    await db?.drop();
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    db = await createTestDatabase(defaultKind(), `e2e_${name}`);
    await migrate(db.target);
    const { prisma, close } = await openClient(db.target);
    await upsertAdmin(prisma, admin).finally(close);
    const serverEnv = testServerEnv(fixture.simulatorsUrl, {
      ...db.env,
      AUTH_SECRET: `e2e-${name}-auth-secret-0123456789abcdef0123456789`,
      DOWNLOAD_TOKEN_SECRET: `e2e-${name}-download-secret-0123456789abcdef`,
      RELEASES_DIR: path.join(tmp, "releases"),
      ...(await env(tmp)),
    });
    server = await startApp(serverEnv, port, path.resolve(`.e2e/${name}-server.log`));
    api = await playwrightRequest.newContext({ baseURL });
    const signedIn = await api.post("/api/admin/login", { data: admin, headers: { origin: baseURL } });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    const signIn = async (page: Page) => {
      await page.goto(`${baseURL}/admin/login`);
      await page.getByLabel("Username").fill(admin.username);
      await page.getByLabel("Password").fill(admin.password);
      await page.getByRole("button", { name: "Login" }).click();
      await page.waitForURL(/\/admin\/dashboard/);
    };
    return { baseURL, tmp, api, signIn, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
