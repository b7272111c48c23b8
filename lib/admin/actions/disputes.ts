"use server";

import { adminAction } from "@/lib/auth/admin-action";
import { addBan } from "@/lib/bans/add-ban";
import { liftBan } from "@/lib/bans/lift-ban";
import { addBanSchema, liftBanSchema } from "@/lib/bans/schemas";
import { DASHBOARD_LAYOUT } from "@/lib/content/admin/routes";
import { acceptDisputeClaim, sendDisputeEvidence } from "@/lib/disputes/answer-dispute";
import { messageDisputeBuyer } from "@/lib/disputes/message-buyer";
import { disputeIdSchema, disputeLicenseSchema, disputeMessageSchema } from "@/lib/disputes/schemas";
import { setDisputeLicense } from "@/lib/disputes/suspend-license";

/** "Send evidence": the proof of fulfilment to PayPal, once (audited). */
export const sendDisputeEvidenceAction = adminAction({ schema: disputeIdSchema, refresh: [DASHBOARD_LAYOUT] }, ({ id }, ctx) => sendDisputeEvidence(id, ctx));

/** "Accept the claim": PayPal refunds the buyer, once (audited); the refund's event revokes the license. */
export const acceptDisputeClaimAction = adminAction({ schema: disputeIdSchema, refresh: [DASHBOARD_LAYOUT] }, ({ id }, ctx) => acceptDisputeClaim(id, ctx));

/** Suspend the disputed sale's license until PayPal decides, or make it active again (audited). */
export const setDisputeLicenseAction = adminAction({ schema: disputeLicenseSchema, refresh: [DASHBOARD_LAYOUT] }, ({ id, suspend }, ctx) =>
  setDisputeLicense(id, suspend, ctx),
);

/** "Message the buyer": into the dispute's conversation at PayPal (audited). */
export const messageDisputeBuyerAction = adminAction({ schema: disputeMessageSchema, refresh: [DASHBOARD_LAYOUT] }, (input, ctx) =>
  messageDisputeBuyer(input, ctx),
);

/** Ban a buyer by an e-mail address, a PayPal payer id or a Minecraft account, with a reason (audited). */
export const addBanAction = adminAction({ schema: addBanSchema, refresh: [DASHBOARD_LAYOUT] }, (input, ctx) => addBan(input, ctx));

/** Lift a ban, with a reason (audited). */
export const liftBanAction = adminAction({ schema: liftBanSchema, refresh: [DASHBOARD_LAYOUT] }, (input, ctx) => liftBan(input, ctx));
