import { NextResponse } from "next/server";

import { clientIp } from "@/lib/api/client-ip";
import { toResponse } from "@/lib/api/errors";
import { parseWith, readJson } from "@/lib/api/parse";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { confirmActivation } from "@/lib/licenses/confirm-activation";
import { activateSchema } from "@/lib/payments/schemas";

export const dynamic = "force-dynamic";

const limiter = createRateLimiter({ limit: 10, windowMs: 60_000 });

// POST /api/activate – confirm the license of a captured purchase (username, e-mail, transaction id); never activates on its own.
export async function POST(req: Request) {
  try {
    const ipAddress = clientIp(req.headers);
    limiter.hit(ipAddress);
    const input = parseWith(activateSchema, await readJson(req));
    return NextResponse.json(await confirmActivation(input, { ipAddress }));
  } catch (error) {
    return toResponse(error);
  }
}
