import { chromium, type Request } from "@playwright/test";

import { CHROMIUM_ARGS, chromiumPath } from "../support/chromium";
import type { AuditedPage } from "./site";

/** A page's first-load JavaScript: same-origin bytes and files, and the paths of scripts other origins served. */
export type FirstLoad = { bytes: number; files: number; foreign: string[] };

/**
 * Loads each page once in a fresh browser context and adds up the compressed bodies of the scripts it fetches
 * until the network is idle. Requests Next's <Link> makes to prefetch a linked page (header Next-Router-Prefetch)
 * are refused: they would fetch that page's own chunks, and the framework's page would carry its neighbours' leaves.
 */
export async function measureJavascript(origin: string, pages: readonly AuditedPage[]): Promise<Map<string, FirstLoad>> {
  const javascript = new Map<string, FirstLoad>();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const { route, url } of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.route(
        (address) => address.searchParams.has("_rsc"),
        (request) => (request.request().headers()["next-router-prefetch"] ? request.abort() : request.fallback()),
      );
      const scripts: Request[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script") scripts.push(request);
      });
      await page.goto(`${origin}${url}`, { waitUntil: "networkidle" });
      const sizes = await Promise.all(scripts.map(async (request) => ({ url: new URL(request.url()), bytes: (await request.sizes()).responseBodySize })));
      const own = sizes.filter((s) => s.url.origin === origin);
      javascript.set(route, {
        bytes: own.reduce((sum, s) => sum + s.bytes, 0),
        files: own.length,
        foreign: sizes.filter((s) => s.url.origin !== origin).map((s) => `${s.url.origin}${s.url.pathname}`),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return javascript;
}
