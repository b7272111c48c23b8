import "server-only";

import { isbot } from "isbot";

/** Why a request to count a visit is not a person's visit. */
type VisitExclusion = "no_user_agent" | "bot" | "prefetch";

/** A speculative load: Chrome's `Sec-Purpose: prefetch` (and `prefetch;prerender`), the older `Purpose: prefetch`, Firefox's `X-Moz: prefetch`. */
const PREFETCH_HEADERS = ["sec-purpose", "purpose", "x-purpose", "x-moz"];

/**
 * Whether a visit beacon should be ignored: no User-Agent at all (scripts),
 * a user agent isbot (its maintained list of crawlers, link previewers,
 * monitors and headless browsers) classes as a bot, or a prefetch or
 * prerender nobody has looked at yet. null: a person's visit.
 */
export function visitExclusion(headers: Headers): VisitExclusion | null {
  const userAgent = headers.get("user-agent")?.trim();
  if (!userAgent) return "no_user_agent";
  if (PREFETCH_HEADERS.some((name) => /\b(?:prefetch|prerender|preview)\b/i.test(headers.get(name) ?? ""))) return "prefetch";
  if (isbot(userAgent)) return "bot";
  return null;
}
