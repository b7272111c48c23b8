import { withFormFallback } from "@/lib/api/form-fallback";
import { jsonPost } from "@/lib/api/json-post";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { RESEND_PATH } from "@/lib/content/delivery";
import { resendDownloadLinks } from "@/lib/downloads/resend-download-links";
import { resendDownloadLinkSchema } from "@/lib/downloads/schemas";

export const dynamic = "force-dynamic";

// POST /api/download-link – e-mail fresh download links for an address's licenses; always 200 { success, message }.
// JSON from the resend form; a plain form post (the no-JavaScript 403 page) gets a 303 back to /download/resend.
export const POST = withFormFallback(
  jsonPost({ rateLimit: RATE_LIMITS.downloadLink, schema: resendDownloadLinkSchema, run: resendDownloadLinks }),
  RESEND_PATH,
);
