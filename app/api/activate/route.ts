import { jsonPost } from "@/lib/api/json-post";
import { confirmActivation } from "@/lib/payments/confirm-activation";
import { activateSchema } from "@/lib/payments/schemas";

export const dynamic = "force-dynamic";

// POST /api/activate – confirm the license of a captured purchase (username, e-mail, transaction id); never activates on its own.
export const POST = jsonPost({ name: "activate", perMinute: 10, schema: activateSchema, run: confirmActivation });
