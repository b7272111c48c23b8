import { counter, histogram } from "@/lib/metrics/registry";
import { routeLabel } from "@/lib/metrics/route-label";

const requests = () =>
  counter({
    name: "shop_http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status class",
    labelNames: ["route", "method", "status"] as const,
  });
const latency = () =>
  histogram({
    name: "shop_http_request_duration_seconds",
    help: "Time to answer an HTTP request (until the response ended), by route pattern",
    labelNames: ["route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  });

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Records one answered request; called by scripts/serve.ts when the response finishes (or the client goes away).
 * Returns the route label it was counted under, which the server's access line names too.
 */
export function observeRequest({ pathname, method, status, seconds }: { pathname: string; method: string; status: number; seconds: number }): string {
  const route = routeLabel(pathname);
  requests().inc({ route, method: METHODS.has(method) ? method : "other", status: `${Math.floor(status / 100)}xx` });
  latency().observe({ route }, seconds);
  return route;
}
