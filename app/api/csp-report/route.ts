import { NextResponse } from "next/server";

import { createBatchedRateLimiter } from "@/lib/api/batched-rate-limit";
import { AppError, toResponse } from "@/lib/api/errors";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { MAX_FORM_BODY_BYTES, readBodyText } from "@/lib/api/read-body";
import { clientIp } from "@/lib/http/client-address";
import { CSP_REPORT_TYPES, violationsIn } from "@/lib/http/csp-reports";
import { countCspViolations } from "@/lib/metrics/shop-metrics";

export const dynamic = "force-dynamic";

// Counted in memory, shared in batches: a page that breaks the policy makes every visitor's browser report at once,
// and the reports must not queue on the database.
const limiter = createBatchedRateLimiter(RATE_LIMITS.cspReport);

// POST /api/csp-report – where browsers report Content-Security-Policy violations (report-uri and report-to): each
// violation is counted in shop_csp_violations_total by directive and by what was blocked, as a class; nothing of a
// report is stored or logged, since its addresses can carry a download token. Answers 204.
export async function POST(req: Request): Promise<Response> {
  try {
    await limiter.hitAddress(clientIp(req.headers));
    const type = (req.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!(CSP_REPORT_TYPES as readonly string[]).includes(type)) {
      await req.body?.cancel().catch(() => undefined);
      throw new AppError("bad_request", `Send a report as ${CSP_REPORT_TYPES.join(" or ")}.`);
    }
    const violations = violationsIn(type, await readBodyText(req, MAX_FORM_BODY_BYTES));
    if (!violations) throw new AppError("bad_request", "The report could not be read.");
    countCspViolations(violations);
    return new NextResponse(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return toResponse(error);
  }
}
