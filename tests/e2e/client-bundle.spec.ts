import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Response } from "@playwright/test";

import { COMPILE_HINT } from "@/lib/ops/compile-hints";

import { TEST_DIST_DIR } from "@/scripts/support/next-server";

import { fixture } from "./support/shop";
import { expect, test } from "./support/test";

const STATIC_DIR = path.resolve(TEST_DIST_DIR, "static");
const SERVER_DIR = path.resolve(TEST_DIST_DIR, "server");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

test("no server secret, admin password or hash reaches the browser's bundles", async ({ page }) => {
  // Global setup built the app with these values; the browser must never receive them.
  const secrets = [
    "e2e-download-token-secret-0123456789abcdef",
    "e2e-virustotal-key",
    "e2e-auth-secret-0123456789abcdef0123456789",
    fixture.admin.password,
    fixture.loginAdmin.password,
    "DOWNLOAD_TOKEN_SECRET",
    "VIRUSTOTAL_API_KEY",
    "PAYPAL_CLIENT_SECRET",
    "AUTH_SECRET",
    "LICENSE_SIGNING_KEY",
    "LICENSE_SIGNING_EC_KEY",
    "PRIVATE KEY-----",
    "passwordHash",
    "password_hash",
    "$argon2id$",
  ];
  const bundles = files(STATIC_DIR).filter((file) => file.endsWith(".js"));
  expect(bundles.length).toBeGreaterThan(0);
  const leaks = bundles.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return secrets.filter((secret) => text.includes(secret)).map((secret) => `${path.relative(STATIC_DIR, file)}: ${secret}`);
  });
  expect(leaks).toEqual([]);

  // And the configuration the payment page reads carries public values only.
  await page.goto("/payment");
  const config = (await (await page.request.get("/api/paypal/config")).json()) as Record<string, unknown>;
  expect(Object.keys(config).sort()).toEqual(["clientId", "demo", "environment", "sdkBaseUrl"]);
});

test("the production server bundle holds no simulator code: the stand-ins for PayPal, Mojang and VirusTotal stay out of the build", () => {
  // Strings only the simulators contain: their control routes and the errors the Mojang and VirusTotal stand-ins answer.
  const markers = ["/__simulator", "The server has not found anything matching the request URI", "X-Apikey header is missing"];
  const simulatorSources = files(path.resolve("simulators")).map((file) => readFileSync(file, "utf8"));
  for (const marker of markers)
    expect(
      simulatorSources.some((text) => text.includes(marker)),
      `the simulators contain ${marker}`,
    ).toBe(true);
  const serverFiles = files(SERVER_DIR).filter((file) => /\.(js|json)$/.test(file));
  expect(serverFiles.length).toBeGreaterThan(0);
  const found = serverFiles.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return markers.filter((marker) => text.includes(marker)).map((marker) => `${path.relative(SERVER_DIR, file)}: ${marker}`);
  });
  expect(found).toEqual([]);
});

test("Recharts is in the affiliate portal's and the admin dashboard's chunks only, loaded after their page: no other page's JavaScript carries it", async ({
  page,
}) => {
  const bundles = files(STATIC_DIR).filter((file) => file.endsWith(".js"));
  const charts = bundles.filter((file) => readFileSync(file, "utf8").includes("recharts-surface")).map((file) => path.basename(file));
  expect(charts.length).toBeGreaterThan(0);
  // The chunks that load a Recharts chunk (next/dynamic's loader) are the only way to it.
  const loaders = bundles.filter((file) => charts.some((chart) => readFileSync(file, "utf8").includes(chart))).map((file) => path.basename(file));
  const manifests = files(SERVER_DIR).filter((file) => /manifest\.(js|json)$/.test(file));
  const referring = (names: string[]) =>
    manifests
      .filter((file) => names.some((name) => readFileSync(file, "utf8").includes(name)))
      .map((file) => path.relative(SERVER_DIR, file))
      .sort();
  // Recharts itself: only in the loadable manifests of the portal and the admin dashboard's Overview tab, none of
  // any page's first-load chunks.
  expect(referring(charts)).toEqual([
    "app/admin/(pages)/(dashboard)/dashboard/(tabs)/overview/page/react-loadable-manifest.json",
    "app/affiliate/page/react-loadable-manifest.json",
  ]);
  expect(referring(loaders)).toEqual([
    "app/admin/(pages)/(dashboard)/dashboard/(tabs)/overview/page_client-reference-manifest.js",
    "app/affiliate/page_client-reference-manifest.js",
  ]);

  // And in the browser: the landing and payment pages fetch no script that holds it.
  for (const route of ["/", "/payment"]) {
    const scripts: Promise<string>[] = [];
    const listener = (response: Response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    };
    page.on("response", listener);
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    page.off("response", listener);
    const texts = await Promise.all(scripts);
    expect(texts.length, `${route} loads scripts`).toBeGreaterThan(0);
    expect(
      texts.filter((text) => text.includes("recharts")),
      `${route} loads Recharts`,
    ).toEqual([]);
  }
});

