import { NextResponse } from "next/server";

import { jsonPost } from "@/lib/api/json-post";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { assertSameOrigin } from "@/lib/api/same-origin";
import { clientHttps } from "@/lib/http/client-address";
import { limitCreatorCodeMisses } from "@/lib/pricing/creator-code-misses";
import { recordCheckoutVisit } from "@/lib/referrals/record-checkout-visit";
import { recordReferralVisit } from "@/lib/referrals/record-referral-visit";
import { recordSourceVisit } from "@/lib/referrals/record-source-visit";
import { setReferralCookie } from "@/lib/referrals/referral-cookie";
import { referralVisitSchema } from "@/lib/referrals/schemas";
import { visitExclusion } from "@/lib/referrals/visit-exclusion";

export const dynamic = "force-dynamic";

// POST /api/referral/visit – the payment page's beacon: counts the day's visitor of /payment, for the source of its
// link ({ code, utmSource, utmCampaign }) too, and for a link with a code (?ref= or ?code=) the code's click, and sets
// the attribution cookie; answers 204. Only this site's pages may send it
// (another site's beacons would stuff clicks and cookies). Bots and prefetches get the same 204 and change nothing;
// an unknown code counts the checkout visit only and sets no cookie. As the cookie tells a known code from an
// unknown one, unknown codes count in their prefix's misses, the budget POST /api/creator-code keeps
// (lib/pricing/creator-code-misses.ts): once it is spent, a code of that prefix gets a 429 and no cookie.
export const POST = jsonPost({
  rateLimit: RATE_LIMITS.referralVisit,
  schema: referralVisitSchema,
  run: async (input, { ipAddress, req }) => {
    assertSameOrigin(req);
    const response = new NextResponse(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    const userAgent = req.headers.get("user-agent");
    if (visitExclusion(req.headers) || !userAgent) return response;
    const now = new Date();
    const visitor = { ipAddress, userAgent, now };
    await recordCheckoutVisit(visitor);
    const { code, utmSource, utmCampaign } = input;
    const visit = code
      ? await limitCreatorCodeMisses(
          code,
          () => recordReferralVisit({ code }, visitor),
          (result) => !result.known,
        )
      : { known: false };
    if (code && visit.known) setReferralCookie(response, { code, clickedAt: now }, clientHttps(req.headers, req.url));
    await recordSourceVisit({ code: code && visit.known ? code : null, utmSource, utmCampaign }, visitor);
    return response;
  },
});
