import { NextResponse } from "next/server";

import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/api/errors";
import { checkReadiness } from "@/lib/ops/check-readiness";
import type { ReadinessBody } from "@/lib/ops/schemas";

export const dynamic = "force-dynamic";

// GET /api/health/ready – whether this instance should get traffic: the database answers, migrations are applied, the job workers run.
// 200 { status: "ok", ... }; otherwise 503 { status: "unavailable", database, migrations, jobs } with Retry-After.
export async function GET() {
  const { ready, ...checks } = await checkReadiness();
  if (ready) return NextResponse.json({ status: "ok", ...checks } satisfies ReadinessBody, { headers: { "Cache-Control": "no-store" } });
  return NextResponse.json({ status: "unavailable", ...checks } satisfies ReadinessBody, {
    status: 503,
    headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  });
}
