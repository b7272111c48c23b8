/** How long a referral link's click attributes a purchase to its code. */
export const REFERRAL_WINDOW_SECONDS = 30 * 24 * 60 * 60;

/** A referral link the visitor followed, and when. */
export type ReferralClick = { code: string; clickedAt: Date };

/**
 * The code an order is attributed to, decided on the server at create-order:
 * 1. the attribution cookie's code, when its click is no older than 30 days
 *    by the server's clock (the browser's Max-Age is not relied on, and a
 *    click time in the future is no click);
 * 2. else the code the page sent from session storage (the spec's path; it
 *    keeps working when cookies are blocked or the beacon never arrived);
 * 3. else none.
 * The cookie comes first because it holds the last link followed in this
 * browser within the window, also in a tab that never saw `?ref=`. Neither
 * source is a credential: both are as good as the visitor's word, and only a
 * code the shop issued ever earns a commission (record-commission.ts).
 */
export function resolveReferralCode({ click, bodyCode, now }: { click: ReferralClick | null; bodyCode: string | null; now: Date }): {
  code: string | null;
  source: "cookie" | "page" | null;
} {
  if (click && clickInWindow(click, now)) return { code: click.code, source: "cookie" };
  if (bodyCode) return { code: bodyCode, source: "page" };
  return { code: null, source: null };
}

/** Allows a minute of clock skew between instances; the window is inclusive. */
function clickInWindow(click: ReferralClick, now: Date): boolean {
  const age = now.getTime() - click.clickedAt.getTime();
  return age >= -60_000 && age <= REFERRAL_WINDOW_SECONDS * 1000;
}
