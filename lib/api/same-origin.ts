import { AppError } from "@/lib/api/errors";

/**
 * Refuses a state-changing request that another site's page could have sent:
 * its Origin must name this host. (A JSON body already needs a CORS
 * preflight cross-site; this also covers old browsers and form posts.)
 */
export function assertSameOrigin(headers: Headers): void {
  const origin = headers.get("origin");
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  let originHost: string | null = null;
  try {
    originHost = origin ? new URL(origin).host : null;
  } catch {
    originHost = null;
  }
  if (!originHost || !host || originHost !== host) throw new AppError("forbidden", "Cross-site request refused.");
}
