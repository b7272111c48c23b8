import "server-only";

import type { NextResponse } from "next/server";

import { isReferralCode } from "@/lib/referrals/referral-codes";
import { REFERRAL_WINDOW_SECONDS, type ReferralClick } from "@/lib/referrals/resolve-referral-code";

/** The first-party attribution cookie: `<CODE>.<epoch seconds of the click>`. */
const REFERRAL_COOKIE = "shop_ref";

const VALUE = /^([A-Z0-9]{1,20})\.(\d{1,12})$/;

/** The click a cookie value records, or null for anything malformed (a cookie is the browser's to change). */
export function parseReferralCookie(value: string | undefined): ReferralClick | null {
  const match = value ? VALUE.exec(value) : null;
  if (!match?.[1] || !match[2] || !isReferralCode(match[1])) return null;
  return { code: match[1], clickedAt: new Date(Number(match[2]) * 1000) };
}

/** The click the request's attribution cookie records (read at the route boundary, handed to the use-case as data). */
export function readReferralClick(headers: Headers): ReferralClick | null {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === REFERRAL_COOKIE) return parseReferralCookie(part.slice(at + 1).trim());
  }
  return null;
}

/**
 * Sets the attribution cookie for a click: the last link followed wins, for
 * 30 days. HttpOnly (no page script needs it), SameSite=Lax (sent on the
 * buyer's own navigations and same-site calls, not on other sites' requests),
 * Secure when the visitor came over https.
 */
export function setReferralCookie(response: NextResponse, click: ReferralClick, https: boolean): void {
  response.cookies.set(REFERRAL_COOKIE, `${click.code}.${Math.floor(click.clickedAt.getTime() / 1000)}`, {
    httpOnly: true,
    sameSite: "lax",
    secure: https,
    path: "/",
    maxAge: REFERRAL_WINDOW_SECONDS,
  });
}
