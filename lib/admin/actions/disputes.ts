"use server";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_LAYOUT } from "@/lib/content/admin/routes";
import { acceptDisputeClaim, sendDisputeEvidence } from "@/lib/disputes/answer-dispute";
import { disputeIdSchema } from "@/lib/disputes/schemas";

/** "Send evidence": the proof of fulfilment to PayPal, once (audited). */
export const sendDisputeEvidenceAction = adminAction({ schema: disputeIdSchema, refresh: [DASHBOARD_LAYOUT] }, ({ id }, ctx) => sendDisputeEvidence(id, ctx));

/** "Accept the claim": PayPal refunds the buyer, once (audited); the refund's event revokes the license. */
export const acceptDisputeClaimAction = adminAction({ schema: disputeIdSchema, refresh: [DASHBOARD_LAYOUT] }, ({ id }, ctx) => acceptDisputeClaim(id, ctx));
