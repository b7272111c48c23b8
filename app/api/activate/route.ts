import { jsonPost } from "@/lib/api/json-post";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { confirmActivation } from "@/lib/payments/confirm-activation";
import { activateSchema } from "@/lib/payments/schemas";

export const dynamic = "force-dynamic";

// POST /api/activate – confirm the license of a captured purchase (username, e-mail, transaction id); never activates on its own.
export const POST = jsonPost({ rateLimit: RATE_LIMITS.activate, schema: activateSchema, run: confirmActivation });
