import { TOS_VERSION } from "@/lib/content/legal";
import { orderSecretSchema } from "@/lib/payments/schemas";
import { z } from "@/lib/validation/zod";

/**
 * Spec section 3: the purchase draft, kept for the flow's UX only; the server
 * decides everything. Beyond the spec's fields it keeps the secret of the
 * order this browser created, which the capture and activation calls carry
 * so that the download token comes back only here; a malformed one is dropped
 * rather than losing the draft. Imported only when a draft is read back
 * (lib/client/purchase-draft.ts), so zod is not in the pages' first load.
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
