import { APP_ROUTES } from "@/lib/metrics/app-routes";

/**
 * The route label of a request's metrics and access line: the pattern of the page or route handler that serves it
 * (lib/metrics/app-routes.ts, generated from app/ by `npm run routes:labels`), never the raw path, so a client
 * sending random URLs cannot grow the label set, and every route, new ones included, is seen under its own name.
 * A path no route serves is labelled by the catch-all that answers it (`/api/[...path]`, `/admin/[...missing]`,
 * `/[...missing]`); build assets and Next's metadata files are "static".
 */

/** The label of a path that no pattern matches: the site's own catch-all, the one Next.js answers it with. */
export const UNKNOWN_ROUTE = "/[...missing]";

const STATIC = /^\/(_next\/|favicon\.ico$|robots\.txt$|sitemap\.xml$|manifest\.webmanifest$|opengraph-image$|[^/]+\.(?:png|svg|ico|jpg|webp|txt|xml)$)/;

/** How a segment matches, in Next.js's order of precedence: a name, then one dynamic segment, then a catch-all. */
const KIND = { static: 0, dynamic: 1, catchAll: 2, optionalCatchAll: 3 } as const;
type Segment = { kind: (typeof KIND)[keyof typeof KIND]; name: string };

function segmentOf(name: string): Segment {
  if (name.startsWith("[[...")) return { kind: KIND.optionalCatchAll, name };
  if (name.startsWith("[...")) return { kind: KIND.catchAll, name };
  if (name.startsWith("[")) return { kind: KIND.dynamic, name };
  return { kind: KIND.static, name };
}

const partsOf = (path: string) => (path === "/" ? [] : path.slice(1).split("/"));

/** More specific first, segment by segment, as Next.js picks between routes that both match. */
function bySpecificity(a: Segment[], b: Segment[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const difference = (a[i]?.kind ?? 0) - (b[i]?.kind ?? 0);
    if (difference !== 0) return difference;
  }
  return b.length - a.length;
}

const ROUTES = APP_ROUTES.map((pattern) => ({ pattern, segments: partsOf(pattern).map(segmentOf) })).sort((a, b) => bySpecificity(a.segments, b.segments));

function matches(segments: Segment[], parts: string[]): boolean {
  for (const [i, segment] of segments.entries()) {
    if (segment.kind === KIND.optionalCatchAll) return true;
    if (segment.kind === KIND.catchAll) return parts.length > i;
    const part = parts[i];
    if (part === undefined || part === "" || (segment.kind === KIND.static && part !== segment.name)) return false;
  }
  return parts.length === segments.length;
}

export function routeLabel(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  if (STATIC.test(path)) return "static";
  const parts = partsOf(path);
  return ROUTES.find((route) => matches(route.segments, parts))?.pattern ?? UNKNOWN_ROUTE;
}
