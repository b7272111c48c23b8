import { NextResponse } from "next/server";

import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/api/errors";
import { databaseErrorReason, isDatabaseUnavailable } from "@/lib/database/is-database-unavailable";
import { pingDatabase } from "@/lib/database/ping-database";
import { log } from "@/lib/log";
import type { HealthOk, HealthUnavailable } from "@/lib/ops/schemas";

export const dynamic = "force-dynamic";

// GET /api/health – liveness and database reachability, for load balancers and the test harness.
// 200 { status: "ok" }; while the database cannot answer, 503 with Retry-After, so a balancer takes the instance out.
export async function GET() {
  try {
    await pingDatabase();
    return NextResponse.json({ status: "ok" } satisfies HealthOk, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    const unreachable = isDatabaseUnavailable(error);
    log.warn("health check failed", { database: unreachable ? "unreachable" : "failing", error: databaseErrorReason(error) });
    return NextResponse.json({ status: "unavailable", database: unreachable ? "unreachable" : "failing" } satisfies HealthUnavailable, {
      status: 503,
      headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    });
  }
}
