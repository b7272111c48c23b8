import { accountVerifySchema } from "@/lib/account/schemas";
import { signInWithCode } from "@/lib/account/sign-in";
import { jsonPost } from "@/lib/api/json-post";
import { RATE_LIMITS } from "@/lib/api/rate-limits";

export const dynamic = "force-dynamic";

// POST /api/account/verify – { email, code } → 204 with the account's session cookie; 401 for a wrong, used or
// expired code (five wrong tries spend it). Rate-limited per client address.
export const POST = jsonPost({
  rateLimit: RATE_LIMITS.accountVerify,
  schema: accountVerifySchema,
  run: async (input, { ipAddress }) => {
    await signInWithCode(input, { ipAddress });
    return new Response(null, { status: 204 });
  },
});