test("every first-load chunk of a page reaches the browser with V8's compile hint first; chunks loaded on use stay lazy", async ({ page }) => {
  const manifest = JSON.parse(readFileSync(path.resolve(TEST_DIST_DIR, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const framework = manifest.rootMainFiles.map((file) => `/_next/${file}`);
  expect(framework.length).toBeGreaterThan(0);

  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === "script" && pathname.startsWith("/_next/static/")) scripts.set(pathname, response.text());
  });
  await page.goto("/payment");
  await page.waitForLoadState("networkidle");
  // The framework's chunks and the payment form's own, each starting with the hint.
  expect([...scripts.keys()]).toEqual(expect.arrayContaining(framework));
  expect(scripts.size).toBeGreaterThan(framework.length);
  for (const [chunk, text] of scripts) expect((await text).startsWith(COMPILE_HINT), chunk).toBe(true);

  // The charts load on use (next/dynamic), on two pages only: not marked.
  const charts = files(STATIC_DIR).filter((file) => file.endsWith(".js") && readFileSync(file, "utf8").includes("recharts-surface"));
  expect(charts.length).toBeGreaterThan(0);
  for (const chart of charts) expect(readFileSync(chart, "utf8").startsWith(COMPILE_HINT), chart).toBe(false);
});

test("scripts and style sheets reach the browser as the build's Brotli copies; a client without Brotli gets gzip from Next", async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/_next/static/") && /\.(js|css)$/.test(pathname)) encodings.set(pathname, response.headers()["content-encoding"]);
  });
  await page.goto("/payment");
  await page.waitForLoadState("networkidle");
  const copies = new Set(
    files(STATIC_DIR)
      .filter((file) => file.endsWith(".br"))
      .map((file) => `/_next/static/${path.relative(STATIC_DIR, file).slice(0, -3)}`),
  );
  expect([...encodings.keys()].some((pathname) => pathname.endsWith(".css"))).toBe(true);
  // A file too small for a copy is Next's to send (gzip, or nothing below its threshold).
  for (const [pathname, encoding] of encodings) {
    if (copies.has(pathname)) expect(encoding, pathname).toBe("br");
    else expect(encoding, pathname).not.toBe("br");
  }
  expect([...encodings.values()].filter((encoding) => encoding === "br").length).toBeGreaterThanOrEqual(6);

  const framework = [...encodings.keys()].find((pathname) => copies.has(pathname))!;
  const gzip = await page.request.get(framework, { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(readFileSync(path.join(STATIC_DIR, framework.slice("/_next/static/".length)), "utf8")).toBe(await gzip.text());

  // The copy carries what Next's own answer for the file carries (its security headers, type and caching), bar what
  // belongs to the encoding, the message or the request, and what a range request (left to Next) needs.
  const brotli = await page.request.get(framework, { headers: { "Accept-Encoding": "br" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(await brotli.text()).toBe(await gzip.text());
  const own = [
    "content-encoding",
    "content-length",
    "transfer-encoding",
    "etag",
    "last-modified",
    "accept-ranges",
    "date",
    "x-request-id",
    "connection",
    "keep-alive",
  ];
  const shared = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !own.includes(name)));
  expect(shared(brotli.headers())).toEqual(shared(gzip.headers()));
  expect(shared(gzip.headers())["x-content-type-options"]).toBe("nosniff");
});

test("pages load no font file: text is set in the system's own font, nothing to wait for before the first paint", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  for (const route of ["/", "/payment", "/terms"]) {
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("body")).toHaveCSS("font-family", /^ui-sans-serif, system-ui,/);
  }
  expect(fonts).toEqual([]);
  expect(files(STATIC_DIR).filter((file) => /\.(woff2?|ttf|otf)$/.test(file))).toEqual([]);
});
