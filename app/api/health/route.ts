import { NextResponse } from "next/server";

import { toResponse } from "@/lib/api/errors";
import { prisma } from "@/lib/db";

export const dynamic = "force-dynamic";

// GET /api/health – liveness and database reachability, for load balancers and the test harness.
export async function GET() {
  try {
    await prisma.$queryRaw`SELECT 1`;
    return NextResponse.json({ status: "ok" });
  } catch (error) {
    return toResponse(error);
  }
}
