import type { PurchaseDraft } from "@/lib/client/purchase-draft-schema";
import { campaignOf, hasCampaign, NO_CAMPAIGN, normaliseCampaignValue, type Campaign } from "@/lib/referrals/campaign";
import { normaliseReferral } from "@/lib/referrals/referral-codes";

export type { PurchaseDraft };

/** Session-storage keys of spec section 3. */
const PURCHASE_DRAFT_KEY = "purchaseDraft";
const REFERRAL_KEY = "referralCode";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored draft, checked with its schema (lib/client/purchase-draft-schema.ts, loaded on the first read), or null. */
export async function readDraft(): Promise<PurchaseDraft | null> {
  const raw = storage()?.getItem(PURCHASE_DRAFT_KEY);
  if (!raw) return null;
  try {
    const { purchaseDraftSchema } = await import("@/lib/client/purchase-draft-schema");
    const parsed = purchaseDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: PurchaseDraft): void {
  storage()?.setItem(PURCHASE_DRAFT_KEY, JSON.stringify(draft));
}

export function removeDraft(): void {
  storage()?.removeItem(PURCHASE_DRAFT_KEY);
}

/** Spec section 3: a `?ref=` is kept in session storage (a malformed one is dropped). */
export function rememberReferral(search: string): void {
  const code = normaliseReferral(new URLSearchParams(search).get("ref"));
  if (code) storage()?.setItem(REFERRAL_KEY, code);
}

/** The creator code a checkout link carries (`/payment?code=TECHNO`), to apply at once; null without one or for a malformed one. */
export function checkoutLinkCode(search: string): string | null {
  return normaliseReferral(new URLSearchParams(search).get("code"));
}

/** The code in force: the query's when there is a `?ref=`, else the one kept from earlier in the session. */
export function currentReferral(search: string): string | null {
  const fromQuery = new URLSearchParams(search).get("ref");
  if (fromQuery !== null) return normaliseReferral(fromQuery);
  return normaliseReferral(storage()?.getItem(REFERRAL_KEY));
}

/** Where the payment page keeps its link's campaign for the session, as it keeps the `?ref=` code. */
const CAMPAIGN_KEY = "campaign";

/** Keeps the campaign of a link that carries one (`?utm_source=`, `?utm_campaign=`); a visit without one keeps the earlier. */
export function rememberCampaign(search: string): void {
  const campaign = campaignOf(search);
  if (hasCampaign(campaign)) storage()?.setItem(CAMPAIGN_KEY, JSON.stringify(campaign));
}

/** The campaign in force: the query's when it carries one, else the one kept from earlier in the session. */
export function currentCampaign(search: string): Campaign {
  const fromQuery = campaignOf(search);
  if (hasCampaign(fromQuery)) return fromQuery;
  try {
    const kept = JSON.parse(storage()?.getItem(CAMPAIGN_KEY) ?? "null") as Partial<Campaign> | null;
    return { utmSource: normaliseCampaignValue(kept?.utmSource), utmCampaign: normaliseCampaignValue(kept?.utmCampaign) };
  } catch {
    return NO_CAMPAIGN;
  }
}
