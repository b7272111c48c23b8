import { readFileSync } from "node:fs";
import path from "node:path";

import { FRAMEWORK_ROUTE, FRAMEWORK_SLOTS } from "./gates";

/**
 * What the build in `distDir` got wrong before anything is served: client components of ours on the framework's
 * page, then pages of `prerendered` the build did not prerender (listed in its prerender manifest: static, or ISR
 * with a revalidate time).
 */
export function prerenderFailures(distDir: string, prerendered: readonly string[]): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as { routes: Record<string, unknown> };
  const dynamic = prerendered.filter((route) => !(route in manifest.routes));
  const frameworkIntruders = clientModulesOfOurs(distDir, FRAMEWORK_ROUTE).filter((module) => !FRAMEWORK_SLOTS.includes(module));
  const failures: string[] = [];
  if (frameworkIntruders.length)
    failures.push(`${FRAMEWORK_ROUTE} measures the framework but renders client components of ours: ${frameworkIntruders.join(", ")}`);
  if (dynamic.length) failures.push(`not prerendered: ${dynamic.join(", ")}`);
  return failures;
}

/**
 * The client components of ours (not Next.js's own) a prerendered page renders: the client references in its RSC
 * payload (rows `<id>:I[<module id>,...]`), named through the route's client-reference manifest.
 */
function clientModulesOfOurs(distDir: string, route: string): string[] {
  const manifest = readFileSync(path.join(distDir, "server/app/(marketing)", route, "page_client-reference-manifest.js"), "utf8");
  const names = new Map([...manifest.matchAll(/"(\[project\]\/[^"]+)":\{"id":(\d+)/g)].map((m) => [m[2] ?? "", m[1] ?? ""]));
  const payload = readFileSync(path.join(distDir, "server/app", `${route}.rsc`), "utf8");
  const rendered = [...payload.matchAll(/^[0-9a-f]+:I\[(\d+),/gm)].map((m) => names.get(m[1] ?? "") ?? `module ${m[1]}`);
  return [...new Set(rendered)].filter((module) => !module.startsWith("[project]/node_modules/next/"));
}
