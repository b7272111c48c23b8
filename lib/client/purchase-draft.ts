import { orderSecretSchema, TOS_VERSION } from "@/lib/payments/schemas";
import { normaliseReferral } from "@/lib/referrals/referral-codes";
import { z } from "@/lib/validation/zod";

/** Session-storage keys of spec section 3. */
export const PURCHASE_DRAFT_KEY = "purchaseDraft";
export const REFERRAL_KEY = "referralCode";

/**
 * Spec section 3: the purchase draft, kept for the flow's UX only; the server
 * decides everything. Beyond the spec's fields it keeps the secret of the
 * order this browser created, which the capture and activation calls carry
 * so that the download token comes back only here; a malformed one is dropped
 * rather than losing the draft.
 */
export const purchaseDraftSchema = z.object({
  username: z.string(),
  email: z.string(),
  tosAccepted: z.literal(true),
  tosAcceptedAt: z.string(),
  tosVersion: z.literal(TOS_VERSION),
  referralCode: z.string().nullable(),
  orderSecret: orderSecretSchema.optional().catch(undefined),
});

export type PurchaseDraft = z.infer<typeof purchaseDraftSchema>;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(): PurchaseDraft | null {
  const raw = storage()?.getItem(PURCHASE_DRAFT_KEY);
  if (!raw) return null;
  try {
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

/** The code in force: the query's when there is a `?ref=`, else the one kept from earlier in the session. */
export function currentReferral(search: string): string | null {
  const fromQuery = new URLSearchParams(search).get("ref");
  if (fromQuery !== null) return normaliseReferral(fromQuery);
  return normaliseReferral(storage()?.getItem(REFERRAL_KEY));
}
