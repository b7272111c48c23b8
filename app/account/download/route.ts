import { NextResponse } from "next/server";

import { accountDownloadPath } from "@/lib/account/account-download";
import { currentBuyer } from "@/lib/account/account-session";
import { rateLimitedGet } from "@/lib/api/rate-limited-get";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { ACCOUNT_PATHS, accountNoticePath } from "@/lib/content/account";
import { releaseChannelSchema } from "@/lib/releases/schemas";
import { z } from "@/lib/validation/zod";

export const dynamic = "force-dynamic";

const querySchema = z.object({ license: z.uuid(), channel: releaseChannelSchema.default("stable") });

// GET /account/download?license=<id>[&channel=beta] – the account's download button: 303 to the jar route with a
// download token for the buyer's active license (reused while it works a day more); back to /account without a
// session, and with its notice for anything else.
export const GET = rateLimitedGet({
  rateLimit: RATE_LIMITS.accountDownload,
  run: async (req) => {
    const home = ACCOUNT_PATHS.home;
    const buyer = await currentBuyer();
    const query = querySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
    const path = buyer && query.success ? await accountDownloadPath(buyer.email, query.data.license, query.data.channel) : null;
    const to = path ?? (buyer ? accountNoticePath("download") : home);
    return NextResponse.redirect(new URL(to, req.url), { status: 303, headers: { "Cache-Control": "private, no-store" } });
  },
});
