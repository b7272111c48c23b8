import { NextResponse } from "next/server";

import { errorResponse, toResponse } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { collectQueueMetrics } from "@/lib/metrics/collect-queue-metrics";
import { hasMetricsToken } from "@/lib/metrics/metrics-token";
import { metricsRegistry } from "@/lib/metrics/registry";

export const dynamic = "force-dynamic";

// GET /api/metrics – Prometheus metrics of this instance (and the shared queues), for `Authorization: Bearer $METRICS_TOKEN`.
// 404 when METRICS_TOKEN is unset (the endpoint does not exist) or the token is wrong, so a scanner learns nothing.
export async function GET(req: Request) {
  try {
    const token = env.METRICS_TOKEN;
    if (!token || !hasMetricsToken(req.headers.get("authorization"), token)) return errorResponse("not_found", "No such API route.");
    await collectQueueMetrics();
    const registry = metricsRegistry();
    return new NextResponse(await registry.metrics(), { headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" } });
  } catch (error) {
    return toResponse(error);
  }
}
