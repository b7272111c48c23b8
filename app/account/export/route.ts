import { NextResponse } from "next/server";

import { currentBuyer } from "@/lib/account/account-session";
import { exportBuyerData } from "@/lib/admin/export-buyer-data";
import { rateLimitedGet } from "@/lib/api/rate-limited-get";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { ACCOUNT_PATHS } from "@/lib/content/account";

export const dynamic = "force-dynamic";

// GET /account/export – the signed-in buyer's data export (the access right /privacy promises), as a JSON file: the
// same document an admin exports for the address from the Buyers tab. Back to /account without a session.
export const GET = rateLimitedGet({
  rateLimit: RATE_LIMITS.accountExport,
  run: async (req, { ipAddress }) => {
    const buyer = await currentBuyer();
    if (!buyer) return NextResponse.redirect(new URL(ACCOUNT_PATHS.home, req.url), 303);
    const data = await exportBuyerData(buyer.email, { actor: "buyer", ipAddress });
    return new NextResponse(JSON.stringify(data, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="account-data-${data.exportedAt.slice(0, 10)}.json"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
});
