import { revalidatePath } from "next/cache";

import { AppError, toResponse } from "@/lib/api/errors";
import { log } from "@/lib/log";
import { isPageRefresh } from "@/lib/ops/page-refresh";

export const dynamic = "force-dynamic";

// POST /api/internal/refresh-pages – the instance's own job asks it to render its prerendered pages again (a sale
// started or ended: lib/jobs/price-change-worker.ts). Only a request carrying the key derived from AUTH_SECRET is
// answered; anything else is a 404, as for a route that does not exist.
export async function POST(req: Request): Promise<Response> {
  if (!isPageRefresh(req)) return toResponse(new AppError("not_found", "Not found."));
  // Every page under the root layout: the price is on most public pages and the share image, and sales are rare.
  revalidatePath("/", "layout");
  log.info("pages refreshed", { reason: "price change" });
  return new Response(null, { status: 204 });
}
