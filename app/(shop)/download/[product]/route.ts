import { deliverRelease } from "@/lib/downloads/deliver-release";
import { downloadErrorResponse } from "@/lib/downloads/download-error-page";
import { log } from "@/lib/log";

export const dynamic = "force-dynamic";

// GET /download/[product]?token=<download token> – the current jar as an attachment; 403/404/503 HTML pages otherwise.
export async function GET(req: Request, { params }: { params: Promise<{ product: string }> }) {
  try {
    return await deliverRelease(req, (await params).product);
  } catch (error) {
    // A browser navigated here: answer a page, never JSON or a stack trace.
    log.error("download failed", { error: error instanceof Error ? error.stack : String(error) });
    return downloadErrorResponse("error");
  }
}
