import { NextResponse } from "next/server";

import { requestAccountSignIn } from "@/lib/account/request-sign-in";
import { accountSignInSchema } from "@/lib/account/schemas";
import { jsonPost } from "@/lib/api/json-post";
import { RATE_LIMITS } from "@/lib/api/rate-limits";

export const dynamic = "force-dynamic";

// POST /api/account/sign-in – { email } → 202 always: an address that bought something gets a 6-digit code and a
// sign-in link by e-mail (30 minutes, once); the answer is the same for every address.
export const POST = jsonPost({
  rateLimit: RATE_LIMITS.accountSignIn,
  schema: accountSignInSchema,
  run: async (input, { ipAddress }) => NextResponse.json(await requestAccountSignIn(input, { ipAddress }), { status: 202 }),
});
