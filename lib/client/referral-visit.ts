import { campaignOf } from "@/lib/referrals/campaign";
import { normaliseReferral } from "@/lib/referrals/referral-codes";

/** The same-origin endpoint that counts the payment page's visitor and a referral link's visit, and sets the attribution cookie (app/api/referral/visit). */
export const REFERRAL_VISIT_PATH = "/api/referral/visit";

/**
 * Tells the shop a visitor opened the payment page, with the code of the link
 * they arrived through (`?ref=`, else `?code=`) when there is a well-formed
 * one, and the link's utm_source and utm_campaign (`{}` without any), in
 * one request that never holds the page up: a beacon (queued by the browser,
 * survives leaving the page), or a keepalive fetch where beacons are missing
 * or refused. A page the browser is prerendering waits until the visitor
 * actually opens it. Failures are ignored: counting is never worth an error
 * in front of a buyer.
 */
export function sendReferralVisit(search: string): void {
  const query = new URLSearchParams(search);
  const code = normaliseReferral(query.get("ref")) ?? normaliseReferral(query.get("code"));
  const campaign = campaignOf(search);
  const body = JSON.stringify({
    ...(code && { code }),
    ...(campaign.utmSource && { utmSource: campaign.utmSource }),
    ...(campaign.utmCampaign && { utmCampaign: campaign.utmCampaign }),
  });
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) {
    doc.addEventListener("prerenderingchange", () => send(body), { once: true });
    return;
  }
  send(body);
}

function send(body: string): void {
  try {
    // A string goes as text/plain, which no browser refuses or preflights; the server reads the JSON whatever the type.
    if (navigator.sendBeacon?.(REFERRAL_VISIT_PATH, body)) return;
  } catch {
    // A browser that refuses the beacon gets the fetch below.
  }
  fetch(REFERRAL_VISIT_PATH, { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true, credentials: "same-origin" }).catch(
    () => undefined,
  );
}
