import { NextResponse } from "next/server";

import { paypalBrowserConfig } from "@/lib/paypal/browser-config";

export const dynamic = "force-dynamic";

// GET /api/paypal/config – the public values the payment page needs to load PayPal's SDK (read at run time, so /payment stays prerendered)
export function GET() {
  return NextResponse.json(paypalBrowserConfig(), { headers: { "Cache-Control": "no-store" } });
}
