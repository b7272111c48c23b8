import { normaliseReferral } from "@/lib/referrals/referral-codes";

/** The same-origin endpoint that counts the payment page's visitor and a referral link's visit, and sets the attribution cookie (app/api/referral/visit). */
export const REFERRAL_VISIT_PATH = "/api/referral/visit";

/**
 * Tells the shop a visitor opened the payment page, with the `?ref=` code
 * they arrived through when there is a well-formed one (`{}` otherwise), in
 * one request that never holds the page up: a beacon (queued by the browser,
 * survives leaving the page), or a keepalive fetch where beacons are missing
 * or refused. A page the browser is prerendering waits until the visitor
 * actually opens it. Failures are ignored: counting is never worth an error
 * in front of a buyer.
 */
export function sendReferralVisit(search: string): void {
  const code = normaliseReferral(new URLSearchParams(search).get("ref"));
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) {
    doc.addEventListener("prerenderingchange", () => send(code), { once: true });
    return;
  }
  send(code);
}

function send(code: string | null): void {
  const body = JSON.stringify(code ? { code } : {});
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
