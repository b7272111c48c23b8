import { NextResponse } from "next/server";

import type { HealthOk } from "@/lib/ops/schemas";

export const dynamic = "force-dynamic";

// GET /api/health/live – the process answers; touches nothing else (a restart fixes nothing the database or a peer broke).
export function GET() {
  return NextResponse.json({ status: "ok" } satisfies HealthOk, { headers: { "Cache-Control": "no-store" } });
}
